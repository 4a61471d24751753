// Compiles the Solidity sources under src/ with the pinned solc from node_modules and writes one
// artifact per contract (ABI + creation bytecode) as stable, indented JSON.
//
//   node compile.js [outDir]      (default: ./artifacts)
//
// The output is deterministic: same sources and solc version, same bytes. Imports resolve from
// node_modules (@openzeppelin/contracts, @account-abstraction/contracts, and for UniswapV3Venue Uniswap's
// published interfaces and v4-core's math libraries).
//
// Third-party contracts deployed as their publishers built them (Uniswap v3, WETH9) are not compiled:
// their published npm artifacts are copied, ABI and creation bytecode unchanged, into the same artifact
// shape, with the package and version they came from in `compiler`.
'use strict';

const fs = require('fs');
const path = require('path');
const solc = require('solc');

const root = __dirname;
const outDir = path.resolve(process.argv[2] || path.join(root, 'artifacts'));

// Contracts whose artifacts are kept, by source unit; interfaces are kept for their ABI.
const wanted = {
  'src/tokens/USDG.sol': ['USDG'],
  'src/tokens/AssetToken.sol': ['AssetToken'],
  'src/tokens/HolderListedToken.sol': ['HolderListedToken'],
  'src/oracle/PriceFeed.sol': ['PriceFeed'],
  'src/oracle/AggregatorV3Interface.sol': ['AggregatorV3Interface'],
  'src/Multicall3.sol': ['Multicall3'],
  'src/permit2/Permit2.sol': ['Permit2'],
  'src/permit2/ISignatureTransfer.sol': ['ISignatureTransfer'],
  'src/venues/IVenue.sol': ['IVenue'],
  'src/venues/ConstantProductPool.sol': ['ConstantProductPool'],
  'src/venues/OracleMarketMaker.sol': ['OracleMarketMaker'],
  'src/venues/DepthBook.sol': ['DepthBook'],
  'src/venues/UniswapV3Venue.sol': ['UniswapV3Venue'],
  'src/Settlement.sol': ['Settlement'],
  'src/test/TimedAccount.sol': ['TimedAccount'],
  'src/test/HolderListTestToken.sol': ['HolderListTestToken'],
  'src/test/BurnerAccount.sol': ['BurnerAccount'],
  'src/test/BlockBoundAccount.sol': ['BlockBoundAccount'],
  'src/grove/GroveVault.sol': ['GroveVault'],
  'src/agent/AgentRecord.sol': ['AgentRecord'],
  'src/agent/IdentityRegistry.sol': ['IdentityRegistry'],
  'src/aa/VeraAccount.sol': ['VeraAccount'],
  'src/aa/VeraAccountFactory.sol': ['VeraAccountFactory'],
  'src/aa/SponsorPaymaster.sol': ['SponsorPaymaster'],
  'src/arbitrum/ArbSysStandIn.sol': ['ArbSysStandIn'],
  'src/arbitrum/NodeInterfaceStandIn.sol': ['NodeInterfaceStandIn'],
  '@account-abstraction/contracts/core/EntryPoint.sol': ['EntryPoint'],
  '@account-abstraction/contracts/core/EntryPointSimulations.sol': ['EntryPointSimulations'],
  // Chainlink publishes sources only: the world chain's feeds are its mock, compiled here unchanged.
  '@chainlink/contracts/src/v0.8/shared/mocks/MockV3Aggregator.sol': ['MockV3Aggregator'],
};

// Contracts whose runtime bytecode is kept too: EntryPointSimulations is never deployed, its code is
// put at the EntryPoint's address in a state override to estimate a user operation's gas; the
// Arbitrum stand-ins are put at the precompiles' addresses in the devnet's genesis.
const withRuntime = new Set(['EntryPointSimulations', 'ArbSysStandIn', 'NodeInterfaceStandIn']);

// Published artifacts copied as they are: artifact name -> package and the artifact's path in it.
const published = {
  WETH9: ['@uniswap/v2-periphery', 'build/WETH9.json'],
  UniswapV3Factory: ['@uniswap/v3-core', 'artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json'],
  UniswapV3Pool: ['@uniswap/v3-core', 'artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json'],
  NonfungiblePositionManager: ['@uniswap/v3-periphery', 'artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json'],
  QuoterV2: ['@uniswap/v3-periphery', 'artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json'],
  SwapRouter02: ['@uniswap/swap-router-contracts', 'artifacts/contracts/SwapRouter02.sol/SwapRouter02.json'],
};

function readSource(p) {
  const local = path.join(root, p);
  if (p.startsWith('src/') && fs.existsSync(local)) return fs.readFileSync(local, 'utf8');
  const dep = path.join(root, 'node_modules', p);
  if (fs.existsSync(dep)) return fs.readFileSync(dep, 'utf8');
  return null;
}

const sources = {};
for (const unit of Object.keys(wanted).sort()) {
  const content = readSource(unit);
  if (content === null) throw new Error(`cannot read source ${unit}`);
  sources[unit] = { content };
}

const input = {
  language: 'Solidity',
  sources,
  settings: {
    evmVersion: 'cancun',
    optimizer: { enabled: true, runs: 200 },
    metadata: { bytecodeHash: 'none' },
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
  },
};

function findImports(p) {
  const content = readSource(p);
  if (content === null) return { error: `import not found: ${p}` };
  return { contents: content };
}

const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports }));
const errors = (output.errors || []).filter((e) => e.severity === 'error');
for (const e of output.errors || []) {
  if (e.severity === 'error') process.stderr.write(e.formattedMessage + '\n');
}
if (errors.length > 0) process.exit(1);

fs.mkdirSync(outDir, { recursive: true });
for (const [unit, names] of Object.entries(wanted)) {
  for (const name of names) {
    const c = output.contracts[unit] && output.contracts[unit][name];
    if (!c) throw new Error(`no output for ${unit}:${name}`);
    const artifact = {
      contractName: name,
      sourceName: unit,
      compiler: `solc ${solc.version()}`,
      abi: c.abi,
      bytecode: c.evm.bytecode.object ? '0x' + c.evm.bytecode.object : '0x',
    };
    if (withRuntime.has(name)) artifact.deployedBytecode = '0x' + c.evm.deployedBytecode.object;
    fs.writeFileSync(path.join(outDir, `${name}.json`), JSON.stringify(artifact, null, 2) + '\n');
  }
}
for (const [name, [pkg, file]] of Object.entries(published)) {
  const dir = path.join(root, 'node_modules', pkg);
  const version = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
  const a = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  // Hardhat artifacts carry 0x-prefixed bytecode; v2-periphery's build output does not.
  let bytecode = typeof a.bytecode === 'string' ? a.bytecode : a.evm.bytecode.object;
  if (!bytecode.startsWith('0x')) bytecode = '0x' + bytecode;
  const links = a.linkReferences || (a.evm && a.evm.bytecode.linkReferences) || {};
  if (Object.keys(links).length > 0) throw new Error(`${pkg}/${file} needs linking`);
  const artifact = {
    contractName: name,
    sourceName: `${pkg}/${file}`,
    compiler: `npm ${pkg}@${version}`,
    abi: a.abi,
    bytecode,
  };
  fs.writeFileSync(path.join(outDir, `${name}.json`), JSON.stringify(artifact, null, 2) + '\n');
}
