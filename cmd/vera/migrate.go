package main

import (
	"context"
	"fmt"
)

func runMigrate(ctx context.Context, args []string) error {
	f := newFlags("migrate")
	var c baseConfig
	c.register(f, false)
	if err := f.parse(args); err != nil {
		return err
	}
	log, err := c.logger()
	if err != nil {
		return err
	}
	db, n, err := openMigrated(ctx, c.ClickHouseDSN, log)
	if err != nil {
		return err
	}
	defer db.Close()
	fmt.Printf("applied %d migration(s) to %s\n", n, db.Name())
	return nil
}
