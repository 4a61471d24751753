package main

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/coord"
)

// TestRelayKeyOneReplica: two replicas configured with one relay key would race for its nonce and
// each spend the whole loss bound. The second to start waits for the first's session, then refuses
// to start naming the remedy; once the first stops, the key is free again. Another key is never
// held up.
func TestRelayKeyOneReplica(t *testing.T) {
	hosts := os.Getenv("VERA_TEST_COORD_HOSTS")
	if hosts == "" {
		t.Fatal("VERA_TEST_COORD_HOSTS is not set: this test needs a ZooKeeper (scripts/cluster.sh up)")
	}
	ctx := context.Background()
	replicas := make([]*coord.ZK, 2)
	for i := range replicas {
		z, err := coord.DialZK(ctx, coord.ZKConfig{Hosts: strings.Split(hosts, ","), SessionTimeout: 2 * time.Second, Root: "/vera-test-relay-" + t.Name()})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(z.Close)
		replicas[i] = z
	}
	key := common.HexToAddress("0x00000000000000000000000000000000000e1a70")

	unlock, err := claimRelayKey(ctx, replicas[0], key, time.Second)
	if err != nil {
		t.Fatalf("the first replica: %v", err)
	}
	_, err = claimRelayKey(ctx, replicas[1], key, 500*time.Millisecond)
	if !errors.Is(err, errRelayKeyInUse) || !strings.Contains(err.Error(), "--relay-key") {
		t.Fatalf("the second replica with the same key: %v; want errRelayKeyInUse naming --relay-key", err)
	}
	other, err := claimRelayKey(ctx, replicas[1], common.HexToAddress("0x00000000000000000000000000000000000e1a71"), time.Second)
	if err != nil {
		t.Fatalf("the second replica with its own key: %v", err)
	}
	other()
	unlock()
	again, err := claimRelayKey(ctx, replicas[1], key, time.Second)
	if err != nil {
		t.Fatalf("the key after the first replica stopped: %v", err)
	}
	again()
}
