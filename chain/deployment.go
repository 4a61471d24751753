package chain

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/ethereum/go-ethereum/common"
)

// Deployment lists every address a client of chain 4663 needs. The devnet writes it as its manifest
// (JSON, the field names below); against the real chain the same file comes from configuration.
type Deployment struct {
	ChainID int64  `json:"chainId"`
	RPCURL  string `json:"rpcUrl,omitempty"`
	WSURL   string `json:"wsUrl,omitempty"`

	USDG             common.Address `json:"usdg"`
	Permit2          common.Address `json:"permit2"`
	Multicall3       common.Address `json:"multicall3"`
	Settlement       common.Address `json:"settlement"`
	AgentRecord      common.Address `json:"agentRecord"`
	IdentityRegistry common.Address `json:"identityRegistry"`
	EntryPoint       common.Address `json:"entryPoint"`
	AccountFactory   common.Address `json:"accountFactory"`
	Paymaster        common.Address `json:"paymaster"`

	Venues []Venue `json:"venues"`
	Assets []Token `json:"assets"`

	Groves []GroveVault `json:"groves,omitempty"`

	AgentID     int64          `json:"agentId"`
	AgentSigner common.Address `json:"agentSigner"`
	// SponsorSigner is the key address the paymaster accepted sponsorships from at deployment.
	SponsorSigner common.Address `json:"sponsorSigner,omitempty"`
	Deployer      common.Address `json:"deployer,omitempty"`

	DemoUsers   []DemoUser       `json:"demoUsers,omitempty"`
	DevAccounts []common.Address `json:"devAccounts,omitempty"`
}

// Venue is one trading venue the settlement contract accepts.
type Venue struct {
	Name    string         `json:"name"` // "pool", "market-maker", "book"
	Kind    string         `json:"kind"` // pricing model
	Address common.Address `json:"address"`
}

// GroveVault is one deployed grove vault.
type GroveVault struct {
	ID      string         `json:"id"`
	Address common.Address `json:"address"`
}

// DemoUser is a seeded devnet user: an embedded-wallet EOA owning a smart account that holds USDG.
type DemoUser struct {
	UserID       string         `json:"userId"`
	WalletID     string         `json:"walletId"`
	Owner        common.Address `json:"owner"`
	SmartAccount common.Address `json:"smartAccount"`
}

// TokenIndex returns the token catalog: USDG first, then the assets in deployment order.
func (d *Deployment) TokenIndex() (*TokenIndex, error) {
	tokens := []Token{{Symbol: "USDG", Name: "Global Dollar", Address: d.USDG, Decimals: 6}}
	tokens = append(tokens, d.Assets...)
	return NewTokenIndex(tokens)
}

// Venue returns the venue with the given name.
func (d *Deployment) Venue(name string) (Venue, bool) {
	for _, v := range d.Venues {
		if v.Name == name {
			return v, true
		}
	}
	return Venue{}, false
}

// LoadDeployment reads a deployment file.
func LoadDeployment(path string) (*Deployment, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("cannot read deployment %s: %w", path, err)
	}
	var d Deployment
	if err := json.Unmarshal(raw, &d); err != nil {
		return nil, fmt.Errorf("cannot decode deployment %s: %w", path, err)
	}
	if d.ChainID == 0 {
		return nil, fmt.Errorf("deployment %s has no chainId", path)
	}
	return &d, nil
}

// Save writes the deployment as indented JSON, atomically (temporary file and rename).
func (d *Deployment) Save(path string) error {
	raw, err := json.MarshalIndent(d, "", "  ")
	if err != nil {
		return fmt.Errorf("cannot encode deployment: %w", err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("cannot create directory of %s: %w", path, err)
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, append(raw, '\n'), 0o644); err != nil {
		return fmt.Errorf("cannot write deployment %s: %w", tmp, err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("cannot move deployment into %s: %w", path, err)
	}
	return nil
}
