package goal

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
)

// Element is one thing a goal says, as read.
type Element struct {
	// Kind is one of the Kind constants; Value its canonical value (a theme slug, a class, a
	// ticker, "low", "long"...).
	Kind  string `json:"kind" openapi:"enum=amount,enum=horizon,enum=risk,enum=aim,enum=theme,enum=sector,enum=class,enum=exposure,enum=symbol,enum=vehicle,enum=screen,enum=grove,enum=strategy,enum=unserved"`
	Value string `json:"value"`
	// Exclude marks what the goal rules out ("no crypto").
	Exclude bool `json:"exclude,omitempty"`
	// Share is "only" or "mostly" when the goal says so of what it asks for.
	Share string `json:"share,omitempty" openapi:"enum=only,enum=mostly"`
	// Years is the horizon in years when the goal gives a number.
	Years float64 `json:"years,omitempty"`
	// Label names the element for people: "No crypto", "Apple (AAPL)", "Horizon: 20 years".
	Label string `json:"label"`
	// Phrase re-states the element in words Read reads back to the same element; "" for the
	// amount, which is the request's.
	Phrase string `json:"phrase"`
	// Text is the goal's own words the element was read from.
	Text string `json:"text"`

	start, stop int // where Text is in the goal
}

// Understood is what a goal was read to say.
type Understood struct {
	// Language is "en", or "other" for text in another language, which is not read further.
	Language string    `json:"language"`
	Elements []Element `json:"elements"`
	// Conflicts says, in words, where the goal contradicts itself and which way the draft went.
	Conflicts []string `json:"conflicts"`
	// Notes says what was noticed and not acted on: a different figure than the amount, a
	// misspelling read as a word, words addressed to the reader.
	Notes []string `json:"notes"`
}

// Name is a company or fund of the catalog a goal can name.
type Name struct {
	Symbol string
	// Label names it for people: "Apple (AAPL)".
	Label string
	// Aliases are the names a person writes, lower case: "apple", "coca cola".
	Aliases []string
}

// Vocabulary is the names a goal can use: the catalog's companies and funds.
type Vocabulary struct {
	Names []Name
}

// matcher is one phrase of the table or the vocabulary, normalized.
type matcher struct {
	phrase      string
	words       []string
	kind, value string
	order       int
}

// Reader reads goals against a vocabulary. It is immutable and safe for concurrent use.
type Reader struct {
	byFirst map[string][]matcher
	all     []matcher
	symbols map[string]Name
}

// NewReader builds a Reader over the table and the vocabulary's names.
func NewReader(v Vocabulary) *Reader {
	r := &Reader{byFirst: map[string][]matcher{}, symbols: map[string]Name{}}
	add := func(phrase, kind, value string) {
		w := normalize(phrase)
		if len(w) == 0 {
			panic("BUG: empty goal phrase " + strconv.Quote(phrase))
		}
		m := matcher{phrase: phrase, words: w, kind: kind, value: value, order: len(r.all)}
		r.all = append(r.all, m)
		r.byFirst[w[0]] = append(r.byFirst[w[0]], m)
	}
	for _, e := range lexicon {
		add(e.phrase, e.kind, e.value)
	}
	names := append([]Name(nil), v.Names...)
	sort.Slice(names, func(i, j int) bool { return names[i].Symbol < names[j].Symbol })
	for _, n := range names {
		r.symbols[n.Symbol] = n
		for _, a := range n.Aliases {
			add(a, KindSymbol, n.Symbol)
		}
	}
	for k := range r.byFirst {
		ms := r.byFirst[k]
		sort.SliceStable(ms, func(i, j int) bool {
			if len(ms[i].words) != len(ms[j].words) {
				return len(ms[i].words) > len(ms[j].words)
			}
			return ms[i].order < ms[j].order
		})
	}
	return r
}

// negation states of the reading.
const (
	negNone = iota
	negDet  // up to the next break
	negVerb // through a list, commas included
)

