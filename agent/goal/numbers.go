package goal

import (
	"strconv"
	"strings"
)

// numberWords are the spelled numbers a horizon uses.
var numberWords = map[string]float64{
	"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
	"eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20,
	"thirty": 30, "forty": 40, "fifty": 50, "couple": 2,
}

// number reads a token as a number: digits ("5000", "2.5") with an optional k or m suffix.
func number(t token) (float64, bool) {
	if t.brk || t.pct {
		return 0, false
	}
	w, mult := t.w, 1.0
	switch {
	case strings.HasSuffix(w, "k") && isNumber(w[:len(w)-1]):
		w, mult = w[:len(w)-1], 1e3
	case strings.HasSuffix(w, "m") && isNumber(w[:len(w)-1]):
		w, mult = w[:len(w)-1], 1e6
	case !isNumber(w):
		return 0, false
	}
	v, err := strconv.ParseFloat(w, 64)
	if err != nil {
		return 0, false
	}
	return v * mult, true
}

var multipliers = map[string]float64{"k": 1e3, "thousand": 1e3, "grand": 1e3, "million": 1e6, "mn": 1e6}
var currencyWords = map[string]bool{"dollar": true, "usd": true, "usdg": true, "buck": true}

// amountAt reads a dollar figure at toks[i] ("$5,000", "$2.5k", "5000 dollars", "10 grand") and
// how many tokens it spans. A bare number is not a figure: "10 years" is a horizon.
func amountAt(toks []token, i int) (float64, int) {
	v, ok := number(toks[i])
	if !ok {
		return 0, 0
	}
	n, money := 1, toks[i].dollar || strings.HasSuffix(toks[i].w, "k")
	if i+n < len(toks) && !toks[i+n].brk {
		if m, ok := multipliers[toks[i+n].w]; ok {
			v *= m
			n++
			money = money || toks[i+n-1].w == "grand" || toks[i+n-1].w == "k"
		}
	}
	if i+n < len(toks) && currencyWords[toks[i+n].w] {
		n++
		money = true
	}
	if !money || v <= 0 {
		return 0, 0
	}
	return v, n
}

var periodYears = map[string]float64{"year": 1, "yr": 1, "month": 1.0 / 12, "decade": 10, "week": 1.0 / 52}

// horizonAt reads a horizon in numbers at toks[i] ("20 years", "six months", "10-year") and
// how many tokens it spans, or a calendar year ("by 2040"), which it reports as unserved.
func horizonAt(toks []token, i int) (Element, int) {
	t := toks[i]
	if t.brk || t.dollar || t.pct {
		return Element{}, 0
	}
	if y, ok := number(t); ok && y >= 2000 && y <= 2200 && y == float64(int(y)) && i > 0 && !toks[i-1].brk {
		switch toks[i-1].w {
		case "by", "in", "until", "till", "before", "around":
			return Element{Kind: KindUnserved, Value: "date"}, 1
		}
	}
	v, ok := number(t)
	if !ok {
		v, ok = numberWords[t.w]
	}
	if !ok || v <= 0 {
		return Element{}, 0
	}
	n := 1
	if i+n < len(toks) && (toks[i+n].w == "of" || toks[i+n].w == "more") && t.w == "couple" {
		n++
	}
	if i+n >= len(toks) || toks[i+n].brk {
		return Element{}, 0
	}
	per, ok := periodYears[toks[i+n].w]
	if !ok {
		return Element{}, 0
	}
	years := v * per
	e := Element{Kind: KindHorizon, Years: roundYears(years)}
	switch {
	case years < 3:
		e.Value = Short
	case years < 10:
		e.Value = Medium
	default:
		e.Value = long
	}
	return e, n + 1
}

// roundYears keeps a horizon to a tenth of a year.
func roundYears(y float64) float64 {
	return float64(int(y*10+0.5)) / 10
}
