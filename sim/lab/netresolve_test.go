package lab_test

import (
	"strings"
	"testing"

	"tickbox/sim/lab"
)

// A host that does not resolve, or an address with no port, is a bad
// flag (exit 2), named with its value, before anything listens.
func TestNetNamesAnAddressItCannotResolve(t *testing.T) {
	for _, c := range []struct{ args, want string }{
		{"-player 1 -listen 127.0.0.1:0 -peer 2=nosuch.invalid:7001", `-peer "2=nosuch.invalid:7001": cannot resolve "nosuch.invalid"`},
		{"-player 1 -listen nosuch.invalid:7001 -peer 2=127.0.0.1:7001", `-listen "nosuch.invalid:7001": cannot resolve "nosuch.invalid"`},
		{"-spectate nosuch.invalid:7001", `-spectate "nosuch.invalid:7001": cannot resolve "nosuch.invalid"`},
		{"-player 1 -listen 127.0.0.1:0 -peer 2=localhost", `"localhost" is not a host and port`},
		{"-spectate 127.0.0.1", `-spectate "127.0.0.1": must be a host and port`},
	} {
		_, errOut, code := call(t, lab.Net, strings.Fields(c.args)...)
		if code != 2 || !strings.Contains(errOut, c.want) {
			t.Errorf("net %s: exit %d, %q; want exit 2 saying %s", c.args, code, errOut, c.want)
		}
	}
}
