package netplay_test

import (
	"errors"
	"testing"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/netplay"
)

// A link changed mid-session changes what the peers live through from
// then on: over a perfect link nothing rolls back, and over a slow one
// the peers do, still ending as one machine does; a bad link is refused
// and leaves the link as it was.
func TestSetLinkChangesTheLinkFromNowOn(t *testing.T) {
	o := netplay.DefaultOptions()
	o.Ticks = 600
	cfg := bounce.DefaultConfig()
	want := local(t, o, cfg, bots(o, 5, 6))
	s := session(t, o, worlds(cfg), bots(o, 5, 6))
	if err := s.Advance(120); err != nil {
		t.Fatal(err)
	}
	if st := s.Stats(0); st.Rollbacks != 0 {
		t.Fatalf("over a perfect link: %+v; want no rollback", st)
	}
	var oe *netplay.OptionError
	if err := s.SetLink(netplay.Link{Loss: 2}); !errors.As(err, &oe) || oe.Name != "loss" || s.Options().Link.Loss != 0 {
		t.Fatalf("SetLink(loss 2): %v, link now %+v; want an OptionError naming loss, the link unchanged", err, s.Options().Link)
	}
	if err := s.SetLink(netplay.Link{Delay: 80 * time.Millisecond, Jitter: 20 * time.Millisecond}); err != nil {
		t.Fatal(err)
	}
	if err := s.Run(nil); err != nil {
		t.Fatal(err)
	}
	if st := s.Stats(0); st.Rollbacks == 0 || s.State(0).Fingerprint() != want[o.Ticks] {
		t.Errorf("over an 80 ms link: %+v, fingerprint %016x; want rollbacks, and the local run's %016x", st, s.State(0).Fingerprint(), want[o.Ticks])
	}
}
