package lab

import (
	"flag"
	"fmt"

	"tickbox/sim/bounce"
	"tickbox/sim/numflag"
	"tickbox/sim/sched"
)

// worldFlags choose the world a command simulates.
type worldFlags struct {
	minBalls int // 0 for run, as the window takes; desync needs a ball 1
	// maxBalls, when not 0, is a command's own limit below the world's
	// (bounce.MaxBalls), and ballsWhy its reason, which the rule states.
	maxBalls int
	ballsWhy string
	world    string
	balls    int
	seed     uint64
	rate     int
	build    string
}

// register adds the flags; chooseWorld adds -world and -build, which only
// run has (desync always runs the strict world beside its twin).
func (f *worldFlags) register(fs *flag.FlagSet, chooseWorld bool) {
	d := bounce.DefaultConfig()
	f.world, f.build, f.minBalls = "balls", bounce.Strict.String(), 1
	if chooseWorld {
		f.minBalls = 0
		fs.StringVar(&f.world, "world", "balls", "`world`: jumper (the jumper alone), balls (the jumper and the balls) or\nlesson (the desync lesson's world: one point ball, elastic bounces)")
		fs.StringVar(&f.build, "build", f.build, "how multiply-adds are rounded: strict (each product on its own), or a twin's:\nclang (contracted within an expression) or gcc (across statements too)")
	}
	numflag.Int(fs, &f.balls, "balls", d.Balls, f.ballsRule(f.minBalls), fmt.Sprintf("`N` balls, %d to %d; ball 1 starts at (2, 8) m, the rest where the seed puts them", f.minBalls, f.most()))
	numflag.Uint64(fs, &f.seed, "seed", d.Seed, numflag.SeedRule, "the world's `seed`: where balls 2.. start, the kicks, the teleports")
	numflag.Int(fs, &f.rate, "rate", d.Rate, sched.RateRule, fmt.Sprintf("tick rate in `Hz`, %d to %d", sched.MinRate, sched.MaxRate))
}

// most is the most balls the command takes.
func (f *worldFlags) most() int {
	if f.maxBalls > 0 {
		return f.maxBalls
	}
	return bounce.MaxBalls
}

// ballsRule is the rule of -balls when a world needs least balls.
func (f *worldFlags) ballsRule(least int) string {
	if f.maxBalls > 0 {
		return fmt.Sprintf("must be %d to %d %s", least, f.maxBalls, f.ballsWhy)
	}
	return fmt.Sprintf("must be %d to %d", least, bounce.MaxBalls)
}

// config checks the flags and returns the world's config, or an error
// naming the flag.
func (f *worldFlags) config(c *command) (bounce.Config, error) {
	cfg := bounce.DefaultConfig()
	switch f.world {
	case "balls", "lesson":
		least := f.minBalls
		if f.world == "lesson" {
			cfg, least = bounce.LessonConfig(), 1 // the lesson is about its ball
			if !c.set("balls") {
				f.balls = cfg.Balls
			}
		}
		if f.balls < least || f.balls > f.most() {
			return cfg, fmt.Errorf("-balls %d: %s", f.balls, f.ballsRule(least))
		}
		cfg.Balls = f.balls
	case "jumper":
		if c.set("balls") {
			return cfg, fmt.Errorf("-balls with -world jumper: the jumper world has no balls")
		}
		cfg.Balls = 0
	default:
		return cfg, fmt.Errorf("-world %q: must be jumper, balls or lesson", f.world)
	}
	if sched.CheckRate(f.rate) != nil {
		return cfg, fmt.Errorf("-rate %d: %s", f.rate, sched.RateRule)
	}
	b, err := bounce.ParseBuild(f.build)
	if err != nil {
		return cfg, fmt.Errorf("-build: %w", err)
	}
	cfg.Rate, cfg.Seed, cfg.Build = f.rate, f.seed, b
	return cfg, cfg.Validate()
}

// describe names a world for the output: "balls world, 3 balls, seed 1, 60 Hz".
func describe(c bounce.Config) string {
	s := "jumper world, no balls"
	switch {
	case c.Model == bounce.Lesson && c.Balls == 1:
		s = "lesson world, one point ball"
	case c.Model == bounce.Lesson:
		s = fmt.Sprintf("lesson world, %d point balls", c.Balls)
	case c.Balls == 1:
		s = "balls world, 1 ball"
	case c.Balls > 0:
		s = fmt.Sprintf("balls world, %d balls", c.Balls)
	}
	s += fmt.Sprintf(", seed %d, %d Hz", c.Seed, c.Rate)
	if c.Build != bounce.Strict {
		s += ", the " + c.Build.Title() + " twin"
	}
	return s
}
