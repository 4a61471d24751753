package main

import (
	"bytes"
	"context"
	"net"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"

	"github.com/vera-invest/vera/schema"
	"github.com/vera-invest/vera/schema/schematest"
)

// templateDirs are the folders of templates built once per test binary (devnetTemplate), removed at the end.
var templateDirs []string

// TestMain lets a test re-run this binary as `vera <args>`, so that several real processes
// can run a command at once.
func TestMain(m *testing.M) {
	if args := os.Getenv("VERA_TEST_RUN_ARGS"); args != "" {
		os.Exit(run(context.Background(), strings.Fields(args)))
	}
	code := m.Run()
	if builtDir != "" {
		os.RemoveAll(builtDir)
	}
	for _, d := range templateDirs {
		os.RemoveAll(d)
	}
	os.Exit(code)
}

func TestConcurrentMigrateProcesses(t *testing.T) {
	dsn := schematest.DSN(t, schematest.NewName(t))
	const procs = 4
	var wg sync.WaitGroup
	outs := make([]string, procs)
	errs := make([]error, procs)
	for i := range procs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cmd := exec.Command(os.Args[0], "-test.run", "^$")
			cmd.Env = append(os.Environ(), "VERA_TEST_RUN_ARGS=migrate --clickhouse-dsn "+dsn+" --log-level error")
			var out bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &out
			errs[i] = cmd.Run()
			outs[i] = out.String()
		}()
	}
	wg.Wait()
	applied := 0
	for i := range procs {
		if errs[i] != nil {
			t.Fatalf("process %d: %v\n%s", i, errs[i], outs[i])
		}
		if !strings.Contains(outs[i], "applied ") {
			t.Fatalf("process %d printed %q", i, outs[i])
		}
		if !strings.Contains(outs[i], "applied 0 ") {
			applied++
		}
	}
	if applied != 1 {
		t.Fatalf("%d processes applied migrations, want exactly 1:\n%v", applied, outs)
	}
	ctx := context.Background()
	db, err := schema.Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	defer schematest.Drop(ctx, db)
	all, _ := schema.Migrations()
	var n uint64
	if err := db.QueryRow(ctx, "SELECT count() FROM schema_migrations").Scan(&n); err != nil || int(n) != len(all) {
		t.Fatalf("schema_migrations rows = %d (%v), want %d", n, err, len(all))
	}
}

func TestHelpListsEveryCommand(t *testing.T) {
	r, w, _ := os.Pipe()
	stdout := os.Stdout
	os.Stdout = w
	code := run(context.Background(), []string{"--help"})
	w.Close()
	os.Stdout = stdout
	var out bytes.Buffer
	out.ReadFrom(r)
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	for _, c := range commands {
		if !strings.Contains(out.String(), "  "+c.name+" ") {
			t.Errorf("help does not list %q:\n%s", c.name, out.String())
		}
	}
	if code := run(context.Background(), []string{"no-such-command"}); code != 2 {
		t.Fatalf("unknown command exit %d, want 2", code)
	}
}

func TestFlagsReadEnvironment(t *testing.T) {
	t.Setenv("VERA_ADDR", "127.0.0.1:9999")
	t.Setenv("VERA_TRUSTED_PROXIES", "10.0.0.0/8, 192.0.2.1")
	f := newFlags("test")
	var c baseConfig
	c.register(f, false)
	if err := f.parse(nil); err != nil {
		t.Fatal(err)
	}
	if c.Addr != "127.0.0.1:9999" {
		t.Fatalf("addr = %q", c.Addr)
	}
	ps, err := c.proxies()
	if err != nil || len(ps) != 2 || ps[1].String() != "192.0.2.1/32" {
		t.Fatalf("proxies = %v, %v", ps, err)
	}
	// A flag beats the environment.
	f = newFlags("test")
	c.register(f, false)
	if err := f.parse([]string{"--addr", "127.0.0.1:1"}); err != nil || c.Addr != "127.0.0.1:1" {
		t.Fatalf("flag override: %q %v", c.Addr, err)
	}
}

