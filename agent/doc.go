// Package agent is Vera's investing agent: what it says about itself and what it signs.
//
//   - Identity: the discovery card served at /.well-known/agent-card.json (its metadata.agentSigner
//     read live from the record contract's agentSigner() for every call: each call waits for the next
//     read that starts after it arrived, one read answering all who wait on it; the last-known signer
//     when the read fails or takes longer than ReadTimeout), the ERC-8004 registration file at
//     /.well-known/agent-registration.json, and the contracts listing of GET /api/contracts.
//   - Commit-plan: PlanRequest decodes and validates POST /api/commit-plan's body; an Assessor
//     derives the plan's identifiers from a canonical JSON form of the Draft allocation, clamps the
//     risk, keeps the issued (planId, address) (IssueRecorder; Store.Issue, agent_issued_plans) and
//     signs the EIP-712 RiskInference with the agent key. It signs and returns only; nothing is
//     broadcast. Malformed requests are ErrInvalidPlan; an issuance not kept signs nothing
//     (ErrIssueNotKept).
//   - Drafts: DraftRequest decodes and validates POST /api/allocate's body; a Drafter reads a
//     plain-language goal (agent/goal) and turns what it asks for and rules out into a Draft
//     allocation (docs/autopilot.md): sleeves of holdings matched on the catalog's sourced
//     attributes and theme tags, the calmest holdings added for low risk, the lowest-risk basket
//     with a question back for a goal that says too little; each leg's reason and the rationale
//     in plain words and money; deterministic, with riskScore = MeasureRisk of the plan, so that
//     commit-plan signs the draft unchanged. Propose answers the Draft beside what was
//     Understood, which is not part of the canonical allocation; Draft the allocation alone.
//   - Track record: TrackRecords serves GET /api/vera-record from the indexer's
//     canonical_agent_events view (Store, store.go), counting a plan's events only for the address it
//     was issued to: totals, the 8 newest plans with what their execution spent, of everyone or of
//     one user (ParseRecordQuery; ErrInvalidRecordUser), and the
//     identity registry's reputationScore read live (nil when the read fails).
//
// Canonical JSON of the allocation (what recHash hashes), as in RFC 8785 (JCS):
//   - only the four Draft fields and the three leg fields; unknown fields are ignored and not hashed;
//   - object keys sorted by code point: allocations, rationale, riskScore, summary; legs: reason,
//     symbol, weightPct; legs keep their order;
//   - no whitespace; strings escape only `"`, `\` and control characters (\b \t \n \f \r, else
//     \u00xx lowercase); everything else is literal UTF-8;
//   - numbers as ECMAScript prints them: shortest round-trip digits, no trailing zeros or plus sign,
//     integers without a fraction (40, not 40.0), exponent form only below 1e-6 or from 1e21;
//     -0 prints as 0.
//
// recHash = keccak256(canonical). planId = keccak256(canonical ‖ uint256(timestamp)), the timestamp
// the request's Unix seconds as a 32-byte big-endian word (abi.encodePacked(bytes, uint256)).
// assessedRisk = riskScore rounded half away from zero, clamped to 0..10000; maxRisk =
// min(assessedRisk + 1500, 10000); expiry = timestamp + 900.
//
// The package is free of HTTP: the api package decodes requests into its types and serves what
// it returns.
package agent
