package skills

import "github.com/vera-invest/vera/api/ops"

// The routes' error messages the tools answer when decoding their arguments fails (package ops
// holds them all; the typed operations answer the rest); a test calls each tool beside its route
// and compares.
const (
	msgInvalidBody      = ops.MsgInvalidBody
	msgUnknownSymbol    = ops.MsgUnknownSymbol
	msgBadRecordUser    = ops.MsgBadRecordUser
	msgBadPortfolioAddr = ops.MsgBadPortfolioAddr
	msgBadAutopilot     = ops.MsgBadAutopilot
	msgInternal         = ops.MsgInternal
	msgUnavailable      = ops.MsgUnavailable
	msgGroveNotFound    = ops.MsgGroveNotFound
	msgUnknownAlert     = ops.MsgUnknownAlert
	msgBadAlertPage     = ops.MsgBadAlertPage
)
