package autopilot

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

const (
	ownerHex   = "0x00000000000000000000000000000000000000A1"
	accountHex = "0x00000000000000000000000000000000000000b1"
)

func settingsJSON(over map[string]any, drop ...string) string {
	m := map[string]any{
		"walletId": "w1", "owner": ownerHex, "smartAccount": accountHex,
		"goal": "grow steadily", "amountUsd": 100, "cadence": "weekly",
	}
	for k, v := range over {
		m[k] = v
	}
	for _, k := range drop {
		delete(m, k)
	}
	b, _ := json.Marshal(m)
	return string(b)
}

func parseSettings(body string) (Settings, error) {
	var s Settings
	if err := json.Unmarshal([]byte(body), &s); err != nil {
		return s, err
	}
	return s, s.Validate()
}

func TestSettingsValidation(t *testing.T) {
	f := func(name, body string, ok bool) {
		t.Helper()
		_, err := parseSettings(body)
		if (err == nil) != ok {
			t.Errorf("%s: err %v, want ok %v", name, err, ok)
		}
		var syntax *json.SyntaxError
		if err != nil && !errors.Is(err, errInvalidSettings) && !errors.As(err, &syntax) {
			t.Errorf("%s: %v does not wrap ErrInvalidSettings", name, err)
		}
	}
	f("valid", settingsJSON(nil), true)
	f("lowercase owner", settingsJSON(map[string]any{"owner": strings.ToLower(ownerHex)}), true)
	for _, k := range []string{"walletId", "owner", "smartAccount", "goal", "amountUsd", "cadence"} {
		f("missing "+k, settingsJSON(nil, k), false)
		f("null "+k, settingsJSON(map[string]any{k: nil}), false)
	}
	f("bad cadence", settingsJSON(map[string]any{"cadence": "hourly"}), false)
	f("cadence case", settingsJSON(map[string]any{"cadence": "Weekly"}), false)
	f("amount zero", settingsJSON(map[string]any{"amountUsd": 0}), false)
	f("amount negative", settingsJSON(map[string]any{"amountUsd": -5}), false)
	f("amount below a micro-dollar", settingsJSON(map[string]any{"amountUsd": 0.0000001}), false)
	f("amount max", settingsJSON(map[string]any{"amountUsd": 100000}), true)
	f("amount over max", settingsJSON(map[string]any{"amountUsd": 100000.01}), false)
	f("amount string", settingsJSON(map[string]any{"amountUsd": "100"}), false)
	f("malformed owner", settingsJSON(map[string]any{"owner": "0x1234"}), false)
	f("bad owner checksum", settingsJSON(map[string]any{"owner": "0x00000000000000000000000000000000000000a1"[:40] + "aB"}), false)
	f("malformed smart account", settingsJSON(map[string]any{"smartAccount": "bob"}), false)
	f("goal 600", settingsJSON(map[string]any{"goal": strings.Repeat("ü", 600)}), true)
	f("goal 601", settingsJSON(map[string]any{"goal": strings.Repeat("a", 601)}), false)
	f("goal empty", settingsJSON(map[string]any{"goal": ""}), false)
	f("goal blank", settingsJSON(map[string]any{"goal": "  \n"}), false)
	f("empty walletId", settingsJSON(map[string]any{"walletId": ""}), false)
	f("long walletId", settingsJSON(map[string]any{"walletId": strings.Repeat("w", 201)}), false)
	f("risk ceiling 0", settingsJSON(map[string]any{"riskCeilingBps": 0}), true)
	f("risk ceiling 10000", settingsJSON(map[string]any{"riskCeilingBps": 10000}), true)
	f("risk ceiling over", settingsJSON(map[string]any{"riskCeilingBps": 10001}), false)
	f("risk ceiling negative", settingsJSON(map[string]any{"riskCeilingBps": -1}), false)
	f("risk ceiling fraction", settingsJSON(map[string]any{"riskCeilingBps": 50.5}), false)
	f("risk ceiling string", settingsJSON(map[string]any{"riskCeilingBps": "50"}), false)
	f("max per period zero", settingsJSON(map[string]any{"maxPerPeriodUsd": 0}), false)
	f("max per period over", settingsJSON(map[string]any{"maxPerPeriodUsd": 1000000.5}), false)
	f("max per period max", settingsJSON(map[string]any{"maxPerPeriodUsd": 1000000}), true)
	f("not an object", `[1]`, false)
	f("truncated", `{"walletId":`, false)
}

func TestSettingsDefaults(t *testing.T) {
	s, err := parseSettings(settingsJSON(map[string]any{"amountUsd": 250.5}))
	if err != nil {
		t.Fatal(err)
	}
	if s.RiskCeilingBps != 6000 || s.MaxPerPeriodE6 != 501_000_000 || s.AmountE6 != 250_500_000 {
		t.Fatalf("defaults: ceiling %d, max per period %d, amount %d", s.RiskCeilingBps, s.MaxPerPeriodE6, s.AmountE6)
	}
	s, err = parseSettings(settingsJSON(map[string]any{"riskCeilingBps": nil, "maxPerPeriodUsd": nil}))
	if err != nil || s.RiskCeilingBps != 6000 || s.MaxPerPeriodE6 != 200_000_000 {
		t.Fatalf("null optional fields take the defaults: %+v %v", s, err)
	}
	s, err = parseSettings(settingsJSON(map[string]any{"riskCeilingBps": 4500, "maxPerPeriodUsd": 150}))
	if err != nil || s.RiskCeilingBps != 4500 || s.MaxPerPeriodE6 != 150_000_000 {
		t.Fatalf("given values: %+v %v", s, err)
	}
}

func TestCadenceSeconds(t *testing.T) {
	for c, want := range map[cadence]int64{daily: 86400, weekly: 604800, biweekly: 1209600, monthly: 2592000, "hourly": 0} {
		if got := c.seconds(); got != want {
			t.Errorf("%s: %d, want %d", c, got, want)
		}
	}
}

func TestConfigJSON(t *testing.T) {
	at := time.Unix(1_800_000_000, 0).UTC()
	c := Config{
		UserID: "u1", WalletID: "w1", Owner: common.HexToAddress(ownerHex), SmartAccount: common.HexToAddress(accountHex),
		Goal: "g", AmountE6: 100_000_000, Cadence: weekly, RiskCeilingBps: 6000, MaxPerPeriodE6: 200_000_000, Active: true,
		CreatedAt: at, NextRunAt: at.Add(7 * 24 * time.Hour), SpentE6: 1_500_000,
	}
	got, _ := json.Marshal(Saved{Config: c})
	want := `{"id":"ap_u1","userId":"u1","walletId":"w1","owner":"0x00000000000000000000000000000000000000A1","smartAccount":"0x00000000000000000000000000000000000000B1","goal":"g","amountUsd":100,"cadence":"weekly","riskCeilingBps":6000,"maxPerPeriodUsd":200,"active":true,"pausedBy":null,"runs":0,"createdAt":1800000000,"nextRunAt":1800604800,"lastRunAt":null,"spentThisPeriod":1.5,"cadenceSeconds":604800}`
	if string(got) != want {
		t.Fatalf("config JSON\n got %s\nwant %s", got, want)
	}
}
