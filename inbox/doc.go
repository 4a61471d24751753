// Package inbox is users' notification inbox (GET and POST /api/notifications): Notify appends
// a notification of one of the spec's four kinds (alert, autopilot, trade, system), List gives
// the newest MaxListed with the count of unread ones, MarkAllRead appends one read mark (read
// marks are rows, never mutations), and Notified tells which transactions already have a
// notice, so a trade is announced once. Autopilot (its runs, its pauses, trade notices) and
// price alerts write to it; nothing here decides when to notify.
//
// Its tables, notifications and notification_reads, were created by migration 0600 (the
// Autopilot range, where they began; an applied migration never changes) and are read with
// FINAL or max(): ReplacingMergeTree, ids in microseconds strictly increasing per process.
package inbox
