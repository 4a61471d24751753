-- Autopilot runs in the order they ran (package autopilot): ran_at keeps whole seconds (the
-- spec's ranAt), ran_at_ms is the run's start in Unix milliseconds, strictly increasing per
-- process (18.16 has no DateTime64). GET /api/autopilot/runs orders by it, so runs of one second
-- come back newest first. Rows written before this migration take their second's first
-- millisecond. (ALTER ... ADD COLUMN IF NOT EXISTS is a syntax error on 18.16: this migration
-- relies on the migrator running it once.)
ALTER TABLE autopilot_runs ADD COLUMN ran_at_ms UInt64 DEFAULT toUInt64(ran_at) * 1000;
