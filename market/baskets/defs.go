package baskets

import (
	_ "embed"
	"encoding/json"
	"fmt"
)

// Named is a symbol with a reason: a member's role, or why a name is left out.
type Named struct {
	Symbol string `json:"symbol"`
	Reason string `json:"reason"`
}

// themeDef is a theme as curated in themes.json.
type themeDef struct {
	Slug     string  `json:"slug"`
	Name     string  `json:"name"`
	Tagline  string  `json:"tagline"`
	Excluded []Named `json:"excluded"`
}

// GroveDef is a grove as curated in groves.json.
type GroveDef struct {
	ID       string  `json:"id"`
	Ticker   string  `json:"ticker"`
	Name     string  `json:"name"`
	Category string  `json:"category"`
	Thesis   string  `json:"thesis"`
	Cap      float64 `json:"cap"`
	Members  []Named `json:"members"`
	Excluded []Named `json:"excluded"`
}

//go:embed themes.json
var themesJSON []byte

//go:embed groves.json
var grovesJSON []byte

// themes returns the curated theme definitions, in file order.
func themes() []themeDef {
	var f struct {
		Themes []themeDef `json:"themes"`
	}
	if err := json.Unmarshal(themesJSON, &f); err != nil {
		panic(fmt.Sprintf("BUG: embedded themes.json: %v", err))
	}
	return f.Themes
}

// Groves returns the curated grove definitions, in file order.
func Groves() []GroveDef {
	var f struct {
		Groves []GroveDef `json:"groves"`
	}
	if err := json.Unmarshal(grovesJSON, &f); err != nil {
		panic(fmt.Sprintf("BUG: embedded groves.json: %v", err))
	}
	return f.Groves
}
