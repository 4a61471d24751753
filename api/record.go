package api

import (
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/api/ops"
)

// TrackRecordReader reads the agent's track record.
type TrackRecordReader = ops.TrackRecordReader

// RecordRoutes serves GET /api/vera-record from the indexed record events.
func RecordRoutes(r TrackRecordReader) Routes {
	return Routes{bind("GET /api/vera-record", func(c *Ctx) {
		rec, err := ops.TrackRecord(c.Context(), r, c.query("user"), c.hasQuery("user"), c.logf)
		if c.failed(err, "track record") {
			return
		}
		c.JSON(fasthttp.StatusOK, rec)
	})}
}
