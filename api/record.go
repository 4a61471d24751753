package api

import (
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/api/ops"
)

// TrackRecordReader reads the agent's track record.
type TrackRecordReader = ops.TrackRecordReader

// RecordRoutes serves GET /api/vera-record from the indexed record events.
func RecordRoutes(r TrackRecordReader) Routes {
	return Routes{Serve("GET /api/vera-record", func(c *Ctx) {
		rec, err := ops.TrackRecord(c.Context(), r, c.Query("user"), c.HasQuery("user"), c.logf)
		if c.Failed(err, "track record") {
			return
		}
		c.JSON(fasthttp.StatusOK, rec)
	})}
}
