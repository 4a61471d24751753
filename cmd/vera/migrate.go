package main

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/vera-invest/vera/coord"
	"github.com/vera-invest/vera/schema"
)

func runMigrate(ctx context.Context, args []string) error {
	c, log, pos, err := parseToolFlags("migrate", args)
	if err != nil {
		return err
	}
	if len(pos) != 0 {
		return fmt.Errorf("migrate takes no arguments, got %q", pos)
	}
	db, n, done, err := openToolDB(ctx, c, log)
	if err != nil {
		return err
	}
	defer done()
	fmt.Printf("applied %d migration(s) to %s\n", n, db.Name())
	return nil
}

// openToolDB opens the migrated database for a one-shot command; with --coord-hosts it
// migrates under the replicas' lock, as they do. done closes what it opened.
func openToolDB(ctx context.Context, c baseConfig, log *slog.Logger) (*schema.DB, int, func(), error) {
	var z *coord.ZK
	var lock schema.Locks
	if hosts := splitList(c.CoordHosts); len(hosts) > 0 {
		octx, cancel := context.WithTimeout(ctx, 30*time.Second)
		var err error
		z, err = coord.DialZK(octx, coord.ZKConfig{Hosts: hosts, SessionTimeout: c.CoordSessionTimeout, Log: log})
		cancel()
		if err != nil {
			return nil, 0, nil, fmt.Errorf("--coord-hosts (%s): %w", envName("coord-hosts"), err)
		}
		lock = z
	}
	db, n, err := openMigrated(ctx, c.ClickHouseDSN, c.ClickHouseCluster, log, lock)
	if z != nil {
		z.Close()
	}
	if err != nil {
		return nil, 0, nil, err
	}
	return db, n, func() { db.Close() }, nil
}

// parseToolFlags parses the flags of a one-shot command (migrate, import-prices): the base
// configuration, validated; flags may stand between positional arguments, which it returns.
func parseToolFlags(name string, args []string) (baseConfig, *slog.Logger, []string, error) {
	f := newFlags(name)
	var c baseConfig
	c.register(f, false)
	pos, err := f.parseInterleaved(args)
	if err != nil {
		return c, nil, nil, err
	}
	if err := c.validate(); err != nil {
		return c, nil, nil, err
	}
	log, err := c.logger()
	return c, log, pos, err
}
