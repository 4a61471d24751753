package agent

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain/contracts/bindings/agentrecord"
)

// Fixed values of the card, copied into each card so that no caller can change them.
var (
	skills         = []string{"portfolio-allocation", "plain-language-allocation", "dca-autopilot", "trading-strategy", "risk-management"}
	domains        = []string{"finance", "investing", "real-world-assets"}
	supportedTrust = []string{"reputation"}
)

// RegistrationType is the ERC-8004 registration file type.
const RegistrationType = "https://eips.ethereum.org/EIPS/eip-8004#registration-v1"

// CardConfig holds the card's configured values.
type CardConfig struct {
	// BaseURL is the service's public origin, without a trailing slash ("https://vera.example").
	BaseURL     string
	Name        string // default "Vera"
	Description string
	Version     string // metadata.version
	ChainName   string // default "Robinhood Chain"
	ChainID     int64  // default 4663
	ExplorerURL string // default "https://explorer.chain.robinhood.com"

	// The service's own identity registry on ChainID, and the agent's id there (default 1).
	IdentityRegistry common.Address
	AgentID          int64
	// record is the record contract whose agentSigner() the card reports.
	Record common.Address
	// LastKnownSigner is reported when the live read fails or does not answer in time.
	LastKnownSigner common.Address
	// ReadTimeout bounds the live agentSigner() read, and how long a request waits for one
	// (default 2s); past it the request answers the last-known signer.
	ReadTimeout time.Duration

	// The canonical identity on the Base network: agentId and registry address.
	CanonicalAgentID  int64
	CanonicalRegistry common.Address
	// CanonicalChainID is Base mainnet, 8453, by default.
	CanonicalChainID int64
}

func (c CardConfig) withDefaults() CardConfig {
	c.BaseURL = strings.TrimRight(c.BaseURL, "/")
	if c.Name == "" {
		c.Name = "Vera"
	}
	if c.Description == "" {
		c.Description = "Vera allocates plain-language investing goals into tokenized stocks and funds on Robinhood Chain, signs a risk assessment for every plan and records it on-chain with the buys."
	}
	if c.Version == "" {
		c.Version = "1.0.0"
	}
	if c.ChainName == "" {
		c.ChainName = "Robinhood Chain"
	}
	if c.ChainID == 0 {
		c.ChainID = 4663
	}
	if c.ExplorerURL == "" {
		c.ExplorerURL = "https://explorer.chain.robinhood.com"
	}
	if c.AgentID == 0 {
		c.AgentID = 1
	}
	if c.ReadTimeout <= 0 {
		c.ReadTimeout = 2 * time.Second
	}
	if c.CanonicalChainID == 0 {
		c.CanonicalChainID = 8453
	}
	return c
}

// Card is the agent discovery card.
type Card struct {
	Name           string         `json:"name"`
	Description    string         `json:"description"`
	Image          string         `json:"image" openapi:"format=uri"`
	Active         bool           `json:"active" openapi:"const=true"`
	Persona        persona        `json:"persona"`
	Services       services       `json:"services"`
	Endpoints      endpoints      `json:"endpoints"`
	SupportedTrust []string       `json:"supportedTrust" openapi:"const=[\"reputation\"]"`
	Skills         []string       `json:"skills" openapi:"items.enum=portfolio-allocation,items.enum=plain-language-allocation,items.enum=dca-autopilot,items.enum=trading-strategy,items.enum=risk-management"`
	Domains        []string       `json:"domains" openapi:"const=[\"finance\",\"investing\",\"real-world-assets\"]"`
	X402           bool           `json:"x402" openapi:"const=false"`
	Registrations  []registration `json:"registrations"`
	Metadata       Metadata       `json:"metadata"`
}

// persona of the card.
type persona struct {
	Role  string `json:"role"`
	Blurb string `json:"blurb"`
}

// services of the card.
type services struct {
	Web url `json:"web"`
}

// url wraps one URL.
type url struct {
	URL string `json:"url"`
}

// endpoints of the card: URLs on the service's host.
type endpoints struct {
	App        string `json:"app"`
	Agent      string `json:"agent"`
	Strategies string `json:"strategies"`
}

// registration is one identity-registry entry.
type registration struct {
	AgentID       int64  `json:"agentId"`
	AgentRegistry string `json:"agentRegistry" openapi:"pattern=^eip155:[0-9]+:0x[0-9a-fA-F]{40}$"`
	Note          string `json:"note,omitempty"`
}

