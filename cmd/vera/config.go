package main

import (
	"flag"
	"fmt"
	"log/slog"
	"net"
	"net/netip"
	"os"
	"strings"
	"time"
)

// flags wraps a FlagSet so that each flag also reads VERA_<NAME> from the environment. A flag
// on the command line beats the environment, which beats the default. A variable whose value
// does not parse is a startup error naming it, never replaced by the default.
type flags struct {
	*flag.FlagSet
}

func newFlags(name string) flags {
	return flags{flag.NewFlagSet("vera "+name, flag.ContinueOnError)}
}

func envName(flagName string) string {
	return "VERA_" + strings.ToUpper(strings.ReplaceAll(flagName, "-", "_"))
}

func (f flags) string(p *string, name, def, usage string) {
	f.StringVar(p, name, def, usage+" ("+envName(name)+")")
}

func (f flags) duration(p *time.Duration, name string, def time.Duration, usage string) {
	f.DurationVar(p, name, def, usage+" ("+envName(name)+")")
}

func (f flags) int(p *int, name string, def int, usage string) {
	f.IntVar(p, name, def, usage+" ("+envName(name)+")")
}

// applyEnv sets every defined flag whose VERA_* variable is set. Values are not echoed in errors:
// some variables hold secrets.
func (f flags) applyEnv() error {
	var err error
	f.VisitAll(func(fl *flag.Flag) {
		v, ok := os.LookupEnv(envName(fl.Name))
		if !ok || err != nil {
			return
		}
		if serr := fl.Value.Set(v); serr != nil {
			err = fmt.Errorf("%s: invalid value: want %s", envName(fl.Name), flagKind(fl))
		}
	})
	return err
}

func flagKind(fl *flag.Flag) string {
	switch fl.Value.(flag.Getter).Get().(type) {
	case time.Duration:
		return "a duration such as 10s or 5m"
	case int:
		return "an integer"
	case bool:
		return "true or false"
	}
	return "a string"
}

// parse applies the environment, then the command line.
func (f flags) parse(args []string) error {
	if err := f.applyEnv(); err != nil {
		return err
	}
	return f.Parse(args)
}

