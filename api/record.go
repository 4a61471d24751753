package api

import (
	"context"
	"errors"

	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/agent"
)

// TrackRecordReader reads the agent's track record.
type TrackRecordReader interface {
	Get(ctx context.Context, q agent.RecordQuery) (agent.TrackRecord, error)
}

// RecordRoutes serves GET /api/vera-record from the indexed record events.
func RecordRoutes(r TrackRecordReader) Routes {
	return Routes{Serve("GET /api/vera-record", func(c *Ctx) {
		q, err := agent.ParseRecordQuery(c.Query("user"), c.HasQuery("user"))
		if errors.Is(err, agent.ErrInvalidRecordUser) {
			c.Error(fasthttp.StatusBadRequest, MsgBadRecordUser)
			return
		}
		rec, err := r.Get(c.Context(), q)
		if err != nil {
			c.Log().Error("track record", "err", err)
			c.Error(fasthttp.StatusServiceUnavailable, MsgUnavailable)
			return
		}
		c.JSON(fasthttp.StatusOK, rec)
	})}
}
