package auth_test

import (
	"context"
	"errors"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/api/auth"
)

type recordingVoucher struct {
	users  []string
	owners [][]common.Address
	err    error
}

func (r *recordingVoucher) Vouch(_ context.Context, userID string, owners []common.Address) error {
	r.users, r.owners = append(r.users, userID), append(r.owners, owners)
	return r.err
}

func TestVouchingVouchesForEveryReadOwner(t *testing.T) {
	owner := "0x00000000000000000000000000000000000000a1"
	dir := auth.StaticWallets{
		"alice": {{WalletID: "w1", Owner: owner, SmartAccount: "0x00000000000000000000000000000000000000b1"}, {WalletID: "w2", Owner: "not an address"}},
	}
	tests := []struct {
		name       string
		user       string
		voucherErr error
		wantOwners []common.Address
		wantErr    bool
		wantVouch  bool
	}{
		{name: "owners vouched, a malformed one left out", user: "alice", wantOwners: []common.Address{common.HexToAddress(owner)}, wantVouch: true},
		{name: "a user without wallets vouches nothing", user: "bob"},
		{name: "a failed vouch fails the read", user: "alice", voucherErr: errors.New("directory down"), wantErr: true, wantVouch: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := &recordingVoucher{err: tt.voucherErr}
			ws, err := auth.Vouching{Dir: dir, Voucher: v}.Wallets(context.Background(), tt.user)
			if (err != nil) != tt.wantErr {
				t.Fatalf("err = %v, want error %v", err, tt.wantErr)
			}
			if tt.wantErr && ws != nil {
				t.Fatalf("wallets %v returned with the error", ws)
			}
			if got := len(v.users) > 0; got != tt.wantVouch {
				t.Fatalf("vouched = %v, want %v", got, tt.wantVouch)
			}
			if tt.wantVouch && !tt.wantErr && (v.users[0] != tt.user || len(v.owners[0]) != len(tt.wantOwners) || v.owners[0][0] != tt.wantOwners[0]) {
				t.Fatalf("vouched %v for %v, want %v for %s", v.owners, v.users, tt.wantOwners, tt.user)
			}
		})
	}
}