// Read reads a goal. amountUSD is the request's amount: it is the amount the draft invests, and a
// different figure in the text is noted, not used.
func (r *Reader) Read(text string, amountUSD float64) Understood {
	u := Understood{Language: "en", Elements: []Element{}, Conflicts: []string{}, Notes: []string{}}
	toks := tokenize(text)
	amount := Element{Kind: KindAmount, Value: strconv.FormatFloat(amountUSD, 'f', -1, 64), Label: "Amount: " + Dollars(amountUSD)}
	if foreign(text, toks) {
		u.Language = "other"
		u.Elements = append(u.Elements, amount)
		return u
	}
	var els []Element
	var figures []float64
	neg, negAt, share, others := negNone, -1, "", false
	commaPending := false
	instr := ""
	skip := false // in a sentence addressed to the reader
	for i := 0; i < len(toks); {
		t := toks[i]
		if skip {
			skip = !t.brk || t.comma
			i++
			continue
		}
		if t.brk {
			switch {
			case neg == negDet:
				neg, others = negNone, false
			case neg == negVerb && t.comma:
				commaPending = true
			case neg == negVerb:
				neg = negNone
			}
			if !t.comma {
				share = ""
			}
			i++
			continue
		}
		if usd, n := amountAt(toks, i); n > 0 {
			figures = append(figures, usd)
			i += n
			continue
		}
		if el, n := horizonAt(toks, i); n > 0 {
			el.Text = span(text, toks, i, n)
			el.start, el.stop = t.start, toks[i+n-1].end
			if neg != negNone && i-negAt <= 2 {
				el = invertHorizon(el)
			}
			els = append(els, el)
			i += n
			continue
		}
		m, n, fuzzy := r.match(toks, i)
		if n == 0 {
			if commaPending && !filler[t.w] {
				neg, commaPending = negNone, false
			}
			i++
			continue
		}
		words := span(text, toks, i, n)
		if fuzzy {
			u.Notes = append(u.Notes, fmt.Sprintf("I read %q as %q.", words, m.phrase))
		}
		switch m.kind {
		case kNone:
		case kNegDet, kNegVerb:
			if m.kind == kNegDet && answersNo(toks, i+n) {
				// "crypto? no thanks", "crypto: none", "crypto - no": a no that ends its clause
				// answers the one before it.
				excludeClauseBefore(els, toks, i, words)
				neg, commaPending = negNone, false
				break
			}
			neg, negAt, commaPending, others = negDet, i, false, false
			if m.kind == kNegVerb {
				neg = negVerb
			}
			// "nothing else from the chip sector", "no other banks": what the goal names stays.
			if k := i + n; k < len(toks) && (toks[k].w == "else" || toks[k].w == "other") {
				others = true
			}
		case kNegPost:
			if m.value == "out" {
				// "keep crypto out", "leave oil out": only after keep or leave in its clause.
				if keptOut(toks, i) {
					excludeClauseBefore(els, toks, i+1, words)
				}
				break
			}
			if k := len(els) - 1; k >= 0 && els[k].Kind != KindHorizon && els[k].Kind != KindRisk && els[k].Kind != KindAim && i > 0 && toks[i-1].end == els[k].end() {
				els[k].Exclude = true
				els[k].Text = strings.TrimSpace(els[k].Text + " " + words)
			}
		case kShare:
			// "NVDA only", "ETFs only": a share right after what it qualifies.
			if k := len(els) - 1; m.value == Only && k >= 0 && i > 0 && toks[i-1].end == els[k].stop && !els[k].Exclude && shareable(els[k].Kind) {
				els[k].Share = Only
			} else {
				share = m.value
			}
			neg, commaPending = negNone, false
		case kPos:
			neg, commaPending, share = negNone, false, ""
		case kInstr:
			// The rest of the sentence is read as nothing: it speaks to the reader.
			if instr == "" {
				instr = clause(text, toks, i)
			}
			skip, neg, commaPending = true, negNone, false
		default:
			el := Element{Kind: m.kind, Value: m.value, Text: words}
			el.start, el.stop = t.start, toks[i+n-1].end
			adjacent := neg != negNone && i-negAt <= 2
			switch m.kind {
			case KindRisk:
				if adjacent {
					el.Value = invertRisk(el.Value)
				}
			case KindHorizon:
				if adjacent {
					el = invertHorizon(el)
				}
			case KindAim:
				if adjacent {
					el.Exclude = true
				}
			default:
				if neg != negNone {
					el.Exclude = true
					if others && m.kind != KindSymbol {
						el.Share = Others
					}
				} else if share != "" && shareable(m.kind) {
					el.Share = share
				}
			}
			if (m.kind == KindRisk || m.kind == KindAim || m.kind == KindHorizon) && neg != negNone && !adjacent {
				neg = negNone
			}
			commaPending = false
			els = append(els, el)
		}
		i += n
	}
	if instr != "" {
		u.Notes = append(u.Notes, fmt.Sprintf("Part of the goal reads as instructions to me (%q); I read goals only by my published rules, so I did not act on that sentence.", instr))
	}
	for _, f := range figures {
		if math.Abs(f-amountUSD) > 0.005*amountUSD {
			u.Notes = append(u.Notes, fmt.Sprintf("Your goal mentions %s; the draft invests the amount entered, %s.", Dollars(f), Dollars(amountUSD)))
			break
		}
	}
	u.Elements, u.Conflicts = r.settle(els)
	if len(figures) > 0 {
		amount.Text = Dollars(figures[0])
	}
	u.Elements = append([]Element{amount}, u.Elements...)
	return u
}

