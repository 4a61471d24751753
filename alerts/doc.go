// Package alerts is users' price alerts (GET, POST and DELETE /api/alerts, the MCP alert
// tools): AlertRequest decodes and validates a create body (ErrInvalidAlert); Alerts.Create
// refuses an unknown symbol and a user's 51st waiting alert (ErrTooManyAlerts) under the user's
// lock; Evaluate, run every minute by the pipeline, reads the feed prices of every symbol with a
// waiting alert through a PriceSource (account.Feeds, so an answer too old for GET /api/prices
// fires nothing) and fires each alert once, marking it fired before writing its `alert` notice to
// the inbox; ListPage pages a user's alerts by cursor; Prune removes what the retention rule
// drops (fired alerts beyond 30 days or the newest 200, deleted ones).
//
// Its table, price_alerts, was created by migration 0600 (the Autopilot range, where alerts
// began; an applied migration never changes): versioned rows read with argMax, deletions as
// tombstone rows.
package alerts
