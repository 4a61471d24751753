package main

import (
	"flag"
	"fmt"
	"log/slog"
	"net/netip"
	"net/url"
	"os"
	"strconv"
	"strings"
	"time"
)

// flags wraps a FlagSet so that each flag also reads VERA_<NAME> from the environment.
type flags struct {
	*flag.FlagSet
}

func newFlags(name string) flags {
	fs := flag.NewFlagSet("vera "+name, flag.ContinueOnError)
	return flags{fs}
}

func envName(flagName string) string {
	return "VERA_" + strings.ToUpper(strings.ReplaceAll(flagName, "-", "_"))
}

func (f flags) string(p *string, name, def, usage string) {
	if v, ok := os.LookupEnv(envName(name)); ok {
		def = v
	}
	f.StringVar(p, name, def, usage+" ("+envName(name)+")")
}

func (f flags) duration(p *time.Duration, name string, def time.Duration, usage string) {
	if v, ok := os.LookupEnv(envName(name)); ok {
		if d, err := time.ParseDuration(v); err == nil {
			def = d
		}
	}
	f.DurationVar(p, name, def, usage+" ("+envName(name)+")")
}

func (f flags) int(p *int, name string, def int, usage string) {
	if v, ok := os.LookupEnv(envName(name)); ok {
		if n, err := strconv.Atoi(v); err == nil {
			def = n
		}
	}
	f.IntVar(p, name, def, usage+" ("+envName(name)+")")
}

// baseConfig is the configuration every long-running command shares.
type baseConfig struct {
	Addr           string
	ClickHouseDSN  string
	DataDir        string
	PublicURL      string
	LogLevel       string
	LogFormat      string
	TrustedProxies string
	CORSOrigins    string
	MaxBody        int
	ReadTimeout    time.Duration
	WriteTimeout   time.Duration
	IdleTimeout    time.Duration
	ShutdownGrace  time.Duration
}

func (c *baseConfig) register(f flags, devDefaults bool) {
	logFormat := "json"
	if devDefaults {
		logFormat = "text"
	}
	f.string(&c.Addr, "addr", "127.0.0.1:8080", "HTTP listen address")
	f.string(&c.ClickHouseDSN, "clickhouse-dsn", "clickhouse://127.0.0.1:19000/vera", "ClickHouse native-protocol DSN")
	f.string(&c.DataDir, "data-dir", ".data", "directory for local state (dev keys, devnet, ClickHouse)")
	f.string(&c.PublicURL, "public-url", "http://127.0.0.1:8080", "the service's public base URL")
	f.string(&c.LogLevel, "log-level", "info", "debug, info, warn or error")
	f.string(&c.LogFormat, "log-format", logFormat, "text or json")
	f.string(&c.TrustedProxies, "trusted-proxies", "", "comma-separated CIDRs whose X-Forwarded-For is believed")
	f.string(&c.CORSOrigins, "cors-origins", "", "comma-separated browser origins allowed to call the API, or *")
	f.int(&c.MaxBody, "max-body", 1<<20, "largest request body read, in bytes")
	f.duration(&c.ReadTimeout, "read-timeout", 10*time.Second, "time to read a request")
	f.duration(&c.WriteTimeout, "write-timeout", 150*time.Second, "time to write a response (Autopilot runs take up to 2 minutes)")
	f.duration(&c.IdleTimeout, "idle-timeout", 60*time.Second, "keep-alive idle time")
	f.duration(&c.ShutdownGrace, "shutdown-grace", 20*time.Second, "time in-flight requests get on SIGTERM")
}

func (c *baseConfig) logger() (*slog.Logger, error) {
	var lvl slog.Level
	if err := lvl.UnmarshalText([]byte(c.LogLevel)); err != nil {
		return nil, fmt.Errorf("log level %q: %w", c.LogLevel, err)
	}
	opts := &slog.HandlerOptions{Level: lvl}
	switch c.LogFormat {
	case "json":
		return slog.New(slog.NewJSONHandler(os.Stderr, opts)), nil
	case "text":
		return slog.New(slog.NewTextHandler(os.Stderr, opts)), nil
	}
	return nil, fmt.Errorf("log format %q: want text or json", c.LogFormat)
}

func (c *baseConfig) proxies() ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, s := range splitList(c.TrustedProxies) {
		if !strings.Contains(s, "/") {
			a, err := netip.ParseAddr(s)
			if err != nil {
				return nil, fmt.Errorf("trusted proxy %q: %w", s, err)
			}
			out = append(out, netip.PrefixFrom(a, a.BitLen()))
			continue
		}
		p, err := netip.ParsePrefix(s)
		if err != nil {
			return nil, fmt.Errorf("trusted proxy %q: %w", s, err)
		}
		out = append(out, p.Masked())
	}
	return out, nil
}

func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// redactDSN hides a password in a DSN before it is logged.
func redactDSN(dsn string) string {
	u, err := url.Parse(dsn)
	if err != nil {
		return "(unparsable dsn)"
	}
	if _, has := u.User.Password(); has {
		u.User = url.UserPassword(u.User.Username(), "xxxxx")
	}
	return u.String()
}

// parseInterleaved parses flags that may stand before, between or after positional arguments,
// and returns the positional ones in order.
func (f flags) parseInterleaved(args []string) ([]string, error) {
	var pos []string
	for {
		if err := f.Parse(args); err != nil {
			return nil, err
		}
		args = f.Args()
		if len(args) == 0 {
			return pos, nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}
