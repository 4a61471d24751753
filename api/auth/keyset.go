package auth

import (
	"context"
	"encoding/json"
	"sync/atomic"

	"github.com/MicahParks/jwkset"
)

// KeySet is a key set in memory that counts its changes, so that a Verifier can tell with one
// atomic read that the set is the one a remembered token was verified against. Every change
// goes through its methods (KeyWrite, KeyDelete, KeyReplaceAll).
type KeySet struct {
	mem *jwkset.MemoryJWKSet
	gen atomic.Uint64
}

// NewKeySet returns an empty set.
func NewKeySet() *KeySet { return &KeySet{mem: jwkset.NewMemoryStorage()} }

// Generation changes with every change of the set, after the change.
func (k *KeySet) Generation() uint64 { return k.gen.Load() }

// KeyDelete implements jwkset.Storage.
func (k *KeySet) KeyDelete(ctx context.Context, keyID string) (bool, error) {
	defer k.gen.Add(1)
	return k.mem.KeyDelete(ctx, keyID)
}

// KeyRead implements jwkset.Storage.
func (k *KeySet) KeyRead(ctx context.Context, keyID string) (jwkset.JWK, error) {
	return k.mem.KeyRead(ctx, keyID)
}

// KeyReadAll implements jwkset.Storage.
func (k *KeySet) KeyReadAll(ctx context.Context) ([]jwkset.JWK, error) { return k.mem.KeyReadAll(ctx) }

// KeyWrite implements jwkset.Storage.
func (k *KeySet) KeyWrite(ctx context.Context, jwk jwkset.JWK) error {
	defer k.gen.Add(1)
	return k.mem.KeyWrite(ctx, jwk)
}

// KeyReplaceAll implements jwkset.Storage.
func (k *KeySet) KeyReplaceAll(ctx context.Context, given []jwkset.JWK) error {
	defer k.gen.Add(1)
	return k.mem.KeyReplaceAll(ctx, given)
}

// JSON implements jwkset.Storage.
func (k *KeySet) JSON(ctx context.Context) (json.RawMessage, error) { return k.mem.JSON(ctx) }

// JSONPublic implements jwkset.Storage.
func (k *KeySet) JSONPublic(ctx context.Context) (json.RawMessage, error) {
	return k.mem.JSONPublic(ctx)
}

// JSONPrivate implements jwkset.Storage.
func (k *KeySet) JSONPrivate(ctx context.Context) (json.RawMessage, error) {
	return k.mem.JSONPrivate(ctx)
}

// JSONWithOptions implements jwkset.Storage.
func (k *KeySet) JSONWithOptions(ctx context.Context, m jwkset.JWKMarshalOptions, v jwkset.JWKValidateOptions) (json.RawMessage, error) {
	return k.mem.JSONWithOptions(ctx, m, v)
}

// Marshal implements jwkset.Storage.
func (k *KeySet) Marshal(ctx context.Context) (jwkset.JWKSMarshal, error) { return k.mem.Marshal(ctx) }

// MarshalWithOptions implements jwkset.Storage.
func (k *KeySet) MarshalWithOptions(ctx context.Context, m jwkset.JWKMarshalOptions, v jwkset.JWKValidateOptions) (jwkset.JWKSMarshal, error) {
	return k.mem.MarshalWithOptions(ctx, m, v)
}

var _ jwkset.Storage = (*KeySet)(nil)
