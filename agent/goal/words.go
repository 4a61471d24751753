package goal

import (
	"strconv"
	"strings"
)

// names are the labels and canonical phrases of table values: label for people, phrase that
// reads back to the value.
var names = map[string][2]string{
	KindRisk + ":" + Low:                       {"Low risk", "low risk"},
	KindRisk + ":" + Medium:                    {"Medium risk", "medium risk"},
	KindRisk + ":" + High:                      {"High risk", "high risk"},
	KindHorizon + ":" + Short:                  {"Short term (under 3 years)", "short term"},
	KindHorizon + ":" + Medium:                 {"Medium term (3 to 10 years)", "medium term"},
	KindHorizon + ":" + long:                   {"Long term (10 years or more)", "long term"},
	KindAim + ":" + Growth:                     {"Growth", "growth"},
	KindAim + ":" + Income:                     {"Income", "income"},
	KindTheme + ":artificial-intelligence":     {"AI", "ai"},
	KindTheme + ":semiconductors":              {"Semiconductors", "semiconductors"},
	KindTheme + ":quantum":                     {"Quantum computing", "quantum"},
	KindTheme + ":space":                       {"Space", "space"},
	KindTheme + ":crypto-linked":               {"Crypto", "crypto"},
	KindTheme + ":cloud-software":              {"Cloud and software", "cloud"},
	KindTheme + ":energy":                      {"Energy", "energy"},
	KindTheme + ":fintech":                     {"Fintech", "fintech"},
	KindTheme + ":technology":                  {"Technology (AI, chips, cloud)", "technology"},
	KindSector + ":health-care":                {"Health care", "health care"},
	KindSector + ":utilities":                  {"Utilities", "utilities"},
	KindSector + ":consumer-staples":           {"Consumer staples", "consumer staples"},
	KindSector + ":banks":                      {"Banks", "banks"},
	KindClass + ":bonds":                       {"Bonds", "bonds"},
	KindClass + ":treasury-bonds":              {"US Treasury bonds", "treasury bonds"},
	KindClass + ":corporate-bonds":             {"Corporate bonds", "corporate bonds"},
	KindClass + ":inflation-protected-bonds":   {"Inflation-protected bonds", "inflation protected bonds"},
	KindClass + ":short-term-bonds":            {"Short-term bonds", "short term bonds"},
	KindClass + ":long-term-bonds":             {"Long-term bonds", "long term bonds"},
	KindClass + ":gold":                        {"Gold", "gold"},
	KindClass + ":silver":                      {"Silver", "silver"},
	KindClass + ":precious-metals":             {"Gold and silver", "precious metals"},
	KindClass + ":commodities":                 {"Commodities", "commodities"},
	KindClass + ":broad-us-index":              {"Broad US index funds", "index funds"},
	KindClass + ":total-market-index":          {"US total market index", "total market"},
	KindClass + ":sp500-index":                 {"S&P 500 index", "S&P 500"},
	KindClass + ":nasdaq-100-index":            {"Nasdaq-100 index", "nasdaq 100"},
	KindClass + ":international":               {"International", "international"},
	KindClass + ":emerging-markets":            {"Emerging markets", "emerging markets"},
	KindClass + ":developed-markets":           {"Developed markets outside the US", "developed markets"},
	KindClass + ":low-volatility":              {"Low-volatility funds", "low volatility"},
	KindClass + ":sector-fund":                 {"Sector funds", "sector funds"},
	KindClass + ":bitcoin":                     {"Bitcoin funds", "bitcoin"},
	KindClass + ":equities":                    {"Stocks", "stocks"},
	KindExposure + ":oil":                      {"Oil and gas", "oil"},
	KindExposure + ":weapons":                  {"Weapons makers", "weapons"},
	KindVehicle + ":" + Funds:                  {"Funds (ETFs)", "etfs"},
	KindVehicle + ":" + Stocks:                 {"Single stocks", "single stocks"},
	KindScreen + ":shariah":                    {"Shariah-screened (halal)", "halal"},
	KindGrove + ":titan":                       {"Mega caps (Titan grove)", "mega caps"},
	KindGrove + ":rails":                       {"Payments (Rails grove)", "payments"},
	KindStrategy + ":momentum-leaders":         {"Momentum Leaders strategy", "momentum strategy"},
	KindStrategy + ":steady-foundation":        {"Steady Foundation strategy", "steady foundation strategy"},
	KindStrategy + ":balanced-growth":          {"Balanced Growth strategy", "balanced growth strategy"},
	KindUnserved + ":esg":                      {"ESG or sustainable", "esg"},
	KindUnserved + ":clean-energy":             {"Clean energy", "clean energy"},
	KindUnserved + ":nuclear":                  {"Nuclear", "nuclear"},
	KindUnserved + ":faith":                    {"A faith screen", "faith"},
	KindUnserved + ":tobacco-alcohol-gambling": {"Tobacco, alcohol or gambling", "tobacco"},
	KindUnserved + ":coal":                     {"Coal", "coal"},
	KindUnserved + ":real-estate":              {"Real estate", "real estate"},
	KindUnserved + ":small-caps":               {"Small companies", "small caps"},
	KindUnserved + ":value":                    {"Value stocks", "value stocks"},
	KindUnserved + ":derivatives":              {"Options or leverage", "leverage"},
	KindUnserved + ":single-country":           {"A single country", "china"},
	KindUnserved + ":date":                     {"A calendar date", "by 2040"},
	KindUnserved + ":cash":                     {"Cash", "cash"},
}

