package main

import (
	"errors"
	"fmt"
	"strings"
)

// errMissingFlags marks a command started without a flag it cannot run without.
var errMissingFlags = errors.New("required but not set")

// requireServeFlags is what serve cannot start without. runServe checks it right after parsing,
// before any I/O, and compose_test.go checks docker-compose.yml with it.
func requireServeFlags(f flags) error {
	if err := f.requireAll("rpc-url", "manifest", "agent-key", "auth-issuer", "auth-audience", "auth-jwks-url"); err != nil {
		return err
	}
	return f.requireOneOf([]string{"wallets-file"}, []string{"wallets-app-id", "wallets-app-secret"})
}

// requireAll fails, naming each unset flag and its variable, unless every named flag is set.
func (f flags) requireAll(names ...string) error {
	var missing []string
	for _, n := range names {
		if !f.isSet(n) {
			missing = append(missing, describeFlag(n))
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("%w: %s", errMissingFlags, strings.Join(missing, ", "))
	}
	return nil
}

// requireOneOf fails unless every flag of at least one group is set.
func (f flags) requireOneOf(groups ...[]string) error {
	var alts []string
	for _, g := range groups {
		if f.requireAll(g...) == nil {
			return nil
		}
		var d []string
		for _, n := range g {
			d = append(d, describeFlag(n))
		}
		alts = append(alts, strings.Join(d, " and "))
	}
	return fmt.Errorf("%w: one of %s", errMissingFlags, strings.Join(alts, ", or "))
}

// isSet reports whether a flag has a non-empty value, from the command line or its variable.
func (f flags) isSet(name string) bool {
	fl := f.Lookup(name)
	if fl == nil {
		panic("BUG: no flag --" + name)
	}
	return fl.Value.String() != ""
}

func describeFlag(name string) string { return "--" + name + " (" + envName(name) + ")" }
