package quote_test

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/quote"
)

// scripted is a venue whose answer the test sets: a fill, a decline, an error, a hang until its
// deadline, a fill given only after its deadline, or no answer until the test releases it.
type scripted struct {
	name  string
	amt   int64
	err   error
	hang  bool          // returns its context's error when its deadline passes
	late  bool          // answers with its fill only after its deadline passed
	stuck chan struct{} // ignores its deadline: answers only when this is closed
}

func (s *scripted) Name() string { return s.name }

func (s *scripted) Quote(ctx context.Context, o quote.Order) (quote.Fill, error) {
	if s.hang {
		<-ctx.Done()
		return quote.Fill{}, ctx.Err()
	}
	if s.late {
		<-ctx.Done()
	}
	if s.stuck != nil {
		<-s.stuck
	}
	if s.err != nil {
		return quote.Fill{}, s.err
	}
	return quote.Fill{BuyAmount: big.NewInt(s.amt), Target: common.BytesToAddress([]byte(s.name))}, nil
}

func race(t *testing.T, venueTimeout time.Duration, vs ...*scripted) quote.Result {
	t.Helper()
	venues := make([]quote.Venue, len(vs))
	for i, v := range vs {
		venues[i] = v
	}
	r, err := quote.NewRacer(quote.RacerConfig{Venues: venues, VenueTimeout: venueTimeout, Timeout: 2 * venueTimeout})
	if err != nil {
		t.Fatal(err)
	}
	return r.Race(context.Background(), quote.Order{SellAmount: big.NewInt(1)})
}

// raceDeadline is the venue deadline of the races below. Venues that should answer in time do at
// once, and those that should not never answer before it (they wait for their context), so it only
// needs to outlast a scheduling stall of a loaded machine under the race detector.
const raceDeadline = time.Second

func TestRace(t *testing.T) {
	boom := errors.New("boom")
	f := func(name string, venues []*scripted, winner string, outcomes ...string) {
		t.Helper()
		t.Run(name, func(t *testing.T) {
			res := race(t, raceDeadline, venues...)
			got := ""
			if res.Winner >= 0 {
				got = res.Answers[res.Winner].Venue
			}
			if got != winner {
				t.Fatalf("winner %q, want %q (%+v)", got, winner, res.Answers)
			}
			for i, want := range outcomes {
				if res.Answers[i].Outcome != want {
					t.Fatalf("venue %s: outcome %s, want %s", res.Answers[i].Venue, res.Answers[i].Outcome, want)
				}
				if i != res.Winner && res.Answers[i].Reason == "" {
					t.Fatalf("venue %s lost without a reason", res.Answers[i].Venue)
				}
			}
			if winner != "" && res.Why == "" {
				t.Fatal("no reason for the winner")
			}
		})
	}
	f("biggest fill wins", []*scripted{{name: "a", amt: 5}, {name: "b", amt: 7}, {name: "c", amt: 6}}, "b", "filled", "filled", "filled")
	f("tie goes to the earlier venue", []*scripted{{name: "a", amt: 5}, {name: "b", amt: 7}, {name: "c", amt: 7}}, "b", "filled", "filled", "filled")
	f("slow venue past its deadline loses its bigger fill", []*scripted{{name: "a", amt: 5}, {name: "slow", amt: 99, late: true}, {name: "c", amt: 4}}, "a", "filled", "timeout", "filled")
	f("hung venue", []*scripted{{name: "hung", hang: true}, {name: "b", amt: 3}}, "b", "timeout", "filled")
	f("erroring venue", []*scripted{{name: "a", err: boom}, {name: "b", amt: 3}, {name: "c", err: quote.ErrNoLiquidity}}, "b", "failed", "filled", "declined")
	f("all failing", []*scripted{{name: "a", err: boom}, {name: "b", hang: true}, {name: "c", err: quote.ErrNoLiquidity}}, "", "failed", "timeout", "declined")
	f("zero fill is a decline", []*scripted{{name: "a", amt: 0}}, "", "declined")
}

// A venue that ignores its deadline never holds the answer past the venue deadline: the race
// answers without it, although the race's own deadline is an hour away.
func TestRaceDeadline(t *testing.T) {
	stuck := make(chan struct{})
	defer close(stuck)
	r, err := quote.NewRacer(quote.RacerConfig{Venues: []quote.Venue{&scripted{name: "stuck", stuck: stuck}, &scripted{name: "b", amt: 1}},
		VenueTimeout: raceDeadline, Timeout: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	answered := make(chan quote.Result, 1)
	go func() { answered <- r.Race(context.Background(), quote.Order{SellAmount: big.NewInt(1)}) }()
	var res quote.Result
	select {
	case res = <-answered:
	case <-time.After(time.Minute): // not a speed: only a race that waits for the stuck venue gets here
		t.Fatalf("no answer a minute after a %v venue deadline: the race waits for a venue that ignores its deadline", raceDeadline)
	}
	if res.Winner != 1 || res.Answers[0].Outcome != "timeout" {
		t.Fatalf("winner %d, answers %+v", res.Winner, res.Answers)
	}
	if res.Answered() != true {
		t.Fatal("a fill is an answer")
	}
	if race(t, raceDeadline, &scripted{name: "x", err: errors.New("down")}).Answered() {
		t.Fatal("an error is not an answer")
	}
}

func TestNewRacerRejects(t *testing.T) {
	if _, err := quote.NewRacer(quote.RacerConfig{}); err == nil {
		t.Fatal("no venues accepted")
	}
	if _, err := quote.NewRacer(quote.RacerConfig{Venues: []quote.Venue{&scripted{name: "a"}, &scripted{name: "a"}}}); err == nil {
		t.Fatal("duplicate names accepted")
	}
}
