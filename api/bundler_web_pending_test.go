package api_test

import (
	"bufio"
	"context"
	"crypto/ecdsa"
	"math/big"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	esbuild "github.com/evanw/esbuild/pkg/api"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccount"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccountfactory"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/relay"
	"github.com/vera-invest/vera/sponsor/sponsortest"
)

// webPendingScript runs the web app's own sending (web/src/lib/chain.ts's sendSponsored) and words
// (web/src/lib/failure.ts) under node with viem, against the bundler route, while an Autopilot run of
// the same account is pending: viem's send is refused in words naming the run; the app's send waits,
// says so, and goes once the run is mined: prepared and signed again after the run that deployed the
// account, sent with its one signature after a run on a deployed account.
const webPendingScript = `
import assert from 'node:assert/strict'
import { createInterface } from 'node:readline'
import { createPublicClient, defineChain, encodeFunctionData, http, parseAbi } from 'viem'
import { createBundlerClient, createPaymasterClient } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { toVeraSmartAccount } from '../../sdk/vera-account.js'
import { sendSponsored } from './chain'
import { explainFailure, pendingRefusal } from './failure'

const base = process.env.VERA_URL, rpc = process.env.RPC_URL
globalThis.location = { href: base + '/' }
const c = await (await fetch(base + '/api/contracts')).json()
const chain = defineChain({ id: c.chainId, name: 'devnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpc] } } })
const client = createPublicClient({ chain, transport: http(rpc) })
const account = await toVeraSmartAccount({ client, owner: privateKeyToAccount(process.env.OWNER_KEY), factory: c.accountFactory, entryPoint: c.entryPoint })
let signatures = 0
const sign = account.signUserOperation
account.signUserOperation = (op) => { signatures++; return sign(op) }
const approve = (n) => [{ to: c.usdg, data: encodeFunctionData({ abi: parseAbi(['function approve(address,uint256)']), functionName: 'approve', args: [c.permit2, n] }) }]
const said = []
const progress = (s) => { said.push(s); console.log('progress: ' + s) }
const stdin = createInterface({ input: process.stdin })[Symbol.asyncIterator]()

const transport = http(base + '/api/bundler')
const bundler = createBundlerClient({ account, client, paymaster: createPaymasterClient({ transport }), transport })
const refused = await bundler.sendUserOperation({ calls: approve(1n) }).then(() => null, (x) => x)
assert.deepEqual(pendingRefusal(refused), { autopilot: true }, String(refused))
assert.equal(explainFailure(refused), 'Your previous transaction (an Autopilot run) is still being confirmed; try again in a few seconds.')

signatures = 0
const first = await sendSponsored(client, account, approve(2n), progress)
assert.ok(first.success)
assert.ok(said.some((s) => s.includes('(an Autopilot run) is still being confirmed; this one is sent as soon as it is')))
assert.equal(signatures, 2, 'the run deployed the account: the op is prepared and signed again')
console.log('ready for the second run')
await stdin.next()

said.length = 0
signatures = 0
const second = await sendSponsored(client, account, approve(3n), progress)
assert.ok(second.success)
assert.ok(said.some((s) => s.includes('(an Autopilot run) is still being confirmed')))
assert.equal(signatures, 1, 'the same signed op is sent once the run is mined')
console.log('done')
process.exit(0)
`

