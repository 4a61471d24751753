package agent

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// canonical returns the canonical JSON of an allocation (see the package documentation).
func canonical(a Allocation) []byte {
	var b strings.Builder
	b.WriteString(`{"allocations":[`)
	for i, l := range a.Allocations {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`{"reason":`)
		writeString(&b, l.Reason)
		b.WriteString(`,"symbol":`)
		writeString(&b, l.Symbol)
		b.WriteString(`,"weightPct":`)
		b.WriteString(formatNumber(l.WeightPct))
		b.WriteByte('}')
	}
	b.WriteString(`],"rationale":`)
	writeString(&b, a.Rationale)
	b.WriteString(`,"riskScore":`)
	b.WriteString(formatNumber(a.RiskScore))
	b.WriteString(`,"summary":`)
	writeString(&b, a.Summary)
	b.WriteByte('}')
	return []byte(b.String())
}

func writeString(b *strings.Builder, s string) {
	b.WriteByte('"')
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == '"':
			b.WriteString(`\"`)
		case r == '\\':
			b.WriteString(`\\`)
		case r == '\b':
			b.WriteString(`\b`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\f':
			b.WriteString(`\f`)
		case r == '\r':
			b.WriteString(`\r`)
		case r < 0x20:
			fmt.Fprintf(b, `\u%04x`, r)
		case r == utf8.RuneError && size == 1:
			b.WriteString("\uFFFD")
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	b.WriteByte('"')
}

// formatNumber prints a finite float64 the way ECMAScript's Number.prototype.toString does, which is
// what RFC 8785 prescribes. It panics on NaN or infinities, which JSON cannot carry.
func formatNumber(f float64) string {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		panic("BUG: non-finite number in canonical JSON")
	}
	if f == 0 {
		return "0"
	}
	neg := f < 0
	if neg {
		f = -f
	}
	// Shortest round-trip digits and decimal exponent: f = 0.d1d2...dk × 10^n.
	e := strconv.FormatFloat(f, 'e', -1, 64) // d.ddde±xx
	mant, expStr, _ := strings.Cut(e, "e")
	digits := strings.Replace(mant, ".", "", 1)
	exp, _ := strconv.Atoi(expStr)
	k, n := len(digits), exp+1
	var out string
	switch {
	case k <= n && n <= 21:
		out = digits + strings.Repeat("0", n-k)
	case 0 < n && n <= 21:
		out = digits[:n] + "." + digits[n:]
	case -6 < n && n <= 0:
		out = "0." + strings.Repeat("0", -n) + digits
	default:
		out = digits[:1]
		if k > 1 {
			out += "." + digits[1:]
		}
		sign := "+"
		if n-1 < 0 {
			sign = "-"
		}
		out += "e" + sign + strconv.Itoa(abs(n-1))
	}
	if neg {
		return "-" + out
	}
	return out
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
