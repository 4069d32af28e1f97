package netplay_test

import (
	"testing"

	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/netplay"
	"tickbox/sim/rng"
)

// bot is a made-up player: on about one tick in every, a jump, a kick or
// a teleport, from its own seeded generator.
type bot struct {
	rng   rng.RNG
	every uint64
}

func (b *bot) Take(int64) bounce.Input {
	r := b.rng.Uint64()
	if r%b.every != 0 {
		return bounce.Input{}
	}
	switch (r / b.every) % 5 {
	case 0, 1:
		return bounce.Input{Jump: bounce.Tap(true)}
	case 2, 3:
		return bounce.Input{Kick: bounce.Kick(1 + (r/b.every/5)%3)}
	}
	return bounce.Input{Teleport: bounce.Tap(true)}
}

func bots(o netplay.Options, seed uint64, every uint64) []fixed.Inputs[bounce.Input] {
	in := make([]fixed.Inputs[bounce.Input], o.Peers)
	for p := range in {
		in[p] = &bot{rng: rng.RNG{State: seed*1000 + uint64(p)}, every: every}
	}
	return in
}

// local runs the game as one machine would with the players' inputs the
// session gives its peers: tick t takes every player's input read at tick
// t - Delay, merged in the players' order (none before Delay). It returns
// the fingerprint at every tick, 0..Ticks.
func local(t testing.TB, o netplay.Options, cfg bounce.Config, in []fixed.Inputs[bounce.Input]) []uint64 {
	t.Helper()
	w, err := bounce.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	prints := []uint64{w.Fingerprint()}
	for tick := range o.Ticks {
		var joined bounce.Input
		if tick >= int64(o.Delay) {
			for p := range in {
				joined = joined.Merge(in[p].Take(tick - int64(o.Delay)))
			}
		}
		w.Step(joined)
		prints = append(prints, w.Fingerprint())
	}
	return prints
}

// worlds makes every peer's world from cfg; builds[p], if given, is peer
// p's build.
func worlds(cfg bounce.Config, builds ...bounce.Build) func(int) (netplay.Bounce, error) {
	return func(p int) (netplay.Bounce, error) {
		c := cfg
		if p < len(builds) {
			c.Build = builds[p]
		}
		return netplay.NewBounce(c)
	}
}

func session(t testing.TB, o netplay.Options, fresh func(int) (netplay.Bounce, error), in []fixed.Inputs[bounce.Input]) *netplay.Session[netplay.Bounce, bounce.Input] {
	t.Helper()
	s, err := netplay.New(o, fresh, in)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