// Metadata of the card.
type Metadata struct {
	Version          string `json:"version"`
	Chain            string `json:"chain"`
	ChainID          int64  `json:"chainId" openapi:"const=4663"`
	App              string `json:"app"`
	Demo             string `json:"demo"`
	AgentPage        string `json:"agentPage"`
	Explorer         string `json:"explorer"`
	IdentityRegistry string `json:"identityRegistry" openapi:"pattern=^0x[0-9a-fA-F]{40}$"`
	AgentID          int64  `json:"agentId" openapi:"const=1"`
	AgentSigner      string `json:"agentSigner" openapi:"pattern=^0x[0-9a-fA-F]{40}$"`
	Note             string `json:"note"`
}

// Service is one entry of the ERC-8004 registration file's services.
type Service struct {
	Name     string `json:"name"`
	Endpoint string `json:"endpoint"`
	Version  string `json:"version,omitempty"`
}

// RegistrationFile is the ERC-8004 registration file (registration-v1).
type RegistrationFile struct {
	Type           string         `json:"type" openapi:"const=https://eips.ethereum.org/EIPS/eip-8004#registration-v1"`
	Name           string         `json:"name"`
	Description    string         `json:"description"`
	Image          string         `json:"image"`
	Services       []Service      `json:"services"`
	X402Support    bool           `json:"x402Support"`
	Active         bool           `json:"active"`
	Registrations  []registration `json:"registrations"`
	SupportedTrust []string       `json:"supportedTrust"`
}

// Cards builds the card and the registration file. The card's signer is read live, but reads are
// coalesced: a request waits for the next agentSigner() read that starts after it arrived, and that
// one read answers every request waiting on it. A flood of card requests therefore costs at most one
// read in flight at any time (one after another, never from a timer), and with the caller on its own
// RPC lane (chain.LanePublic) it cannot take the budget of anything else.
type Cards struct {
	cfg    CardConfig
	caller ethereum.ContractCaller
	abi    *agentrecord.AgentRecord

	mu      sync.Mutex
	reading bool        // a read is in flight
	next    *signerRead // the read that new arrivals wait for; it starts when the one in flight ends
	reads   atomic.Uint64
}

// signerRead is one agentSigner() read and the requests waiting on it; done closes when addr and
// err are set.
type signerRead struct {
	done    chan struct{}
	waiters int // requests that joined it, under Cards.mu
	addr    common.Address
	err     error
}

// NewCards returns a builder reading agentSigner() through caller (nil: always the last-known signer).
func NewCards(cfg CardConfig, caller ethereum.ContractCaller) *Cards {
	return &Cards{cfg: cfg.withDefaults(), caller: caller, abi: agentrecord.NewAgentRecord()}
}

// signer returns the record contract's agentSigner() from a read that started after this call did, or
// the last-known signer and the reason when that read fails or does not answer within ReadTimeout
// (or before ctx ends).
func (c *Cards) Signer(ctx context.Context) (common.Address, error) {
	if c.caller == nil {
		return c.lastKnown(), errors.New("no chain reader configured")
	}
	r := c.join()
	timer := time.NewTimer(c.cfg.ReadTimeout)
	defer timer.Stop()
	select {
	case <-r.done:
		if r.err != nil {
			return c.lastKnown(), r.err
		}
		return r.addr, nil
	case <-timer.C:
		return c.lastKnown(), fmt.Errorf("no agentSigner() answer from %s within %v", c.cfg.Record.Hex(), c.cfg.ReadTimeout)
	case <-ctx.Done():
		return c.lastKnown(), fmt.Errorf("agentSigner() of %s: %w", c.cfg.Record.Hex(), ctx.Err())
	}
}

// Reads counts the agentSigner() reads made so far.
func (c *Cards) Reads() uint64 { return c.reads.Load() }

// join returns the read the caller waits for: a new one started now when none is in flight, else the
// one queued to start after the read in flight (which began before the caller arrived).
func (c *Cards) join() *signerRead {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.next == nil {
		c.next = &signerRead{done: make(chan struct{})}
	}
	r := c.next
	r.waiters++
	if !c.reading {
		c.reading, c.next = true, nil
		go c.readLoop(r)
	}
	return r
}

// readLoop runs r, then the read queued meanwhile, until none is queued. Each read is bounded by
// ReadTimeout, so the goroutine ends within that of its last waiter's arrival.
func (c *Cards) readLoop(r *signerRead) {
	for r != nil {
		r.addr, r.err = c.readSigner()
		close(r.done)
		c.mu.Lock()
		r, c.next = c.next, nil
		c.reading = r != nil
		c.mu.Unlock()
	}
}