// TestWebAppWaitsForAPendingAutopilotRun: a manual investment's op while an Autopilot run of the same
// account is pending (the relay's Submit, as Autopilot sends it) is refused by the relay, one op in
// flight per account; the web app says so in words and waits, then sends it (webPendingScript, the
// app's own TypeScript bundled by esbuild, run under node against the route, blocks sealed when the
// script reaches each step).
func TestWebAppWaitsForAPendingAutopilotRun(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatal("node is required (Debian package nodejs; make test installs it)")
	}
	webDir, err := filepath.Abs("../web")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(webDir, "node_modules", "viem", "package.json")); err != nil {
		t.Fatal("web/node_modules has no viem: run npm ci --prefix web (make test does)")
	}
	res := esbuild.Build(esbuild.BuildOptions{
		Stdin:  &esbuild.StdinOptions{Contents: webPendingScript, ResolveDir: filepath.Join(webDir, "src", "lib"), Sourcefile: "pending.check.ts", Loader: esbuild.LoaderTS},
		Bundle: true, Format: esbuild.FormatESModule, Platform: esbuild.PlatformNode, Target: esbuild.ES2022, Write: false, LogLevel: esbuild.LogLevelSilent,
	})
	if len(res.Errors) > 0 {
		t.Fatalf("bundle the script: %s", strings.Join(esbuild.FormatMessages(res.Errors, esbuild.FormatMessagesOptions{Kind: esbuild.ErrorMessage}), "\n"))
	}
	script := filepath.Join(t.TempDir(), "pending.check.mjs")
	if err := os.WriteFile(script, res.OutputFiles[0].Contents, 0o644); err != nil {
		t.Fatal(err)
	}

	f := newBundlerFixtureWith(t, devnet.Config{ListenAddr: "127.0.0.1:0", NoInstantBlocks: true, BlockInterval: -1})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() { _ = f.relay.Run(ctx) }()
	ownerKey, _ := crypto.GenerateKey()
	owner := crypto.PubkeyToAddress(ownerKey.PublicKey)
	sponsortest.Vouch(t, f.owners, "web-pending", owner)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- f.srv.ListenAndServe(ctx, ln, time.Second) }()
	defer func() { cancel(); <-done }()

	// The first run deploys the account, the second runs on it, each on its own nonce key.
	f.autopilotRun(t, ownerKey, 5, true)
	cmd := exec.CommandContext(ctx, node, script)
	cmd.Env = append(os.Environ(), "VERA_URL=http://"+ln.Addr().String(), "RPC_URL="+f.dev.Manifest().RPCURL,
		"OWNER_KEY="+hexutil.Encode(crypto.FromECDSA(ownerKey)))
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// Blocks: one when the app starts waiting on the run (the run is mined), then one every 200 ms
	// while the app waits for its own receipt.
	sealing := make(chan bool, 1)
	go func() {
		on := false
		tick := time.NewTicker(200 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case on = <-sealing:
			case <-tick.C:
				if on {
					f.dev.Commit()
				}
			}
		}
	}()
	lines := bufio.NewScanner(stdout)
	waited, finished := false, false
	for lines.Scan() {
		line := lines.Text()
		t.Log(line)
		switch {
		case strings.Contains(line, "is still being confirmed; this one is sent as soon as it is") && !waited:
			waited = true
			f.dev.Commit()
		case strings.HasPrefix(line, "progress: Sent."):
			sealing <- true
		case line == "ready for the second run":
			sealing <- false
			waited = false
			f.autopilotRun(t, ownerKey, 6, false)
			if _, err := stdin.Write([]byte("go\n")); err != nil {
				t.Fatal(err)
			}
		case line == "done":
			finished = true
		}
	}
	if err := cmd.Wait(); err != nil || !finished {
		t.Fatalf("the app's script: %v\n%s", err, stderr.String())
	}
}

// autopilotRun sends, as Autopilot does (the relay's Submit), a sponsored op of ownerKey's account of
// salt 0 on nonce key key, deploying the account when deploy; it stays pending until a block is sealed.
func (f *bundlerFixture) autopilotRun(t *testing.T, ownerKey *ecdsa.PrivateKey, key int64, deploy bool) {
	t.Helper()
	ctx := context.Background()
	owner := crypto.PubkeyToAddress(ownerKey.PublicKey)
	fac := veraaccountfactory.NewVeraAccountFactory()
	raw, err := f.dev.Client().CallContract(ctx, ethereum.CallMsg{To: &f.m.AccountFactory, Data: fac.PackGetAddress(owner, common.Big0)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	sender, err := fac.UnpackGetAddress(raw)
	if err != nil {
		t.Fatal(err)
	}
	tip, err := f.dev.Client().SuggestGasTipCap(ctx)
	if err != nil {
		t.Fatal(err)
	}
	head, err := f.dev.Client().HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	o := chain.UserOp{Sender: sender, Nonce: new(big.Int).Lsh(big.NewInt(key), 64),
		CallData:     veraaccount.NewVeraAccount().PackExecute(f.m.USDG, common.Big0, usdg.NewUSDG().PackApprove(f.m.Permit2, big.NewInt(key))),
		CallGasLimit: 80_000, VerificationGasLimit: 400_000, PreVerificationGas: 100_000,
		MaxFeePerGas: new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2))), MaxPriorityFeePerGas: tip}
	if deploy {
		o.Factory, o.FactoryData = &f.m.AccountFactory, fac.PackCreateAccount(owner, common.Big0)
	}
	s, err := f.relay.Sponsor(ctx, relay.Request{ChainID: f.m.ChainID, EntryPoint: f.m.EntryPoint, Op: o})
	if err != nil {
		t.Fatalf("sponsor the run: %v", err)
	}
	pm := common.HexToAddress(s.Paymaster)
	o.Paymaster, o.PaymasterData = &pm, common.FromHex(s.PaymasterData)
	o.PaymasterVerificationGasLimit = hexutil.MustDecodeUint64(s.PaymasterVerificationGasLimit)
	o.PaymasterPostOpGasLimit = hexutil.MustDecodeUint64(s.PaymasterPostOpGasLimit)
	if o.Signature, err = chain.NewKeySigner(ownerKey).SignDigest(ctx, common.HexToHash(s.UserOpHash)); err != nil {
		t.Fatal(err)
	}
	if _, err := f.relay.Submit(ctx, []entrypoint.PackedUserOperation{o.Packed()}); err != nil {
		t.Fatalf("the run's op: %v", err)
	}
}
