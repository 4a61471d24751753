package skills

import "testing"

func TestDollarAmount(t *testing.T) {
	for _, tc := range []struct {
		text string
		usd  float64
		ok   bool
	}{
		{"Put $500 into AI", 500, true},
		{"put $ 1,250.50 in chips", 1250.5, true},
		{"$2.5k for the long term", 2500, true},
		{"1,000 USD of dividend payers", 1000, true},
		{"300 dollars, steady growth", 300, true},
		{"40 usdg", 40, true},
		{"AI for 10 years", 0, false},
		{"$0 please", 0, false},
		{"", 0, false},
	} {
		usd, ok := dollarAmount(tc.text)
		if usd != tc.usd || ok != tc.ok {
			t.Errorf("%q: %v %v, want %v %v", tc.text, usd, ok, tc.usd, tc.ok)
		}
	}
}

func TestPlainGoal(t *testing.T) {
	if r := plainGoal("  AI for the long term  "); r.Goal != "AI for the long term" || r.AmountUSD != defaultDraftUSD {
		t.Errorf("no amount: %+v", r)
	}
	if r := plainGoal("AI, $250"); r.AmountUSD != 250 {
		t.Errorf("with an amount: %+v", r)
	}
}

func TestToolFor(t *testing.T) {
	s := &Skills{byKey: map[string]*tool{}}
	s.tools = []tool{{name: "plain-language-allocation_draft", skill: skillPlain}, {name: "portfolio-allocation_themes", skill: skillPortfolio}, {name: "portfolio-allocation_groves", skill: skillPortfolio}}
	for i := range s.tools {
		s.byKey[s.tools[i].name] = &s.tools[i]
	}
	for _, tc := range []struct {
		req  skillRequest
		want string
	}{
		{skillRequest{Skill: skillPlain}, "plain-language-allocation_draft"},
		{skillRequest{Skill: skillPlain, Operation: "draft"}, "plain-language-allocation_draft"},
		{skillRequest{Skill: skillPortfolio, Operation: "groves"}, "portfolio-allocation_groves"},
		{skillRequest{Skill: skillPortfolio}, ""}, // two operations: one must be named
		{skillRequest{Skill: skillPortfolio, Operation: "nope"}, ""},
		{skillRequest{Skill: "nope"}, ""},
	} {
		got, err := s.toolFor(&tc.req)
		switch {
		case tc.want == "" && err == nil:
			t.Errorf("%+v: %s, want a refusal", tc.req, got.name)
		case tc.want != "" && (err != nil || got.name != tc.want):
			t.Errorf("%+v: %v %v, want %s", tc.req, got, err, tc.want)
		}
	}
}
