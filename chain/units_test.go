package chain

import "testing"

func TestParseUnits(t *testing.T) {
	f := func(in string, decimals uint8, want string) {
		t.Helper()
		got, err := ParseUnits(in, decimals)
		if err != nil || got.String() != want {
			t.Errorf("ParseUnits(%s, %d) = %v, %v; want %s", in, decimals, got, err, want)
		}
	}
	f("12.5", 6, "12500000")
	f("1", 6, "1000000")
	f("0.000001", 6, "1")
	f("2", 18, "2000000000000000000")
	for _, bad := range []string{"0", "-1", "abc", "0.0000001", "1e30"} {
		if _, err := ParseUnits(bad, 6); err == nil {
			t.Errorf("ParseUnits(%s, 6): no error", bad)
		}
	}
}
