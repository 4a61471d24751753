package ops

// Error messages of the interface spec, exactly: the routes (package api) and their tools
// (package skills) answer these.
const (
	MsgInvalidBody      = "Invalid request body."
	MsgTooManyRequests  = "Too many requests. Please slow down a moment."
	MsgUnknownSymbol    = "Unknown symbol."
	MsgUnknownRange     = "Unknown range."
	MsgBadRecordUser    = "user must be a valid address."
	MsgBadPortfolioAddr = "Valid ?address required."
	MsgBadTransfersAddr = "A valid wallet address is required."
	MsgBadAutopilot     = "Invalid autopilot settings."
	MsgNotYourWallet    = "That wallet does not belong to your account."
	MsgNoAutopilot      = "No autopilot is configured."
)

// Error messages where the spec says "not shown": our decisions, documented in docs/api.md.
const (
	MsgAuthRequired     = "Authentication required."
	MsgInvalidToken     = "Invalid or expired access token."
	MsgNotFound         = "Not found."
	MsgMethodNotAllowed = "Method not allowed."
	MsgBodyTooLarge     = "Request body too large."
	MsgInternal         = "Internal server error."
	MsgTimeout          = "The request took too long. Please try again."
	MsgUnavailable      = "Service temporarily unavailable."
	MsgGroveNotFound    = "Unknown grove."
	MsgBadHistoryAddr   = "Valid ?address required."
	MsgBadHistoryHours  = "hours must be a number from 2 to 2160."
	MsgUnknownAlert     = "Unknown price alert."
	MsgTooManyAlerts    = "You already have 50 price alerts waiting. Delete one first."
	MsgBadMinBlock      = "minBlock must be a block number (a whole number)."
	MsgBlockNotYet      = "The chain has not reached that block yet. Try again in a moment."
	MsgBadAlertPage     = "limit must be a number from 1 to 100, and cursor the next of a previous page."
	// MsgFundingUsedUp: the dev funding budget of the hour is spent (429 on POST /dev/fund).
	MsgFundingUsedUp = "The demo's funding is used up for now. Try again within the hour."
	// MsgAutopilotNoSigner: the service has no delegated signer for the users' wallets, so no
	// Autopilot config could ever run (503 on POST /api/autopilot, /resume and /run).
	MsgAutopilotNoSigner = "Autopilot is not available on this service: it has no delegated signer for wallets."
	// MsgAutopilotNoRuns: the service has no sponsor key, relay key or paymaster (503 on POST
	// /api/autopilot/run).
	MsgAutopilotNoRuns = "Autopilot runs are not available on this service: it has no sponsor key, relay key or paymaster."
	// MsgNoSponsorship: the service has no sponsor key, relay key or paymaster, so it neither
	// sponsors nor relays user operations (503 on POST /api/bundler and GET /api/bundler/{userOpHash}).
	MsgNoSponsorship = "Sponsorship and the bundler relay are not available on this service: it has no sponsor key, relay key or paymaster."
)
