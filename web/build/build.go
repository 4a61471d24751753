// Package build bundles the web app's TypeScript and CSS (web/src) into web/dist with esbuild's
// Go API: one minified ES module per page and one style sheet, deterministic for the same sources
// and node_modules, so the committed bundle can be checked for drift.
package build

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
)

// entries are the bundle's entry points, relative to the web directory: a script per page and
// the style sheet every page links.
var entries = []string{"src/home.ts", "src/app.ts", "src/agent.ts", "src/demo.ts", "src/markets.ts", "src/asset.ts", "src/grove.ts", "src/style.css"}

// Files bundles the sources under webDir (which holds src/ and node_modules/) and returns the
// output files by name ("app.js", "style.css"), without writing anything.
func Files(webDir string) (map[string][]byte, error) {
	abs, err := filepath.Abs(webDir)
	if err != nil {
		return nil, fmt.Errorf("web directory: %w", err)
	}
	if _, err := os.Stat(filepath.Join(abs, "node_modules", "viem", "package.json")); err != nil {
		return nil, fmt.Errorf("viem is missing from %s/node_modules: run npm ci --prefix web: %w", webDir, err)
	}
	res := api.Build(api.BuildOptions{
		AbsWorkingDir:     abs,
		EntryPoints:       entries,
		Outdir:            filepath.Join(abs, "dist"),
		Bundle:            true,
		Format:            api.FormatESModule,
		Platform:          api.PlatformBrowser,
		Target:            api.ES2020,
		MinifyWhitespace:  true,
		MinifyIdentifiers: true,
		MinifySyntax:      true,
		LegalComments:     api.LegalCommentsNone,
		Charset:           api.CharsetUTF8,
		TreeShaking:       api.TreeShakingTrue,
		Write:             false,
		LogLevel:          api.LogLevelSilent,
	})
	if len(res.Errors) > 0 {
		msgs := api.FormatMessages(res.Errors, api.FormatMessagesOptions{Kind: api.ErrorMessage})
		return nil, errors.New("esbuild: " + strings.Join(msgs, "\n"))
	}
	out := map[string][]byte{}
	for _, f := range res.OutputFiles {
		rel, err := filepath.Rel(filepath.Join(abs, "dist"), f.Path)
		if err != nil {
			return nil, fmt.Errorf("output %s: %w", f.Path, err)
		}
		out[filepath.ToSlash(rel)] = f.Contents
	}
	return out, nil
}

// Write bundles the sources and replaces the contents of outDir with the result.
func Write(webDir, outDir string) error {
	files, err := Files(webDir)
	if err != nil {
		return err
	}
	old, err := filepath.Glob(filepath.Join(outDir, "*"))
	if err != nil {
		return err
	}
	for _, p := range old {
		if filepath.Base(p) == ".gitattributes" {
			continue
		}
		if err := os.Remove(p); err != nil {
			return fmt.Errorf("clear %s: %w", outDir, err)
		}
	}
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		return err
	}
	for _, name := range Names(files) {
		if err := os.WriteFile(filepath.Join(outDir, name), files[name], 0o644); err != nil {
			return fmt.Errorf("write %s: %w", name, err)
		}
	}
	return nil
}

// Names lists the files' names in order.
func Names(files map[string][]byte) []string {
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}
