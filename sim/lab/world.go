package lab

import (
	"flag"
	"fmt"

	"tickbox/sim"
)

// worldFlags choose the world a command simulates.
type worldFlags struct {
	minBalls int // 0 for run, as the window takes; desync needs a ball 1
	world    string
	balls    int
	seed     uint64
	rate     int
	fused    bool
}

// register adds the flags; chooseWorld adds -world and -fused, which only
// run has (desync always runs the balls world, fused and not).
func (f *worldFlags) register(fs *flag.FlagSet, chooseWorld bool) {
	d := sim.DefaultConfig()
	f.minBalls = 1
	if chooseWorld {
		f.minBalls = 0
		fs.StringVar(&f.world, "world", "balls", "`world`: jumper (the jumper alone) or balls (the jumper and the balls)")
	} else {
		f.world = "balls"
	}
	fs.IntVar(&f.balls, "balls", d.Balls, fmt.Sprintf("`N` balls, %d to %d; ball 1 starts at (2, 8) m, the rest where the seed puts them", f.minBalls, sim.MaxBalls))
	fs.Uint64Var(&f.seed, "seed", d.Seed, "the world's `seed`: where balls 2.. start, the kicks, the teleports")
	fs.IntVar(&f.rate, "rate", d.Rate, fmt.Sprintf("tick rate in `Hz`, %d to %d", sim.MinRate, sim.MaxRate))
	if chooseWorld {
		fs.BoolVar(&f.fused, "fused", false, "simulate the fused world: every multiply-add rounded once (math.FMA), as a naive\narm64 or GOAMD64=v3 build computes")
	}
}

// config checks the flags and returns the world's config, or an error
// naming the flag.
func (f *worldFlags) config(c *command) (sim.Config, error) {
	cfg := sim.DefaultConfig()
	switch f.world {
	case "balls":
		if f.balls < f.minBalls || f.balls > sim.MaxBalls {
			return cfg, fmt.Errorf("-balls %d: must be %d to %d", f.balls, f.minBalls, sim.MaxBalls)
		}
		cfg.Balls = f.balls
	case "jumper":
		if c.set("balls") {
			return cfg, fmt.Errorf("-balls with -world jumper: the jumper world has no balls")
		}
		cfg.Balls = 0
	default:
		return cfg, fmt.Errorf("-world %q: must be jumper or balls", f.world)
	}
	if f.rate < sim.MinRate || f.rate > sim.MaxRate {
		return cfg, fmt.Errorf("-rate %d: must be %d to %d Hz", f.rate, sim.MinRate, sim.MaxRate)
	}
	cfg.Rate, cfg.Seed, cfg.Fused = f.rate, f.seed, f.fused
	return cfg, cfg.Validate()
}

// describe names a world for the output: "balls world, 3 balls, seed 1, 60 Hz".
func describe(c sim.Config) string {
	s := "jumper world, no balls"
	if c.Balls > 0 {
		s = fmt.Sprintf("balls world, %d balls", c.Balls)
	}
	s += fmt.Sprintf(", seed %d, %d Hz", c.Seed, c.Rate)
	if c.Fused {
		s += ", fused multiply-adds"
	}
	return s
}
