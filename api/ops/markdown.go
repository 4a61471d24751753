package ops

import (
	"fmt"
	"strings"
)

// Markdown is the table of every operation as docs/api.md lists it, one row each: the route, its
// token, its limit, the Cache-Control of its successful answers, where its numbers come from and
// its tools. A test keeps docs/api.md's copy equal to it.
func Markdown() string {
	var b strings.Builder
	b.WriteString("| route | token | limit / 60 s | Cache-Control on success | numbers | tools |\n")
	b.WriteString("|---|---|---|---|---|---|\n")
	for _, o := range All() {
		token, per := "", "per address"
		if o.Auth {
			token, per = "yes", "per user"
		}
		limit := "none"
		if n := o.Limit.PerWindow(); n > 0 {
			limit = fmt.Sprintf("%d %s", n, per)
		}
		var tools []string
		for _, t := range o.Tools {
			tools = append(tools, "`"+t.FullName()+"`")
		}
		fmt.Fprintf(&b, "| %s %s | %s | %s | `%s` | %s | %s |\n", o.Method, o.Path, token, limit, o.Cache, o.Scope, strings.Join(tools, ", "))
	}
	return b.String()
}
