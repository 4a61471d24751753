package api

import (
	"strconv"

	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/alerts"
	"github.com/vera-invest/vera/api/ops"
	"github.com/vera-invest/vera/inbox"
)

// NotificationRoutes serves the inbox (GET and POST /api/notifications) and the price-alert
// routes (GET and POST /api/alerts, DELETE /api/alerts/{id}); all take a token. The inbox is not
// rate limited (the spec's Limits).
type NotificationRoutes struct {
	Inbox  *inbox.Inbox
	Alerts *alerts.Alerts
}

// Routes lists the notification and alert routes.
func (r NotificationRoutes) Routes() []Route {
	return []Route{
		bind("GET /api/notifications", r.list),
		bind("POST /api/notifications", r.markRead),
		bind("GET /api/alerts", r.alerts),
		bind("POST /api/alerts", r.createAlert),
		bind("DELETE /api/alerts/{id}", r.deleteAlert),
	}
}

func (r NotificationRoutes) list(c *Ctx) {
	ns, unread, err := r.Inbox.List(c.Context(), c.UserID())
	if err != nil {
		fail(c, "list notifications", err)
		return
	}
	c.JSON(fasthttp.StatusOK, struct {
		Notifications []inbox.Notification `json:"notifications"`
		Unread        int                  `json:"unread"`
	}{ns, unread})
}

// markRead takes no body; one sent anyway is ignored.
func (r NotificationRoutes) markRead(c *Ctx) {
	if err := r.Inbox.MarkAllRead(c.Context(), c.UserID()); err != nil {
		fail(c, "mark notifications read", err)
		return
	}
	c.RawJSON(fasthttp.StatusOK, []byte(`{"ok":true}`))
}

// alerts answers one page of the caller's alerts, newest first: ?limit (1-100, default 50) and
// ?cursor (the previous page's next); next is null on the last page.
func (r NotificationRoutes) alerts(c *Ctx) {
	limit := alerts.DefaultAlertPage
	if c.hasQuery("limit") {
		n, err := strconv.Atoi(c.query("limit"))
		if err != nil {
			c.Error(fasthttp.StatusBadRequest, MsgBadAlertPage)
			return
		}
		limit = n
	}
	p, err := ops.Alerts(c.Context(), r.Alerts, c.UserID(), c.query("cursor"), limit)
	if c.failed(err, "list price alerts") {
		return
	}
	c.JSON(fasthttp.StatusOK, p)
}

func (r NotificationRoutes) createAlert(c *Ctx) {
	var req alerts.AlertRequest
	if !c.DecodeBody(&req) {
		return
	}
	al, err := ops.CreateAlert(c.Context(), r.Alerts, c.UserID(), req)
	if c.failed(err, "create price alert") {
		return
	}
	c.JSON(fasthttp.StatusOK, al)
}

func (r NotificationRoutes) deleteAlert(c *Ctx) {
	body, err := ops.DeleteAlert(c.Context(), r.Alerts, c.UserID(), c.Param("id"))
	if c.failed(err, "delete price alert") {
		return
	}
	c.RawJSON(fasthttp.StatusOK, body)
}

// fail logs an unexpected error with the request id and answers 500 without its text.
func fail(c *Ctx, what string, err error) {
	c.Log().Error(what, "err", err)
	c.Error(fasthttp.StatusInternalServerError, MsgInternal)
}
