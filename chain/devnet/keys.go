package devnet

import (
	"crypto/ecdsa"
	"crypto/hmac"
	"crypto/pbkdf2"
	"crypto/sha512"
	"encoding/binary"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/crypto"
)

// testMnemonic is the well-known development mnemonic of anvil and hardhat. Its accounts
// (m/44'/60'/0'/0/i) are public: never use them outside a devnet.
const testMnemonic = "test test test test test test test test test test test junk"

// Index of the first demo user's owner key in TestMnemonic's accounts; dev accounts are 0..9.
const demoKeyOffset = 100

// Devnet-only keys derived from public seeds, so that every restart deploys to the same addresses.
// They are public by construction.
var (
	deployerSeed = []byte("vera devnet deployer v1")
	agentSeed    = []byte("vera devnet agent signer v1")
	sponsorSeed  = []byte("vera devnet sponsor signer v1")
	relaySeed    = []byte("vera devnet relay v1")
)

// DeployerKey is the key that deploys and owns every devnet contract (and mints USDG).
func DeployerKey() *ecdsa.PrivateKey { return seedKey(deployerSeed) }

// AgentKey is the devnet's agent signer key (the record contract's initial agentSigner).
func AgentKey() *ecdsa.PrivateKey { return seedKey(agentSeed) }

// SponsorKey is the devnet's sponsor key (the paymaster's initial signer of sponsorships).
func SponsorKey() *ecdsa.PrivateKey { return seedKey(sponsorSeed) }

// RelayKey is the devnet's relay (bundler) key: it submits handleOps and pays their gas up front. The
// devnet funds it with RelayETH at genesis.
func RelayKey() *ecdsa.PrivateKey { return seedKey(relaySeed) }

// DevKey returns dev account i of TestMnemonic (m/44'/60'/0'/0/i).
func DevKey(i uint32) (*ecdsa.PrivateKey, error) { return mnemonicKey(testMnemonic, i) }

// DemoOwnerKey returns the embedded-wallet key of demo user n (1-based): TestMnemonic account 100+n-1.
func DemoOwnerKey(n int) (*ecdsa.PrivateKey, error) {
	if n < 1 {
		return nil, fmt.Errorf("demo user %d: numbering starts at 1", n)
	}
	return mnemonicKey(testMnemonic, uint32(demoKeyOffset+n-1))
}

// devUserSeed prefixes the user id in DevUserKey's seed.
const devUserSeed = "vera devnet embedded wallet v1:"

// DevUserKey is the embedded-wallet owner key dev mode gives user id userID the first time it
// sees it: keccak256 of a public seed and the id, so every id has its own key, the same across
// restarts. Public by construction: devnet only.
func DevUserKey(userID string) *ecdsa.PrivateKey { return seedKey([]byte(devUserSeed + userID)) }

func seedKey(seed []byte) *ecdsa.PrivateKey {
	key, err := crypto.ToECDSA(crypto.Keccak256(seed))
	if err != nil {
		panic("BUG: devnet seed key: " + err.Error())
	}
	return key
}

// mnemonicKey derives the BIP-44 Ethereum key m/44'/60'/0'/0/index of a BIP-39 mnemonic (no
// passphrase).
func mnemonicKey(mnemonic string, index uint32) (*ecdsa.PrivateKey, error) {
	seed, err := pbkdf2.Key(sha512.New, mnemonic, []byte("mnemonic"), 2048, 64)
	if err != nil {
		return nil, fmt.Errorf("cannot stretch mnemonic: %w", err)
	}
	return deriveBIP32(seed, []uint32{44 | hardened, 60 | hardened, 0 | hardened, 0, index})
}

const hardened = 0x80000000

func deriveBIP32(seed []byte, path []uint32) (*ecdsa.PrivateKey, error) {
	n := crypto.S256().Params().N
	mac := hmac.New(sha512.New, []byte("Bitcoin seed"))
	mac.Write(seed)
	I := mac.Sum(nil)
	k := new(big.Int).SetBytes(I[:32])
	chainCode := I[32:]
	for _, idx := range path {
		var data []byte
		if idx >= hardened {
			data = append([]byte{0}, k.FillBytes(make([]byte, 32))...)
		} else {
			priv, err := crypto.ToECDSA(k.FillBytes(make([]byte, 32)))
			if err != nil {
				return nil, fmt.Errorf("bad intermediate key: %w", err)
			}
			data = crypto.CompressPubkey(&priv.PublicKey)
		}
		data = binary.BigEndian.AppendUint32(data, idx)
		mac := hmac.New(sha512.New, chainCode)
		mac.Write(data)
		I := mac.Sum(nil)
		il := new(big.Int).SetBytes(I[:32])
		if il.Cmp(n) >= 0 {
			return nil, fmt.Errorf("invalid child at index %d", idx)
		}
		k = il.Add(il, k)
		k.Mod(k, n)
		if k.Sign() == 0 {
			return nil, fmt.Errorf("invalid child at index %d", idx)
		}
		chainCode = I[32:]
	}
	return crypto.ToECDSA(k.FillBytes(make([]byte, 32)))
}
