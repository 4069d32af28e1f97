//go:build !headless

package peers

import (
	"bytes"
	"strings"
	"testing"
)

// A bad flag is refused before any window opens, naming the flag, its
// value and the rule.
func TestRunRefusesABadFlag(t *testing.T) {
	for _, c := range []struct{ args, want string }{
		{"-mode fast", `-mode "fast": must be lockstep, delay or rollback`},
		{"-loss 2", "-loss 2: must be 0 to 0.9"},
		{"-link-delay 11s", "-link-delay 11s: must be 0 to 10s"},
		{"extra", `unexpected argument "extra"`},
	} {
		var stderr bytes.Buffer
		if code := Run(strings.Fields(c.args), nil, &stderr); code != 2 || !strings.Contains(stderr.String(), c.want) {
			t.Errorf("net %s: exit %d, %q; want 2 and %q", c.args, code, stderr.String(), c.want)
		}
	}
}
