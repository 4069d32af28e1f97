package lab_test

import (
	"bytes"
	"net/netip"
	"strings"
	"testing"

	"tickbox/sim/lab"
	"tickbox/sim/netplay"
)

// tickbox-window net takes tickbox net's flags over UDP: the players,
// the addresses, the world's and netplay's flags; -ticks not given plays
// as long as a session may.
func TestParseNetWindow(t *testing.T) {
	args := strings.Fields("-player 2 -listen 127.0.0.1:7002 -peer 1=127.0.0.1:7001 -balls 5 -mode rollback -window 6 -link-delay 40ms -timeout 3s")
	var stderr bytes.Buffer
	w, code, ok := lab.ParseNetWindow(args, &stderr, &stderr)
	if !ok {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	want := []netip.AddrPort{netip.MustParseAddrPort("127.0.0.1:7001"), netip.MustParseAddrPort("127.0.0.1:7002")}
	o := w.Options
	if w.Player != 2 || len(w.Addrs) != 2 || w.Addrs[0] != want[0] || w.Addrs[1] != want[1] || w.Config.Balls != 5 ||
		o.Peers != 2 || o.Window != 6 || o.Ticks != netplay.MaxTicks || o.Link.Delay.Milliseconds() != 40 || w.Timeout.Seconds() != 3 {
		t.Errorf("%+v", w)
	}
	names := map[string]bool{}
	for _, s := range w.Settings {
		names[s.Name] = true
	}
	for _, n := range []string{"game", "rules", "balls", "seed", "world", "inputs"} {
		if !names[n] {
			t.Errorf("the settings %v lack %s", w.Settings, n)
		}
	}
}

// A flag the window has no use for, or a bad one, is refused before any
// window opens, naming it, as tickbox-window net.
func TestParseNetWindowRefuses(t *testing.T) {
	peer := " -listen 127.0.0.1:7001 -peer 2=127.0.0.1:7002"
	for _, c := range []struct{ args, want string }{
		{"-player 1" + peer + " -json", "-json: the window prints its report as text"},
		{"-player 1" + peer + " -record x.tape", "-record: the window records nothing yet"},
		{"-player 1" + peer + " -stagger 1s", "-stagger with -listen"},
		{"-player 1" + peer + " -replay x.tape", "-replay: the window's player is the keyboard"},
		{"-player 1", "-listen: give this machine's address"},
		{"-player 3" + peer, "-player 3: must be 1 to 2"},
		{"-player 1" + peer + " -mode fast", `-mode "fast"`},
	} {
		var stderr bytes.Buffer
		_, code, ok := lab.ParseNetWindow(strings.Fields(c.args), &stderr, &stderr)
		if ok || code != 2 || !strings.Contains(stderr.String(), c.want) || !strings.HasPrefix(stderr.String(), "tickbox-window net: ") {
			t.Errorf("%s: exit %d, %q; want 2 and tickbox-window net: ... %q", c.args, code, stderr.String(), c.want)
		}
	}
}