// TestInvalidEnvironmentIsAnError: a VERA_* value that does not parse stops the command with
// the variable's name, never falls back to the default; a flag cannot rescue it.
func TestInvalidEnvironmentIsAnError(t *testing.T) {
	for _, tt := range []struct{ env, value, want string }{
		{"VERA_READ_TIMEOUT", "ten seconds", "VERA_READ_TIMEOUT"},
		{"VERA_MAX_BODY", "1MB", "VERA_MAX_BODY"},
		{"VERA_TRUSTED_PROXIES", "10.0.0.0/33", "VERA_TRUSTED_PROXIES"},
		{"VERA_READ_TIMEOUT", "-5s", "VERA_READ_TIMEOUT"},
		{"VERA_LOG_LEVEL", "loud", "VERA_LOG_LEVEL"},
		{"VERA_METRICS_ADDR", "9090", "VERA_METRICS_ADDR"},
		{"VERA_ADDR", "localhost", "VERA_ADDR"},
		{"VERA_AUTOPILOT_WORKERS", "four", "VERA_AUTOPILOT_WORKERS"},
		{"VERA_AUTOPILOT_WORKERS", "0", "VERA_AUTOPILOT_WORKERS"},
	} {
		t.Run(tt.env+"="+tt.value, func(t *testing.T) {
			t.Setenv(tt.env, tt.value)
			_, _, _, _, err := parseDevFlags("dev", nil)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("err = %v, want one naming %s", err, tt.want)
			}
			if strings.Contains(err.Error(), tt.value) && tt.env != "VERA_TRUSTED_PROXIES" && tt.env != "VERA_LOG_LEVEL" && tt.env != "VERA_METRICS_ADDR" && tt.env != "VERA_ADDR" {
				t.Fatalf("the error echoes the value: %v", err)
			}
		})
	}
	// The whole command fails at start.
	t.Setenv("VERA_SHUTDOWN_GRACE", "soon")
	if code := run(context.Background(), []string{"migrate"}); code != 1 {
		t.Fatalf("migrate with a bad VERA_SHUTDOWN_GRACE exited %d, want 1", code)
	}
}

func TestParseInterleaved(t *testing.T) {
	f := newFlags("t")
	var rpc string
	f.StringVar(&rpc, "rpc-url", "", "")
	pos, err := f.parseInterleaved([]string{"0xabc", "--rpc-url", "http://x", "12.5"})
	if err != nil || rpc != "http://x" || len(pos) != 2 || pos[0] != "0xabc" || pos[1] != "12.5" {
		t.Fatalf("pos %v rpc %q err %v", pos, rpc, err)
	}
}

func TestImportPricesCommand(t *testing.T) {
	dir := t.TempDir()
	for _, sym := range []string{"SPY", "AAPL"} {
		b, err := os.ReadFile("../../data/closes/" + sym + ".csv")
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(dir+"/"+sym+".csv", b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	dsn := droppedTestDSN(t)
	for i, want := range []string{"2 written", "2 unchanged"} {
		r, w, _ := os.Pipe()
		stdout := os.Stdout
		os.Stdout = w
		code := run(context.Background(), []string{"import-prices", dir, "--clickhouse-dsn", dsn, "--log-level", "error"})
		w.Close()
		os.Stdout = stdout
		var out bytes.Buffer
		out.ReadFrom(r)
		if code != 0 || !strings.Contains(out.String(), want) {
			t.Fatalf("run %d: exit %d, printed %q, want %q", i+1, code, out.String(), want)
		}
	}
}

// TestPeerFlags: the replicas' internal endpoint listens on loopback unless told otherwise, and
// beyond loopback only with a secret, since whoever reaches it can use up clients' rate limits.
func TestPeerFlags(t *testing.T) {
	for _, tt := range []struct {
		name string
		args []string
		want string // in the error; "" for none
	}{
		{"defaults, one process", nil, ""},
		{"defaults, replicas", []string{"--coord-hosts", "127.0.0.1:12181"}, ""},
		{"every interface without a secret", []string{"--coord-hosts", "zk:2181", "--peer-addr", "0.0.0.0:9091"}, "VERA_PEER_SECRET"},
		{"a private address without a secret", []string{"--coord-hosts", "zk:2181", "--peer-addr", "10.0.0.5:9091"}, "VERA_PEER_SECRET"},
		{"every interface with a secret", []string{"--coord-hosts", "zk:2181", "--peer-addr", ":9091", "--peer-secret", "s", "--peer-advertise", "vera-1:9091"}, ""},
		{"no port", []string{"--peer-addr", "10.0.0.5"}, "VERA_PEER_ADDR"},
		{"advertised without a port", []string{"--peer-advertise", "vera-1"}, "VERA_PEER_ADVERTISE"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := newFlags("test")
			var c baseConfig
			c.register(f, false)
			if err := f.parse(tt.args); err != nil {
				t.Fatal(err)
			}
			err := c.validate()
			if (tt.want == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), tt.want)) {
				t.Fatalf("err = %v, want one naming %q", err, tt.want)
			}
		})
	}
	for _, tt := range []struct{ flag, bound, want string }{
		{"", "127.0.0.1:41234", "127.0.0.1:41234"},
		{"vera-2:9091", "0.0.0.0:9091", "vera-2:9091"},
	} {
		addr, err := net.ResolveTCPAddr("tcp", tt.bound)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := peerAdvertise(tt.flag, addr); got != tt.want || err != nil {
			t.Errorf("advertise(%q, %s) = %q, %v; want %q", tt.flag, tt.bound, got, err, tt.want)
		}
	}
	host, _ := os.Hostname()
	if got, _ := peerAdvertise("", &net.TCPAddr{IP: net.IPv6unspecified, Port: 9091}); got != net.JoinHostPort(host, "9091") {
		t.Errorf("listening on every interface, advertised %q; want this host's name", got)
	}
}
