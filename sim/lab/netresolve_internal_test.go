package lab

import (
	"net/netip"
	"testing"
)

// resolve takes an IP address and port as it is (IPv4 unmapped, IPv6 in
// brackets), and a host name looked up, of -listen's IP version.
func TestResolve(t *testing.T) {
	v4 := netip.MustParseAddr("127.0.0.1")
	for _, c := range []struct {
		in   string
		like netip.Addr
		want string
	}{
		{"127.0.0.1:7001", netip.Addr{}, "127.0.0.1:7001"},
		{"[::1]:7001", v4, "[::1]:7001"},
		{"[::ffff:127.0.0.1]:7001", netip.Addr{}, "127.0.0.1:7001"},
		{"localhost:7001", v4, "127.0.0.1:7001"},
	} {
		got, err := resolve("peer", "2="+c.in, c.in, c.like)
		if err != nil || got.String() != c.want {
			t.Errorf("resolve %q: %v, %v; want %s", c.in, got, err, c.want)
		}
	}
}
