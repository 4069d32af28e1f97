//go:build unix

package lab_test

import (
	"strings"
	"syscall"
	"testing"
	"time"
)

// A peer stopped (SIGSTOP) for a second, then continued: each process
// says the other interrupted, then resumed, and both end in agreement.
func TestStopAndContinueAPeer(t *testing.T) {
	args := []string{"-ticks", "600", "-json"}
	pr := startPair(t, "127.0.0.1", [2][]string{args, args})
	for q := 1; q <= 2; q++ {
		pr.waitLine(t, q, "every player answered", 30*time.Second)
	}
	// Mid-game: player 2's first progress line (5 s in, on a pipe), so
	// that it stops in play, not before its first frame.
	pr.waitLine(t, 2, " of 600 (", 30*time.Second)
	p2 := pr.ps[1].cmd.Process
	if err := p2.Signal(syscall.SIGSTOP); err != nil {
		t.Fatal(err)
	}
	held := time.NewTimer(time.Second) // the stop's length, not a wait for an event
	<-held.C
	if err := p2.Signal(syscall.SIGCONT); err != nil {
		t.Fatal(err)
	}
	pr.wait(t, 2, time.Minute)
	var prints [2]string
	for i, p := range pr.ps {
		r := p.report(t)
		other := 2 - i
		if k := strings.Join(r.kinds(other), " "); p.code != 0 || !r.Agreed || !strings.HasPrefix(k, "interrupted resumed") || strings.Contains(k, "disconnected") {
			t.Errorf("player %d: exit %d, agreed %v, events about player %d %q; want exit 0, agreed, interrupted then resumed", p.player, p.code, r.Agreed, other, k)
		}
		prints[i] = r.Peer.Fingerprint
	}
	if prints[0] != prints[1] || prints[0] != oneProcess(t, 600) {
		t.Errorf("fingerprints %v, one process %s", prints, oneProcess(t, 600))
	}
}
