package main

import (
	"log/slog"
	"time"
)

// lifecycle stops what was started, in reverse order, logging how long each stop took.
type lifecycle struct {
	log   *slog.Logger
	stops []stopStep
}

type stopStep struct {
	name string
	stop func() error
}

// onStop registers a component's stop; components are registered as they start.
func (l *lifecycle) onStop(name string, stop func() error) {
	l.stops = append(l.stops, stopStep{name, stop})
}

// stopAll stops every component, the last started first.
func (l *lifecycle) stopAll() {
	for i := len(l.stops) - 1; i >= 0; i-- {
		s := l.stops[i]
		start := time.Now()
		if err := s.stop(); err != nil {
			l.log.Error("stop", "component", s.name, "err", err)
		}
		l.log.Info("stopped", "component", s.name, "took", time.Since(start).Round(time.Millisecond))
	}
	l.stops = nil
}
