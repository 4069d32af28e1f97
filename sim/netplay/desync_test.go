package netplay_test

import (
	"testing"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/netplay"
)

// Peer 2 running the world as a GCC-style build computes it (the twin,
// with fused multiply-adds) falls out of sync at tick 36 with one jump at
// tick 0 (tickbox desync's figure): the first checkpoint after it differs,
// found by both peers, over a link that delays and loses, and no
// checkpoint before it does.
func TestTwinPeerDesyncs(t *testing.T) {
	for _, every := range []int{1, 10, 60} {
		o := netplay.DefaultOptions()
		o.Every, o.Ticks = every, 600
		o.Link = netplay.Link{Delay: 40 * time.Millisecond, Jitter: 30 * time.Millisecond, Loss: 0.2}
		jump := fixed.InputFunc[bounce.Input](func(tick int64) bounce.Input { return bounce.Input{Jump: bounce.Tap(tick == 0)} })
		none := fixed.InputFunc[bounce.Input](func(int64) bounce.Input { return bounce.Input{} })
		s := session(t, o, worlds(bounce.DefaultConfig(), bounce.Strict, bounce.GCC), []fixed.Inputs[bounce.Input]{jump, none})
		if err := s.Run(nil); err != nil {
			t.Fatal(err)
		}
		d := s.Desync()
		want := (36/int64(every) + 1) * int64(every) // the first checkpoint after tick 36 ran
		if !d.Found || d.Tick != want || d.Mine == d.Theirs {
			t.Errorf("every %d: desync %+v; want one found at tick %d", every, d, want)
		}
		if s.State(0).Fingerprint() == s.State(1).Fingerprint() {
			t.Errorf("every %d: the twin ended where the strict world did", every)
		}
	}
}
