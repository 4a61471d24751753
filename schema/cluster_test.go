package schema_test

import (
	"context"
	"testing"
	"time"

	"github.com/vera-invest/vera/schema"
	"github.com/vera-invest/vera/schema/schematest"
)

func TestClusterMigrateCreatesReplicatedShards(t *testing.T) {
	db := schematest.EmptyCluster(t)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	start := time.Now()
	n, err := schema.Migrate(ctx, db, nil)
	if err != nil {
		t.Fatalf("migrate on the cluster: %v", err)
	}
	t.Logf("applied %d migrations on the cluster in %s", n, time.Since(start))
}