// thanksWords may follow a no that answers: "no thanks", "no thank you", "no way".
var thanksWords = map[string]bool{"thank": true, "thanks": true, "thx": true, "you": true, "way": true, "please": true, "sir": true}

// answersNo reports whether a negation word ending at toks[k] ends its clause, but for thanks.
func answersNo(toks []token, k int) bool {
	for ; k < len(toks) && !toks[k].brk; k++ {
		if !thanksWords[toks[k].w] {
			return false
		}
	}
	return true
}

// keptOut reports whether "out" at toks[i] closes a clause begun by keep or leave.
func keptOut(toks []token, i int) bool {
	for j := i - 1; j >= 0 && !toks[j].brk; j-- {
		if toks[j].w == "keep" || toks[j].w == "leave" {
			return true
		}
	}
	return false
}

// excludeClauseBefore rules out what was asked for in the clause before toks[i] (the break
// right before i, if any, is the one the answer follows): "AI and crypto? no" rules out both.
// A risk, an aim or a horizon is left as it was.
func excludeClauseBefore(els []Element, toks []token, i int, words string) {
	j := i - 1
	if j >= 0 && toks[j].brk {
		j--
	}
	stop := j
	for j >= 0 && !toks[j].brk {
		j--
	}
	if stop <= j {
		return
	}
	from, to := toks[j+1].start, toks[stop].end
	for k := range els {
		e := &els[k]
		if e.start < from || e.stop > to || e.Exclude {
			continue
		}
		switch e.Kind {
		case KindHorizon, KindRisk, KindAim:
			continue
		}
		e.Exclude, e.Share = true, ""
		e.Text = strings.TrimSpace(e.Text + " … " + words)
	}
}

// filler words keep a negated list going after a comma: "avoid crypto, oil and any tobacco".
var filler = map[string]bool{
	"and": true, "or": true, "nor": true, "any": true, "the": true, "a": true, "an": true, "in": true,
	"of": true, "to": true, "at": true, "all": true, "my": true, "related": true, "linked": true,
	"exposure": true, "company": true, "name": true, "sector": true, "industry": true, "please": true,
	"whatsoever": true, "thing": true, "stuff": true, "either": true, "too": true, "etc": true,
}

// match finds the longest phrase at toks[i]: an exact one, else one whose long words are each a
// single edit away; a ticker otherwise.
func (r *Reader) match(toks []token, i int) (matcher, int, bool) {
	if toks[i].dollar {
		if n, ok := r.ticker(toks[i]); ok {
			return matcher{words: []string{strings.ToLower(n.Symbol)}, kind: KindSymbol, value: n.Symbol}, 1, false
		}
	}
	for _, m := range r.byFirst[toks[i].w] {
		if wordsAt(toks, i, m.words, false) {
			return m, len(m.words), false
		}
	}
	if n, ok := r.ticker(toks[i]); ok {
		return matcher{words: []string{strings.ToLower(n.Symbol)}, kind: KindSymbol, value: n.Symbol}, 1, false
	}
	w := toks[i].w
	if len([]rune(w)) < 6 || common[w] || common[strings.ToLower(toks[i].raw)] || isNumber(w) {
		return matcher{}, 0, false
	}
	best, found := matcher{}, false
	for _, m := range r.all {
		if !wordsAt(toks, i, m.words, true) {
			continue
		}
		if !found || len(m.words) > len(best.words) || len(m.words) == len(best.words) && m.order < best.order {
			best, found = m, true
		}
	}
	if !found {
		return matcher{}, 0, false
	}
	return best, len(best.words), true
}

