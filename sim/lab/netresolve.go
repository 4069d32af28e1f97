package lab

import (
	"context"
	"fmt"
	"net"
	"net/netip"
	"strconv"
	"time"
)

// resolveWait bounds a host name's lookup: a name server that does not
// answer fails the flag, never hangs the start.
const resolveWait = 5 * time.Second

// resolve is the address of HOST:PORT s, given to -flag as value (-peer
// 2=s's value is 2=s): an IP address as it is (IPv4 unmapped), a host name
// (localhost) looked up once, taking its first address of like's family
// when like is valid (as -listen's, so that both ends talk one IP
// version), its first otherwise. A name that does not resolve is an error
// naming the flag and the value.
func resolve(flag, value, s string, like netip.Addr) (netip.AddrPort, error) {
	if a, err := netip.ParseAddrPort(s); err == nil {
		return netip.AddrPortFrom(a.Addr().Unmap(), a.Port()), nil
	}
	host, p, err := net.SplitHostPort(s)
	port, perr := strconv.ParseUint(p, 10, 16)
	if err != nil || perr != nil || host == "" {
		return netip.AddrPort{}, fmt.Errorf("-%s %q: must be a host and port: 127.0.0.1:7000, [::1]:7000, localhost:7000", flag, value)
	}
	ctx, cancel := context.WithTimeout(context.Background(), resolveWait)
	defer cancel()
	addrs, err := net.DefaultResolver.LookupNetIP(ctx, "ip", host)
	if err != nil || len(addrs) == 0 {
		return netip.AddrPort{}, fmt.Errorf("-%s %q: cannot resolve %q: %v", flag, value, host, err)
	}
	pick := addrs[0].Unmap()
	for _, a := range addrs {
		if like.IsValid() && a.Unmap().Is4() == like.Unmap().Is4() {
			pick = a.Unmap()
			break
		}
	}
	return netip.AddrPortFrom(pick, uint16(port)), nil
}
