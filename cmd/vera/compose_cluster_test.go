package main

import (
	"encoding/xml"
	"net"
	"net/netip"
	"net/url"
	"os"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// The cluster profile of docker-compose.yml: ClickHouse Keeper, 2 shards x 2 replicas of ClickHouse
// configured by deploy/cluster/clickhouse.xml, three vera replicas and a proxy configured by
// deploy/cluster/nginx.conf. No Docker engine runs in the tests, so this checks that the pieces name
// one another consistently: what each server's macros say, what the cluster definition lists, what
// the replicas dial, and what the proxy forwards to. TestComposeServicesStart runs every vera
// replica's command with its own arguments and environment, like the single-node service.

const (
	clusterProfile    = "cluster"
	clusterClickHouse = "../../deploy/cluster/clickhouse.xml"
	clusterKeeper     = "../../deploy/cluster/keeper.xml"
	clusterUsers      = "../../deploy/cluster/users.xml"
	clusterProxy      = "../../deploy/cluster/nginx.conf"
)

// clickhouseClusterConfig is what the servers read from deploy/cluster/clickhouse.xml.
type clickhouseClusterConfig struct {
	Clusters struct {
		Vera *struct {
			Secret struct {
				FromEnv string `xml:"from_env,attr"`
			} `xml:"secret"`
			Shards []struct {
				InternalReplication bool `xml:"internal_replication"`
				Replicas            []struct {
					Host string `xml:"host"`
					Port string `xml:"port"`
				} `xml:"replica"`
			} `xml:"shard"`
		} `xml:"vera"`
	} `xml:"remote_servers"`
	Keeper []struct {
		Host string `xml:"host"`
		Port string `xml:"port"`
	} `xml:"zookeeper>node"`
	Macros struct {
		Shard struct {
			FromEnv string `xml:"from_env,attr"`
		} `xml:"shard"`
		Replica struct {
			FromEnv string `xml:"from_env,attr"`
		} `xml:"replica"`
	} `xml:"macros"`
}

type keeperConfig struct {
	Port string `xml:"keeper_server>tcp_port"`
}

func readXML(t *testing.T, path string, into any) {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := xml.Unmarshal(raw, into); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
}

func (s composeService) inProfile(p string) bool { return slices.Contains(s.Profiles, p) }

// startedWith is what `docker compose --profile cluster up target` starts: target and, transitively,
// what it depends on.
func startedWith(f composeFile, target string) []string {
	seen := map[string]bool{}
	var visit func(string)
	visit = func(n string) {
		if seen[n] {
			return
		}
		seen[n] = true
		for dep := range f.Services[n].DependsOn {
			visit(dep)
		}
	}
	visit(target)
	out := make([]string, 0, len(seen))
	for n := range seen {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

func TestComposeClusterProfile(t *testing.T) {
	f, err := loadCompose(t, userVariables(t))
	if err != nil {
		t.Fatal(err)
	}
	var ch clickhouseClusterConfig
	readXML(t, clusterClickHouse, &ch)
	var keeper keeperConfig
	readXML(t, clusterKeeper, &keeper)

	var chServers, veraReplicas, profiled []string
	for name, s := range f.Services {
		switch {
		case !s.inProfile(clusterProfile):
			continue
		case strings.HasPrefix(s.Image, "clickhouse/clickhouse-server"):
			chServers = append(chServers, name)
		case s.runsVera():
			veraReplicas = append(veraReplicas, name)
		}
		profiled = append(profiled, name)
	}
	sort.Strings(chServers)
	sort.Strings(veraReplicas)
	if len(chServers) != 4 || len(veraReplicas) != 3 {
		t.Fatalf("the cluster profile has ClickHouse servers %v and vera replicas %v; want 2 shards x 2 replicas and 3 replicas", chServers, veraReplicas)
	}

	t.Run("the proxy starts the cluster and nothing of the single-node stack", func(t *testing.T) {
		got := startedWith(f, "proxy")
		want := append(slices.Clone(profiled), "chain", "deploy")
		sort.Strings(want)
		if !slices.Equal(got, want) {
			t.Errorf("`up proxy` starts %v, want %v", got, want)
		}
		for name, s := range f.Services {
			if s.inProfile(clusterProfile) {
				continue
			}
			for dep := range s.DependsOn {
				if f.Services[dep].inProfile(clusterProfile) {
					t.Errorf("%s, started by a plain `docker compose up`, depends on %s of the cluster profile", name, dep)
				}
			}
		}
	})

	t.Run("the cluster definition lists every server once, at its own shard", func(t *testing.T) {
		cl := ch.Clusters.Vera
		if cl == nil {
			t.Fatal("clickhouse.xml defines no cluster named vera")
		}
		if len(cl.Shards) != 2 {
			t.Fatalf("cluster vera has %d shards, want 2", len(cl.Shards))
		}
		listed := map[string]int{} // host -> shard number (1-based)
		for i, sh := range cl.Shards {
			if !sh.InternalReplication {
				t.Errorf("shard %d: internal_replication must be true, or a Distributed insert writes every replica itself", i+1)
			}
			if len(sh.Replicas) != 2 {
				t.Errorf("shard %d has %d replicas, want 2", i+1, len(sh.Replicas))
			}
			for _, r := range sh.Replicas {
				if _, dup := listed[r.Host]; dup {
					t.Errorf("%s is listed twice", r.Host)
				}
				listed[r.Host] = i + 1
				if r.Port != "9000" {
					t.Errorf("%s listed at port %s; the server's native port is 9000", r.Host, r.Port)
				}
			}
		}
		macros := map[[2]string]string{}
		for _, name := range chServers {
			s := f.Services[name]
			shard, replica := s.Environment[ch.Macros.Shard.FromEnv], s.Environment[ch.Macros.Replica.FromEnv]
			if shard == "" || replica == "" {
				t.Errorf("%s sets no %s/%s: its macros would be empty", name, ch.Macros.Shard.FromEnv, ch.Macros.Replica.FromEnv)
				continue
			}
			if other, dup := macros[[2]string{shard, replica}]; dup {
				t.Errorf("%s and %s are both shard %s replica %s: they would share one replica's ZooKeeper path", name, other, shard, replica)
			}
			macros[[2]string{shard, replica}] = name
			if s.Hostname != name {
				t.Errorf("%s has hostname %q; its replicas fetch parts from the name it announces, which must resolve", name, s.Hostname)
			}
			if at, ok := listed[name]; !ok {
				t.Errorf("%s is not in the cluster definition", name)
			} else if n, err := strconv.Atoi(shard); err != nil || n != at {
				t.Errorf("%s says it is shard %s, the cluster definition puts it in shard %d", name, shard, at)
			}
			if s.Environment[cl.Secret.FromEnv] == "" {
				t.Errorf("%s has no %s: the servers could not authenticate one another", name, cl.Secret.FromEnv)
			}
			if _, ok := findMount(s, "/etc/clickhouse-server/config.d/vera-cluster.xml"); !ok {
				t.Errorf("%s does not mount deploy/cluster/clickhouse.xml into config.d", name)
			}
			if _, ok := findMount(s, "/etc/clickhouse-server/users.d/vera-cluster.xml"); !ok {
				t.Errorf("%s does not mount deploy/cluster/users.xml into users.d: its views would fail (code 288)", name)
			}
			vol, ok := findMount(s, "/var/lib/clickhouse")
			if !ok || vol != name {
				t.Errorf("%s keeps its data on %q; each server needs a volume of its own", name, vol)
			}
			if s.DependsOn["keeper"].Condition != "service_healthy" {
				t.Errorf("%s does not wait for Keeper: replicated tables need it at start", name)
			}
		}
		if len(listed) != len(chServers) {
			t.Errorf("the cluster definition lists %d servers, the profile runs %d", len(listed), len(chServers))
		}
	})

	t.Run("the servers' default profile reads and writes as the migrator expects", func(t *testing.T) {
		var users struct {
			Default struct {
				LoadBalancing          string `xml:"load_balancing"`
				DistributedProductMode string `xml:"distributed_product_mode"`
				InsertDistributedSync  string `xml:"insert_distributed_sync"`
			} `xml:"profiles>default"`
		}
		readXML(t, clusterUsers, &users)
		d := users.Default
		if d.DistributedProductMode != "global" || d.LoadBalancing != "in_order" || d.InsertDistributedSync != "1" {
			t.Errorf("users.xml's default profile: %+v; want distributed_product_mode global, load_balancing in_order, insert_distributed_sync 1", d)
		}
	})

	keeperAddr := ""
	t.Run("ClickHouse and the replicas use the one Keeper", func(t *testing.T) {
		if len(ch.Keeper) != 1 {
			t.Fatalf("clickhouse.xml lists %d Keeper nodes, want the profile's one", len(ch.Keeper))
		}
		k := ch.Keeper[0]
		if _, ok := f.Services[k.Host]; !ok || !f.Services[k.Host].inProfile(clusterProfile) {
			t.Errorf("ClickHouse's Keeper %s is not a service of the profile", k.Host)
		}
		if k.Port != keeper.Port {
			t.Errorf("ClickHouse dials Keeper at port %s, Keeper listens on %s", k.Port, keeper.Port)
		}
		keeperAddr = net.JoinHostPort(k.Host, k.Port)
		for _, name := range veraReplicas {
			if got := f.Services[name].Environment["VERA_COORD_HOSTS"]; got != keeperAddr {
				t.Errorf("%s coordinates through %q, ClickHouse through %s", name, got, keeperAddr)
			}
		}
	})

	t.Run("every replica dials every server and names the cluster", func(t *testing.T) {
		var want []string
		for _, sh := range ch.Clusters.Vera.Shards {
			for _, r := range sh.Replicas {
				want = append(want, net.JoinHostPort(r.Host, r.Port))
			}
		}
		sort.Strings(want)
		for _, name := range veraReplicas {
			s := f.Services[name]
			dsn, err := url.Parse(s.Environment["VERA_CLICKHOUSE_DSN"])
			if err != nil {
				t.Fatalf("%s: VERA_CLICKHOUSE_DSN: %v", name, err)
			}
			hosts := strings.Split(dsn.Host, ",")
			sort.Strings(hosts)
			if !slices.Equal(hosts, want) {
				t.Errorf("%s dials %v, the cluster is %v: a replica that lists fewer servers loses its writes when they die", name, hosts, want)
			}
			withServiceEnv(t, s.Environment)
			_, c, _, _, err := parseServeFlags(s.Command[1:])
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if c.ClickHouseCluster != "vera" {
				t.Errorf("%s runs with --clickhouse-cluster %q; the tables must be created on cluster vera", name, c.ClickHouseCluster)
			}
			for _, dep := range chServers {
				if s.DependsOn[dep].Condition != "service_healthy" {
					t.Errorf("%s does not wait for %s to be healthy", name, dep)
				}
			}
			if s.DependsOn["keeper"].Condition != "service_healthy" {
				t.Errorf("%s does not wait for Keeper", name)
			}
		}
	})

	t.Run("each replica advertises its own peers' endpoint, kept from the public", func(t *testing.T) {
		seen := map[string]string{}
		for _, name := range veraReplicas {
			s := f.Services[name]
			withServiceEnv(t, s.Environment)
			_, c, _, _, err := parseServeFlags(s.Command[1:])
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if err := c.validate(); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			host, port, err := net.SplitHostPort(c.PeerAdvertise)
			if err != nil || host != name {
				t.Errorf("%s advertises %q to its peers; want its own service name, so they reach it", name, c.PeerAdvertise)
			}
			if other, dup := seen[c.PeerAdvertise]; dup {
				t.Errorf("%s and %s advertise one address", name, other)
			}
			seen[c.PeerAdvertise] = name
			if _, listen, _ := net.SplitHostPort(c.PeerAddr); listen != port {
				t.Errorf("%s listens for its peers on %s but advertises port %s", name, c.PeerAddr, port)
			}
			for _, p := range s.Ports {
				if strings.Contains(p, port) {
					t.Errorf("%s publishes its peers' port (%s): only the replicas may reach it", name, p)
				}
			}
		}
	})

	t.Run("the proxy forwards to every replica and only it is trusted", func(t *testing.T) {
		raw, err := os.ReadFile(clusterProxy)
		if err != nil {
			t.Fatal(err)
		}
		conf := string(raw)
		block := regexp.MustCompile(`(?s)upstream\s+\w+\s*\{(.*?)\}`).FindStringSubmatch(conf)
		if block == nil {
			t.Fatal("nginx.conf has no upstream block")
		}
		var upstreams []string
		for _, m := range regexp.MustCompile(`(?m)^\s*server\s+([^\s;]+)`).FindAllStringSubmatch(block[1], -1) {
			upstreams = append(upstreams, m[1])
		}
		var want []string
		for _, name := range veraReplicas {
			_, port, err := net.SplitHostPort(f.Services[name].Environment["VERA_ADDR"])
			if err != nil {
				t.Fatalf("%s: VERA_ADDR: %v", name, err)
			}
			want = append(want, net.JoinHostPort(name, port))
		}
		sort.Strings(upstreams)
		if !slices.Equal(upstreams, want) {
			t.Errorf("the proxy forwards to %v, the replicas listen at %v", upstreams, want)
		}
		if strings.Contains(conf, "non_idempotent") {
			t.Error("the proxy retries non-idempotent requests: a POST that reached a replica could be sent again")
		}
		proxyAddr := proxyAddress(t, f)
		for _, name := range veraReplicas {
			trusted := splitList(f.Services[name].Environment["VERA_TRUSTED_PROXIES"])
			if len(trusted) != 1 {
				t.Errorf("%s trusts %v; trust the proxy's address alone", name, trusted)
				continue
			}
			p, err := netip.ParsePrefix(trusted[0])
			if err != nil || p.Bits() != 32 || !p.Contains(proxyAddr) {
				t.Errorf("%s trusts %q, the proxy is %s: per-IP limits would key on the proxy, or believe anyone", name, trusted[0], proxyAddr)
			}
		}
	})
}

// proxyAddress is the proxy's fixed address, checked to lie in the network's subnet.
func proxyAddress(t *testing.T, f composeFile) netip.Addr {
	t.Helper()
	p := f.Services["proxy"]
	var nets struct {
		Default struct {
			IPv4 string `yaml:"ipv4_address"`
		} `yaml:"default"`
	}
	if err := p.Networks.Decode(&nets); err != nil {
		t.Fatalf("proxy networks: %v", err)
	}
	addr, err := netip.ParseAddr(nets.Default.IPv4)
	if err != nil {
		t.Fatalf("the proxy has no fixed address on the default network (%q), so no replica can trust it alone", nets.Default.IPv4)
	}
	var inSubnet bool
	for _, c := range f.Networks["default"].IPAM.Config {
		if s, err := netip.ParsePrefix(c.Subnet); err == nil && s.Contains(addr) {
			inSubnet = true
		}
	}
	if !inSubnet {
		t.Errorf("the proxy's address %s is outside the default network's subnet", addr)
	}
	return addr
}