// wordsAt reports whether the words start at toks[i], without a break between them; with fuzzy,
// a word of six letters or more (not a common word) may be one edit away.
func wordsAt(toks []token, i int, words []string, fuzzy bool) bool {
	if i+len(words) > len(toks) {
		return false
	}
	for k, w := range words {
		t := toks[i+k]
		if t.brk {
			return false
		}
		if t.w == w {
			continue
		}
		if !fuzzy || len([]rune(w)) < 6 || len([]rune(t.w)) < 6 || common[t.w] || !oneEdit(t.w, w) {
			return false
		}
	}
	return true
}

// upperWords are tickers that are also words or abbreviations in capitals ("AI" is the theme,
// "NOW" is shouting): they are read as tickers only with a leading $.
var upperWords = map[string]bool{
	"AI": true, "NOW": true, "NET": true, "TIP": true, "SHY": true, "UFO": true, "LIN": true, "HUT": true,
	"V": true, "MA": true, "PL": true, "MU": true, "HD": true, "BA": true, "NU": true, "KO": true, "PG": true,
}

// lowerWords are tickers that are English words in lower case ("cost", "snow").
var lowerWords = map[string]bool{"arm": true, "cost": true, "coin": true, "riot": true, "snow": true, "hood": true, "meta": true, "uber": true, "dell": true}

// ticker reads a token as a catalog ticker: "$AAPL" in any case; "AAPL" in capitals unless the
// ticker is also a word in capitals; "nvda" in lower case when three letters or more and not a
// word.
func (r *Reader) ticker(t token) (Name, bool) {
	sym := strings.ToUpper(t.raw)
	n, ok := r.symbols[sym]
	if !ok {
		return Name{}, false
	}
	low := strings.ToLower(t.raw)
	switch {
	case t.dollar:
		return n, true
	case upperWords[sym]:
		return Name{}, false
	case t.upper:
		return n, true
	case len(sym) >= 3 && !lowerWords[low] && !common[low]:
		return n, true
	}
	return Name{}, false
}

// shareable kinds can be asked for "only" or "mostly".
func shareable(kind string) bool {
	switch kind {
	case KindTheme, KindSector, KindClass, KindExposure, KindSymbol, KindGrove, KindStrategy:
		return true
	}
	return false
}

// clause is the goal's text of the sentence around toks[i], at most 80 characters.
func clause(text string, toks []token, i int) string {
	for i > 0 && !(toks[i-1].brk && !toks[i-1].comma) {
		i--
	}
	j := i
	for j+1 < len(toks) && !(toks[j+1].brk && !toks[j+1].comma) {
		j++
	}
	s := text[toks[i].start:toks[j].end]
	if r := []rune(s); len(r) > 80 {
		s = string(r[:80]) + "…"
	}
	return s
}

// span is the goal's text of n tokens from i.
func span(text string, toks []token, i, n int) string {
	return text[toks[i].start:toks[i+n-1].end]
}

// end is where the element's words end in the goal.
func (e Element) end() int { return e.stop }

