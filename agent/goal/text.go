package goal

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// token is one word or clause break of a goal.
type token struct {
	w          string // the word lower-cased and stemmed; "" for a break
	raw        string // as written (a break's punctuation)
	start, end int    // byte offsets in the goal
	brk        bool   // a clause break: , ; . ! ? : ( ) or a new line
	comma      bool   // the break is a comma (a list may go on)
	dollar     bool   // written with a leading $
	upper      bool   // written in capitals (two letters or more)
	pct        bool   // a number followed by %
}

// tokenize splits a goal into words and clause breaks. Apostrophes inside words are dropped
// ("don't" is "dont"), "&" between letters joins them ("S&P" is "sp"), a dot or comma between
// digits stays in the number ("5,000", "2.5"), hyphens and slashes separate words.
func tokenize(s string) []token {
	var out []token
	var b strings.Builder
	start, dollar := -1, false
	flush := func(end int) {
		if start < 0 {
			return
		}
		raw := s[start:end]
		lw := strings.ToLower(b.String())
		letters, caps := 0, 0
		for _, r := range raw {
			if unicode.IsLetter(r) {
				letters++
				if unicode.IsUpper(r) {
					caps++
				}
			}
		}
		out = append(out, token{w: stem(lw), raw: raw, start: start, end: end, dollar: dollar, upper: letters >= 2 && caps == letters})
		b.Reset()
		start, dollar = -1, false
	}
	brk := func(at int, r rune) {
		if n := len(out); n > 0 && out[n-1].brk {
			if r != ',' && r != '\n' {
				out[n-1].comma = false
			}
			return
		}
		// A new line goes on like a comma: a goal's lines are often a list.
		out = append(out, token{raw: string(r), start: at, end: at + utf8.RuneLen(r), brk: true, comma: r == ',' || r == '\n'})
	}
	runeAt := func(i int) rune {
		if i < 0 || i >= len(s) {
			return 0
		}
		r, _ := utf8.DecodeRuneInString(s[i:])
		return r
	}
	prevRune := func(i int) rune {
		if i <= 0 {
			return 0
		}
		r, _ := utf8.DecodeLastRuneInString(s[:i])
		return r
	}
	alnum := func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
	for i, r := range s {
		next := runeAt(i + utf8.RuneLen(r))
		switch {
		case alnum(r):
			if start < 0 {
				start = i
			}
			if r >= 0xFF01 && r <= 0xFF5E {
				r -= 0xFEE0 // fullwidth forms are their ASCII letters and digits: "ｃｒｙｐｔｏ"
			}
			b.WriteRune(r)
		case (r == '\'' || r == '’') && start >= 0 && unicode.IsLetter(next):
			// don't, it's: the apostrophe is dropped.
		case r == '&' && start >= 0 && unicode.IsLetter(prevRune(i)) && unicode.IsLetter(next):
			// S&P, P&G, J&J
		case (r == '.' || r == ',') && start >= 0 && unicode.IsDigit(prevRune(i)) && unicode.IsDigit(next):
			if r == '.' {
				b.WriteRune(r)
			}
		case r == '.' && start >= 0 && alnum(prevRune(i)) && unicode.IsLetter(next):
			// C3.ai
		case r == '$':
			flush(i)
			dollar = true
		case r == '%':
			flush(i)
			if n := len(out); n > 0 && !out[n-1].brk && isNumber(out[n-1].w) {
				out[n-1].pct = true
			}
		case r == '&':
			flush(i)
			out = append(out, token{w: "and", raw: "&", start: i, end: i + 1})
		case strings.ContainsRune(",;.!?:()[]\n", r):
			flush(i)
			brk(i, r)
		default:
			if start >= 0 {
				flush(i)
			} else if r != ' ' {
				dollar = false // "$ 500" keeps its sign, "$-" does not
			}
		}
	}
	flush(len(s))
	return out
}

// stem folds the plural forms a goal uses: "companies" is "company", "bonds" is "bond".
func stem(w string) string {
	switch {
	case len(w) > 4 && strings.HasSuffix(w, "ies"):
		return w[:len(w)-3] + "y"
	case len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && !strings.HasSuffix(w, "is"):
		return w[:len(w)-1]
	}
	return w
}

// normalize is the words of a lexicon phrase as tokenize reads them.
func normalize(phrase string) []string {
	var out []string
	for _, t := range tokenize(phrase) {
		if !t.brk {
			out = append(out, t.w)
		}
	}
	return out
}

// isNumber reports whether w is digits with an optional decimal part.
func isNumber(w string) bool {
	if w == "" {
		return false
	}
	dot := false
	for i, r := range w {
		switch {
		case r >= '0' && r <= '9':
		case r == '.' && !dot && i > 0 && i < len(w)-1:
			dot = true
		default:
			return false
		}
	}
	return true
}

// oneEdit reports whether a and b differ by exactly one insertion, deletion, substitution or
// transposition of adjacent letters (Damerau's restricted distance 1).
func oneEdit(a, b string) bool {
	if a == b {
		return false
	}
	ra, rb := []rune(a), []rune(b)
	la, lb := len(ra), len(rb)
	if la < lb {
		ra, rb, la, lb = rb, ra, lb, la
	}
	if la-lb > 1 {
		return false
	}
	i := 0
	for i < lb && ra[i] == rb[i] {
		i++
	}
	if la == lb {
		if i+1 < la && ra[i] == rb[i+1] && ra[i+1] == rb[i] && string(ra[i+2:]) == string(rb[i+2:]) {
			return true
		}
		return string(ra[i+1:]) == string(rb[i+1:])
	}
	return string(ra[i+1:]) == string(rb[i:])
}
