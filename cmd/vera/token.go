package main

import (
	"context"
	"errors"
	"fmt"
	"time"
)

func runToken(_ context.Context, args []string) error {
	f := newFlags("token")
	var c baseConfig
	c.register(f, true)
	var user string
	var ttl time.Duration
	f.StringVar(&user, "user", "", "the user id (token subject), e.g. demo-1")
	f.DurationVar(&ttl, "ttl", 24*time.Hour, "how long the token is valid")
	if err := f.parse(args); err != nil {
		return err
	}
	if user == "" {
		return errors.New("--user is required")
	}
	iss, err := devIssuer(c)
	if err != nil {
		return err
	}
	tok, err := iss.Token(user, ttl, time.Now())
	if err != nil {
		return err
	}
	fmt.Println(tok)
	return nil
}