// settle resolves the elements: duplicates merged, what is both asked for and ruled out left
// out, two risk levels or horizons reduced to the more careful, funds-only against
// stocks-only dropped; each resolution is said in Conflicts. Labels and phrases are set.
func (r *Reader) settle(els []Element) ([]Element, []string) {
	conflicts := []string{}
	key := func(e Element) string { return e.Kind + ":" + e.Value }
	excluded := map[string]Element{}
	for _, e := range els {
		if e.Exclude {
			excluded[key(e)] = e
		}
	}
	var risks, horizons, vehicles []Element
	seen := map[string]bool{}
	var out []Element
	for _, e := range els {
		if e.Kind == KindClass && e.Value == "equities" && !e.Exclude {
			continue // "stocks" as such asks for nothing in particular
		}
		if x, ok := excluded[key(e)]; ok && !e.Exclude {
			if !seen["conflict:"+key(e)] {
				e.Label = r.label(e, false)
				conflicts = append(conflicts, fmt.Sprintf("You both asked for %s (%q) and ruled it out (%q); I left it out.", InSentence(e), e.Text, x.Text))
				seen["conflict:"+key(e)] = true
			}
			continue
		}
		k := key(e) + ":" + strconv.FormatBool(e.Exclude)
		if e.Kind == KindRisk || e.Kind == KindHorizon || e.Kind == KindVehicle && !e.Exclude {
			k = e.Kind
		}
		switch e.Kind {
		case KindRisk:
			risks = append(risks, e)
		case KindHorizon:
			horizons = append(horizons, e)
		case KindVehicle:
			if !e.Exclude {
				vehicles = append(vehicles, e)
			}
		}
		if seen[k] {
			if i := indexOf(out, k, key); i >= 0 && out[i].Share == "" && e.Share != "" {
				out[i].Share = e.Share
			}
			continue
		}
		seen[k] = true
		out = append(out, e)
	}
	// One risk level: the lowest asked for.
	if lo, ok := careful(risks, riskRank); ok {
		if distinct(risks) {
			conflicts = append(conflicts, fmt.Sprintf("You asked for %s; I went with the more careful, %s.", listTexts(risks), strings.ToLower(r.label(lo, false))))
		}
		replace(out, KindRisk, lo)
	}
	if sh, ok := careful(horizons, horizonRank); ok {
		if distinct(horizons) {
			conflicts = append(conflicts, fmt.Sprintf("You gave more than one horizon (%s); I planned for the shorter, %s.", listTexts(horizons), strings.ToLower(r.label(sh, false))))
		}
		replace(out, KindHorizon, sh)
	}
	if distinct(vehicles) {
		conflicts = append(conflicts, fmt.Sprintf("You asked for both funds and single stocks (%s); I hold either.", listTexts(vehicles)))
		kept := out[:0]
		for _, e := range out {
			if e.Kind != KindVehicle || e.Exclude {
				kept = append(kept, e)
			}
		}
		out = kept
	}
	var risk, horizon *Element
	for i := range out {
		switch out[i].Kind {
		case KindRisk:
			risk = &out[i]
		case KindHorizon:
			horizon = &out[i]
		}
	}
	if risk != nil && horizon != nil && risk.Value == High && horizon.Value == Short {
		conflicts = append(conflicts, fmt.Sprintf("You asked for high risk (%q) with money needed soon (%q): a risky plan can be down when you need the money. I kept the risk you asked for.", risk.Text, horizon.Text))
	}
	for i := range out {
		out[i].Label = r.label(out[i], true)
		out[i].Phrase = r.phrase(out[i])
	}
	if out == nil {
		out = []Element{}
	}
	return out, conflicts
}

func indexOf(els []Element, k string, key func(Element) string) int {
	for i, e := range els {
		if key(e)+":"+strconv.FormatBool(e.Exclude) == k || e.Kind == k {
			return i
		}
	}
	return -1
}

var riskRank = map[string]int{Low: 0, Medium: 1, High: 2}
var horizonRank = map[string]int{Short: 0, Medium: 1, long: 2}

// careful is the element of the lowest rank (the first of equals).
func careful(els []Element, rank map[string]int) (Element, bool) {
	if len(els) == 0 {
		return Element{}, false
	}
	best := els[0]
	for _, e := range els[1:] {
		if rank[e.Value] < rank[best.Value] || rank[e.Value] == rank[best.Value] && e.Years > 0 && (best.Years == 0 || e.Years < best.Years) {
			best = e
		}
	}
	return best, true
}

func distinct(els []Element) bool {
	if len(els) == 0 {
		return false
	}
	for _, e := range els[1:] {
		if e.Value != els[0].Value {
			return true
		}
	}
	return false
}

func replace(els []Element, kind string, e Element) {
	for i := range els {
		if els[i].Kind == kind {
			els[i] = e
			return
		}
	}
}

func listTexts(els []Element) string {
	var q []string
	seen := map[string]bool{}
	for _, e := range els {
		if !seen[e.Text] {
			seen[e.Text] = true
			q = append(q, strconv.Quote(e.Text))
		}
	}
	return strings.Join(q, " and ")
}

func invertRisk(v string) string {
	switch v {
	case Low:
		return High
	case High:
		return Low
	}
	return v
}

func invertHorizon(e Element) Element {
	switch e.Value {
	case long:
		e.Value, e.Years = Short, 0
	case Short:
		e.Value, e.Years = long, 0
	}
	return e
}

// Dollars formats an amount as people write it: $1,000 or $1,234.50.
func Dollars(v float64) string {
	cents := int64(math.Round(v * 100))
	whole, frac := cents/100, cents%100
	s := strconv.FormatInt(whole, 10)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	if frac != 0 {
		return fmt.Sprintf("$%s.%02d", b.String(), frac)
	}
	return "$" + b.String()
}