// parseInterleaved is parse for commands whose flags may stand before, between or after
// positional arguments; it returns the positional ones in order.
func (f flags) parseInterleaved(args []string) ([]string, error) {
	if err := f.applyEnv(); err != nil {
		return nil, err
	}
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

// changed reports whether the flag was given on the command line or in the environment.
func (f flags) changed(name string) bool {
	if _, ok := os.LookupEnv(envName(name)); ok {
		return true
	}
	set := false
	f.Visit(func(fl *flag.Flag) {
		if fl.Name == name {
			set = true
		}
	})
	return set
}

// baseConfig is the configuration every long-running command shares.
type baseConfig struct {
	Addr          string
	MetricsAddr   string
	ClickHouseDSN string
	// ClickHouseCluster is the ClickHouse cluster the database spans (empty: one server).
	ClickHouseCluster string
	DataDir           string
	PublicURL         string
	LogLevel          string
	LogFormat         string
	TrustedProxies    string
	CORSOrigins       string
	MaxBody           int
	ReadTimeout       time.Duration
	WriteTimeout      time.Duration
	IdleTimeout       time.Duration
	ShutdownGrace     time.Duration
	// CoordHosts are the replicas' coordination service (ZooKeeper or ClickHouse Keeper); empty
	// is single-node mode.
	CoordHosts          string
	CoordSessionTimeout time.Duration
	// PeerAddr is where a replica answers its peers about the rate-limit counts it owns;
	// PeerAdvertise is how they reach it (empty: PeerAddr's own address); PeerSecret is what each
	// sends to and requires of the others (never logged).
	PeerAddr      string
	PeerAdvertise string
	PeerSecret    string
}

func (c *baseConfig) register(f flags, devDefaults bool) {
	logFormat := "json"
	if devDefaults {
		logFormat = "text"
	}
	f.string(&c.Addr, "addr", "127.0.0.1:8080", "HTTP listen address")
	f.string(&c.MetricsAddr, "metrics-addr", "127.0.0.1:9090", "listen address of /metrics, apart from the API (off: none)")
	f.string(&c.ClickHouseDSN, "clickhouse-dsn", "clickhouse://127.0.0.1:19000/vera", "ClickHouse native-protocol DSN (host:port,host:port,... fails over in order)")
	f.string(&c.ClickHouseCluster, "clickhouse-cluster", "", "ClickHouse cluster whose servers hold the database: tables replicated per shard under Distributed tables (empty: one server)")
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
	f.string(&c.CoordHosts, "coord-hosts", "", "comma-separated host:port of ZooKeeper or ClickHouse Keeper shared by the replicas (empty: one process)")
	f.duration(&c.CoordSessionTimeout, "coord-session-timeout", 5*time.Second, "the coordination session's timeout: a lost leader is replaced within it plus one server tick")
	f.string(&c.PeerAddr, "peer-addr", "127.0.0.1:0", "with --coord-hosts, listen address of the replicas' internal endpoint, where each keeps the rate-limit counts it owns (port 0: any free one); only the other replicas should reach it")
	f.string(&c.PeerAdvertise, "peer-advertise", "", "host:port the other replicas reach --peer-addr at (empty: its listening address, this host's name when it listens on every interface)")
	f.string(&c.PeerSecret, "peer-secret", "", "secret the replicas send to and require of one another on --peer-addr; required when it listens beyond loopback (never logged)")
}

// validate checks what flag parsing cannot: the values' ranges and formats.
func (c *baseConfig) validate() error {
	if _, err := c.proxies(); err != nil {
		return err
	}
	if _, err := c.logger(); err != nil {
		return err
	}
	for name, d := range map[string]time.Duration{"read-timeout": c.ReadTimeout, "write-timeout": c.WriteTimeout, "idle-timeout": c.IdleTimeout, "shutdown-grace": c.ShutdownGrace, "coord-session-timeout": c.CoordSessionTimeout} {
		if d <= 0 {
			return fmt.Errorf("--%s (%s) must be positive", name, envName(name))
		}
	}
	for name, addr := range map[string]string{"addr": c.Addr, "metrics-addr": c.MetricsAddr} {
		if name == "metrics-addr" && addr == "off" {
			continue
		}
		if _, _, err := net.SplitHostPort(addr); err != nil {
			return fmt.Errorf("--%s (%s) %q: want host:port", name, envName(name), addr)
		}
	}
	if _, _, err := net.SplitHostPort(c.PeerAddr); err != nil {
		return fmt.Errorf("--peer-addr (%s) %q: want host:port", envName("peer-addr"), c.PeerAddr)
	}
	if c.PeerAdvertise != "" {
		if _, _, err := net.SplitHostPort(c.PeerAdvertise); err != nil {
			return fmt.Errorf("--peer-advertise (%s) %q: want host:port", envName("peer-advertise"), c.PeerAdvertise)
		}
	}
	// Whoever reaches the endpoint can count requests against any client's limit, using it up.
	if c.CoordHosts != "" && c.PeerSecret == "" && !onLoopback(c.PeerAddr) {
		return fmt.Errorf("--peer-secret (%s) is required when --peer-addr (%s) listens beyond loopback: anyone who reaches it could use up clients' rate limits", envName("peer-secret"), envName("peer-addr"))
	}
	if c.MetricsAddr != "off" && c.MetricsAddr == c.Addr {
		return fmt.Errorf("--metrics-addr (%s) must differ from --addr: metrics are not served to the public", envName("metrics-addr"))
	}
	if c.MaxBody <= 0 {
		return fmt.Errorf("--max-body (%s) must be positive", envName("max-body"))
	}
	return nil
}

func (c *baseConfig) logger() (*slog.Logger, error) {
	var lvl slog.Level
	if err := lvl.UnmarshalText([]byte(c.LogLevel)); err != nil {
		return nil, fmt.Errorf("--log-level (%s) %q: want debug, info, warn or error", envName("log-level"), c.LogLevel)
	}
	opts := &slog.HandlerOptions{Level: lvl}
	switch c.LogFormat {
	case "json":
		return slog.New(slog.NewJSONHandler(os.Stderr, opts)), nil
	case "text":
		return slog.New(slog.NewTextHandler(os.Stderr, opts)), nil
	}
	return nil, fmt.Errorf("--log-format (%s) %q: want text or json", envName("log-format"), c.LogFormat)
}

func (c *baseConfig) proxies() ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, s := range splitList(c.TrustedProxies) {
		if !strings.Contains(s, "/") {
			a, err := netip.ParseAddr(s)
			if err != nil {
				return nil, fmt.Errorf("--trusted-proxies (%s): %q is not an IP address or CIDR", envName("trusted-proxies"), s)
			}
			out = append(out, netip.PrefixFrom(a, a.BitLen()))
			continue
		}
		p, err := netip.ParsePrefix(s)
		if err != nil {
			return nil, fmt.Errorf("--trusted-proxies (%s): %q is not a CIDR", envName("trusted-proxies"), s)
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
