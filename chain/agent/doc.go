// Package agent builds the agent's public identity documents: the discovery card served at
// /.well-known/agent-card.json, the ERC-8004 registration file at /.well-known/agent-registration.json,
// and the contracts listing of GET /api/contracts. It is free of HTTP: the api package serves what it
// returns.
//
// The card's metadata.agentSigner is read live from the record contract's agentSigner() on every
// call, with a short timeout; when the read fails the configured last-known signer is used instead,
// and the card is still returned.
package agent