// label names an element for people; with share, "Only" or "Mostly" leads.
func (r *Reader) label(e Element, share bool) string {
	var l string
	switch {
	case e.Kind == KindAmount:
		return "Amount"
	case e.Kind == KindSymbol:
		l = r.symbols[e.Value].Label
		if l == "" {
			l = e.Value
		}
	case e.Kind == KindHorizon && e.Years > 0:
		l = "Horizon: " + yearsWords(e.Years)
	default:
		l = names[e.Kind+":"+e.Value][0]
		if l == "" {
			l = e.Value
		}
	}
	switch {
	case e.Exclude && e.Kind == KindAim:
		return "Not for " + strings.ToLower(l)
	case e.Exclude && e.Kind == KindSymbol:
		return "No " + l
	case e.Exclude && e.Share == Others:
		return "No other " + strings.ToLower(l[:1]) + l[1:]
	case e.Exclude && !strings.HasPrefix(l, "AI") && !strings.HasPrefix(l, "US") && !strings.HasPrefix(l, "ESG") && !strings.HasPrefix(l, "S&P"):
		return "No " + strings.ToLower(l[:1]) + l[1:]
	case e.Exclude:
		return "No " + l
	case share && e.Share == Only:
		return "Only " + l
	case share && e.Share == Mostly:
		return "Mostly " + l
	}
	return l
}

// phrase re-states an element in words Read reads back to it.
func (r *Reader) phrase(e Element) string {
	var p string
	switch {
	case e.Kind == KindAmount:
		return ""
	case e.Kind == KindSymbol:
		p = "$" + e.Value
	case e.Kind == KindHorizon && e.Years > 0:
		p = "for " + yearsWords(e.Years)
	case e.Kind == KindUnserved && e.Value == "single-country" && e.Text != "":
		p = strings.ToLower(e.Text)
	case e.Kind == KindUnserved && e.Value == "date" && e.Text != "":
		p = "by " + e.Text
	default:
		p = names[e.Kind+":"+e.Value][1]
	}
	switch {
	case e.Exclude && e.Kind == KindAim:
		return "not for " + p
	case e.Exclude && e.Share == Others:
		return "no other " + p
	case e.Exclude:
		return "no " + p
	case e.Share != "":
		return e.Share + " " + p
	}
	return p
}

// yearsWords says a horizon: "20 years", "1 year", "6 months".
func yearsWords(y float64) string {
	if y < 1 {
		m := int(y*12 + 0.5)
		if m == 1 {
			return "1 month"
		}
		return strconv.Itoa(m) + " months"
	}
	s := strconv.FormatFloat(y, 'f', -1, 64)
	if s == "1" {
		return "1 year"
	}
	return s + " years"
}

// Compose is the goal a client sends to re-draft from elements a person kept or changed: their
// phrases, one sentence each, so that no negation reaches past its own element.
func Compose(els []Element) string {
	var parts []string
	for _, e := range els {
		if e.Phrase != "" {
			parts = append(parts, e.Phrase)
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return strings.Join(parts, ". ") + "."
}

// InSentence is an element's label to use inside a sentence: lower-cased first letter, unless it
// names a company or fund or starts with an acronym ("AI", "US Treasury bonds", "S&P 500 index").
func InSentence(e Element) string {
	l := e.Label
	if e.Kind == KindSymbol || len(l) < 2 || l[1] >= 'A' && l[1] <= 'Z' || l[1] == '&' {
		return l
	}
	return strings.ToLower(l[:1]) + l[1:]
}
