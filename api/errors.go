package api

import (
	"errors"

	"github.com/vera-invest/vera/api/ops"
)

// The error messages (package ops holds them, with what each one answers).
const (
	MsgInvalidBody       = ops.MsgInvalidBody
	MsgTooManyRequests   = ops.MsgTooManyRequests
	msgUnknownSymbol     = ops.MsgUnknownSymbol
	msgUnknownRange      = ops.MsgUnknownRange
	msgBadRecordUser     = ops.MsgBadRecordUser
	MsgBadPortfolioAddr  = ops.MsgBadPortfolioAddr
	MsgBadTransfersAddr  = ops.MsgBadTransfersAddr
	MsgBadAutopilot      = ops.MsgBadAutopilot
	MsgNotYourWallet     = ops.MsgNotYourWallet
	MsgNoAutopilot       = ops.MsgNoAutopilot
	MsgAuthRequired      = ops.MsgAuthRequired
	MsgInvalidToken      = ops.MsgInvalidToken
	MsgNotFound          = ops.MsgNotFound
	MsgMethodNotAllowed  = ops.MsgMethodNotAllowed
	MsgBodyTooLarge      = ops.MsgBodyTooLarge
	MsgInternal          = ops.MsgInternal
	msgTimeout           = ops.MsgTimeout
	MsgUnavailable       = ops.MsgUnavailable
	MsgGroveNotFound     = ops.MsgGroveNotFound
	MsgBadHistoryAddr    = ops.MsgBadHistoryAddr
	MsgBadHistoryHours   = ops.MsgBadHistoryHours
	MsgUnknownAlert      = ops.MsgUnknownAlert
	msgTooManyAlerts     = ops.MsgTooManyAlerts
	MsgBadMinBlock       = ops.MsgBadMinBlock
	MsgBlockNotYet       = ops.MsgBlockNotYet
	MsgBadAlertPage      = ops.MsgBadAlertPage
	MsgAutopilotNoSigner = ops.MsgAutopilotNoSigner
	msgAutopilotNoRuns   = ops.MsgAutopilotNoRuns
	MsgNoSponsorship     = ops.MsgNoSponsorship
)

// logf logs an operation's unexpected failure with the request id.
func (c *Ctx) logf(msg string, err error) { c.Log().Error(msg, "err", err) }

// failed answers an operation's error, when there is one, and reports whether it did: a
// *ops.Failure with its status and message, anything else logged with what and answered 500.
func (c *Ctx) failed(err error, what string) bool {
	if err == nil {
		return false
	}
	var f *ops.Failure
	if errors.As(err, &f) {
		if f.RetryAfter != "" {
			c.Response.Header.Set("Retry-After", f.RetryAfter)
		}
		c.Error(f.Status, f.Message)
		return true
	}
	fail(c, what, err)
	return true
}