// readSigner reads agentSigner() once, on a context of its own: it answers several requests, so no
// one request's cancellation may cut it short.
func (c *Cards) readSigner() (common.Address, error) {
	ctx, cancel := context.WithTimeout(context.Background(), c.cfg.ReadTimeout)
	defer cancel()
	c.reads.Add(1)
	raw, err := c.caller.CallContract(ctx, ethereum.CallMsg{To: &c.cfg.Record, Data: c.abi.PackAgentSigner()}, nil)
	if err != nil {
		return common.Address{}, fmt.Errorf("cannot read agentSigner() of %s: %w", c.cfg.Record.Hex(), err)
	}
	addr, err := c.abi.UnpackAgentSigner(raw)
	if err != nil || addr == (common.Address{}) {
		return common.Address{}, fmt.Errorf("bad agentSigner() answer from %s: %v", c.cfg.Record.Hex(), err)
	}
	return addr, nil
}

// lastKnown is the configured last-known signer, the spec's fallback.
func (c *Cards) lastKnown() common.Address { return c.cfg.LastKnownSigner }

func (c *Cards) canonical() registration {
	return registration{
		AgentID:       c.cfg.CanonicalAgentID,
		AgentRegistry: fmt.Sprintf("eip155:%d:%s", c.cfg.CanonicalChainID, c.cfg.CanonicalRegistry.Hex()),
		Note:          "Canonical identity in the ERC-8004 identity registry on the Base network.",
	}
}

// Card returns the discovery card. It never fails: a failed signer read falls back to the last-known
// signer (the error is returned alongside for logging).
func (c *Cards) Card(ctx context.Context) (Card, error) {
	signer, readErr := c.Signer(ctx)
	b := c.cfg.BaseURL
	return Card{
		Name:        c.cfg.Name,
		Description: c.cfg.Description,
		Image:       b + "/icon-512.png",
		Active:      true,
		Persona: persona{
			Role:  "Investing agent",
			Blurb: "Turns a plain-language goal into a diversified basket of tokenized stocks and funds, with a signed risk assessment recorded on-chain next to the buys.",
		},
		Services:       services{Web: url{URL: b + "/"}},
		Endpoints:      endpoints{App: b + "/app", Agent: b + "/agent", Strategies: b + "/api/strategies"},
		SupportedTrust: append([]string(nil), supportedTrust...),
		Skills:         append([]string(nil), skills...),
		Domains:        append([]string(nil), domains...),
		X402:           false,
		Registrations:  []registration{c.canonical()},
		Metadata: Metadata{
			Version:          c.cfg.Version,
			Chain:            c.cfg.ChainName,
			ChainID:          c.cfg.ChainID,
			App:              b + "/app",
			Demo:             b + "/demo",
			AgentPage:        b + "/agent",
			Explorer:         c.cfg.ExplorerURL,
			IdentityRegistry: c.cfg.IdentityRegistry.Hex(),
			AgentID:          c.cfg.AgentID,
			AgentSigner:      signer.Hex(),
			Note: fmt.Sprintf("Agent #%d in the service's own identity registry on chain %d. Risk assessments are EIP-712 RiskInference signatures by agentSigner; read it from the record contract %s, it can rotate.",
				c.cfg.AgentID, c.cfg.ChainID, c.cfg.Record.Hex()),
		},
	}, readErr
}

// registration returns the ERC-8004 registration file, consistent with the card: the same name,
// description, image and trust models, the web and card services, and both identities (canonical on
// Base first, then agent #1 on ChainID).
func (c *Cards) Registration() RegistrationFile {
	b := c.cfg.BaseURL
	return RegistrationFile{
		Type:        RegistrationType,
		Name:        c.cfg.Name,
		Description: c.cfg.Description,
		Image:       b + "/icon-512.png",
		Services: []Service{
			{Name: "web", Endpoint: b + "/"},
			{Name: "agent-card", Endpoint: b + "/.well-known/agent-card.json", Version: c.cfg.Version},
		},
		X402Support: false,
		Active:      true,
		Registrations: []registration{
			{AgentID: c.cfg.CanonicalAgentID, AgentRegistry: c.canonical().AgentRegistry},
			{AgentID: c.cfg.AgentID, AgentRegistry: fmt.Sprintf("eip155:%d:%s", c.cfg.ChainID, c.cfg.IdentityRegistry.Hex())},
		},
		SupportedTrust: append([]string(nil), supportedTrust...),
	}
}
