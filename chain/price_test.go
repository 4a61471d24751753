package chain

import "testing"

func TestParsePriceE8(t *testing.T) {
	f := func(in, want string) {
		t.Helper()
		got, err := ParsePriceE8(in)
		if want == "" {
			if err == nil {
				t.Errorf("ParsePriceE8(%q) = %v, want error", in, got)
			}
			return
		}
		if err != nil || got.String() != want {
			t.Errorf("ParsePriceE8(%q) = %v, %v; want %s", in, got, err, want)
		}
	}
	f("125.06999969482422", "12506999969")
	f("756.47998046875", "75647998047")
	f("1", "100000000")
	f("0.000000005", "1") // half up
	f("0.000000004", "")
	f("", "")
	f("abc", "")
	f("-1", "")
	f("0", "")
}
