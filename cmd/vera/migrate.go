package main

import (
	"context"
	"fmt"
	"log/slog"
)

func runMigrate(ctx context.Context, args []string) error {
	c, log, pos, err := parseToolFlags("migrate", args)
	if err != nil {
		return err
	}
	if len(pos) != 0 {
		return fmt.Errorf("migrate takes no arguments, got %q", pos)
	}
	db, n, err := openMigrated(ctx, c.ClickHouseDSN, log)
	if err != nil {
		return err
	}
	defer db.Close()
	fmt.Printf("applied %d migration(s) to %s\n", n, db.Name())
	return nil
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
