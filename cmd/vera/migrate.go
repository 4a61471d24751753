package main

import (
	"context"
	"fmt"

	"github.com/vera-invest/vera/schema"
)

func runMigrate(ctx context.Context, args []string) error {
	f := newFlags("migrate")
	var c baseConfig
	c.register(f, false)
	if err := f.Parse(args); err != nil {
		return err
	}
	log, err := c.logger()
	if err != nil {
		return err
	}
	db, err := schema.Open(ctx, c.ClickHouseDSN)
	if err != nil {
		return err
	}
	defer db.Close()
	n, err := schema.Migrate(ctx, db, log)
	if err != nil {
		return err
	}
	fmt.Printf("applied %d migration(s) to %s\n", n, db.Name())
	return nil
}
