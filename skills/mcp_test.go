package skills

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"
)

// The SDKs' per-request info lines never reach the log; their warnings do.
func TestSDKLogPassesWarningsOnly(t *testing.T) {
	var buf bytes.Buffer
	l := sdkLog(slog.New(slog.NewTextHandler(&buf, &slog.HandlerOptions{Level: slog.LevelDebug}))).With("a", 1).WithGroup("g")
	l.Info("server session connected")
	l.Debug("detail")
	l.Warn("calling tools/call: boom")
	if got := buf.String(); strings.Contains(got, "session connected") || strings.Contains(got, "detail") || !strings.Contains(got, "boom") {
		t.Fatalf("log: %s", got)
	}
	if sdkLog(slog.New(slog.DiscardHandler)).Enabled(context.Background(), slog.LevelError) {
		t.Fatal("a discarding log is enabled")
	}
}
