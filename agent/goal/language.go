package goal

import "unicode"

// englishWords are English function words and the commonest words of a goal.
var englishWords = wordSet(`the and to for my of i want with is it on some no not but me be am are
would like into money invest investing stock year just only mostly long term safe growth grow income
anything everything all what this that want need have has can should will about from by at as or
your our we you they them more less very much any in a an`)

// foreignWords are function words and goal words of Spanish, French, German, Portuguese, Italian
// and Dutch that are not English words.
var foreignWords = wordSet(`quiero invertir para mis dinero largo plazo riesgo bajo acciones con sin los las el que una
por ahorros jubilación jubilacion años anos mucho poco también pero del al
je veux investir pour mon mes argent terme risque faible sans avec les des le et une dans actions ans
retraite épargne epargne mais aussi je voudrais placer
ich möchte mochte mein meine geld anlegen investieren langfristig risiko niedrig ohne mit und der das
für fur aktien jahre rente sparen nicht kein keine aber auch
eu quero meu minha dinheiro longo prazo risco baixo sem ações acoes aposentadoria não nao mas também
voglio investire il mio mia soldi lungo termine rischio basso senza azioni anni pensione non ma anche
ik wil beleggen mijn lange termijn risico laag zonder voor aandelen jaar niet maar ook`)

func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	w := []rune{}
	flush := func() {
		if len(w) > 0 {
			m[string(w)] = true
			w = w[:0]
		}
	}
	for _, r := range s {
		if unicode.IsSpace(r) {
			flush()
			continue
		}
		w = append(w, r)
	}
	flush()
	return m
}

// foreign reports whether a goal is in another language than English: most of its letters are
// outside the Latin script, or it has more foreign function words than English ones (at least
// two), or it has accented letters and no English word at all.
func foreign(text string, toks []token) bool {
	letters, other, accented := 0, 0, 0
	for _, r := range text {
		if !unicode.IsLetter(r) {
			continue
		}
		letters++
		switch {
		case !unicode.Is(unicode.Latin, r):
			other++
		case r > 0x7f:
			accented++
		}
	}
	if letters > 0 && other*10 >= letters*3 {
		return true
	}
	en, fx := 0, 0
	for _, t := range toks {
		if t.brk {
			continue
		}
		lw := lower(t.raw)
		switch {
		case englishWords[lw] || englishWords[t.w]:
			en++
		case foreignWords[lw]:
			fx++
		}
	}
	return fx >= 2 && fx > en || accented > 0 && en == 0 && fx > 0
}

func lower(s string) string {
	rs := []rune(s)
	for i, r := range rs {
		rs[i] = unicode.ToLower(r)
	}
	return string(rs)
}
