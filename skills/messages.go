package skills

// The routes' error messages, exactly as they answer them (the interface spec's, and the HTTP
// layer's where the spec leaves them open); a test calls each tool beside its route and compares.
const (
	msgInvalidBody       = "Invalid request body."
	msgTooManyRequests   = "Too many requests. Please slow down a moment."
	msgUnknownSymbol     = "Unknown symbol."
	msgUnknownRange      = "Unknown range."
	msgBadRecordUser     = "user must be a valid address."
	msgBadPortfolioAddr  = "Valid ?address required."
	msgBadAutopilot      = "Invalid autopilot settings."
	msgNotYourWallet     = "That wallet does not belong to your account."
	msgNoAutopilot       = "No autopilot is configured."
	msgAuthRequired      = "Authentication required."
	msgInvalidToken      = "Invalid or expired access token."
	msgInternal          = "Internal server error."
	msgUnavailable       = "Service temporarily unavailable."
	msgGroveNotFound     = "Unknown grove."
	msgUnknownAlert      = "Unknown price alert."
	msgTooManyAlerts     = "You already have 50 price alerts waiting. Delete one first."
	msgBadAlertPage      = "limit must be a number from 1 to 100, and cursor the next of a previous page."
	msgAutopilotNoSigner = "Autopilot is not available on this service: it has no delegated signer for wallets."
	msgAutopilotNoRuns   = "Autopilot runs are not available on this service: it has no sponsor key, relay key or paymaster."
)
