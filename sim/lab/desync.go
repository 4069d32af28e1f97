package lab

import (
	"fmt"
	"io"
	"text/tabwriter"

	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
	"tickbox/sim/numflag"
	"tickbox/sim/sandbox"
	"tickbox/sim/simtest"
	"tickbox/sim/tape"
)

const desyncAbout = `The classic lockstep bug, made visible. Runs two worlds from the same seed and
the same inputs: the strict one, which rounds every product on its own, and
its twin, which rounds multiply-adds once (math.FMA) where a compiler that
contracts them would: clang within an expression, gcc across statements too
(as arm64 builds, every Apple Silicon Mac, and amd64 with GOAMD64=v3 may).
Prints the first tick whose fingerprints differ, then how far apart ball 1
is in the two worlds after 10, 20, 40 and 60 s.

-lesson prints the lesson's table instead: its world (one point ball, a
bumper, elastic bounces, 60 Hz) in the strict, Clang-style and GCC-style
builds, with ball 1's place and fingerprint after 20, 40 and 60 s.`

// desyncTimes are the moments, in seconds, at which ball 1's distance is shown.
var desyncTimes = []int{10, 20, 40, 60}

type desyncReport struct {
	FirstDivergentTick *int64     `json:"first_divergent_tick"` // null: none in the run
	Distance           []distance `json:"distance"`
}

type distance struct {
	Seconds float64 `json:"seconds"`
	Metres  float64 `json:"metres"`
}

// Desync is the desync command: tickbox desync [-inputs S] [-ticks N] [-json].
func Desync(args []string, stdout, stderr io.Writer) int {
	c := newCommand("desync", "[flags]", desyncAbout, stdout, stderr)
	var wf worldFlags
	wf.register(c.flags, false)
	var inputs uint64
	var ticks int64
	numflag.Uint64(c.flags, &inputs, "inputs", 0, numflag.SeedRule, "make up a player's input from `seed` (default: one jump at tick 0)")
	numflag.Int64(c.flags, &ticks, "ticks", 3600, ticksRule, "run `N` ticks")
	twin := c.flags.String("twin", bounce.GCC.String(), "the twin's `build`: clang (contracts within an expression) or gcc (across\nstatements too)")
	lesson := c.flags.Bool("lesson", false, "print the lesson's table: its world in the three builds after 20, 40, 60 s")
	asJSON := c.flags.Bool("json", false, "print JSON instead of text")
	if code, ok := c.parseFlags(args); !ok {
		return code
	}
	if *lesson {
		for _, name := range []string{"balls", "seed", "rate", "inputs", "ticks", "twin"} {
			if c.set(name) {
				return c.usage("-lesson with -%s: the lesson's table is of its own world, one point ball, no input, "+
					"60 s in each build; drop -%s", name, name)
			}
		}
		return lessonCommand(c, *asJSON)
	}
	cfg, err := wf.config(c)
	if err != nil {
		return c.usage("%v", err)
	}
	b, err := bounce.ParseBuild(*twin)
	if err != nil || b == bounce.Strict {
		return c.usage("-twin %q: must be clang or gcc", *twin)
	}
	if ticks < 1 || ticks > tape.MaxSpan {
		return c.usage("-ticks %d: %s", ticks, ticksRule)
	}
	input := oneJump
	if c.set("inputs") {
		input = simtest.NewBot(inputs, cfg.Rate).Input
	}
	rep, err := desync(cfg, b, ticks, input, newProgress(stderr, 0, ticks))
	if err != nil {
		return c.fail(err)
	}
	if *asJSON {
		return c.emit(exitOK, func(w io.Writer) error { return writeJSON(w, rep) })
	}
	return c.emit(exitOK, asText(func(w io.Writer) { rep.writeText(w, cfg, b, c.set("inputs"), inputs) }))
}

// desync steps the strict world and its twin of build b side by side: the
// window's loop with its twin on (key D, pressed until the twin is of
// build b), single-stepped (key N), one tick a frame, so the worlds are
// compared after every tick.
func desync(cfg bounce.Config, b bounce.Build, ticks int64, input func(int64) bounce.Input, p *progress) (*desyncReport, error) {
	o := sandbox.DefaultOptions()
	o.World, o.MaxFrame, o.MaxUpdates = cfg, fixed.Unlimited, fixed.Unlimited
	sb, err := newSandbox(o)
	if err != nil {
		return nil, err
	}
	sb.SetInputs(fixed.InputFunc[bounce.Input](input))
	for sb.Scene().TwinBuild() != b {
		sb.Do(sandbox.CycleTwin)
	}
	rep := &desyncReport{Distance: []distance{}}
	next := 0 // the next of desyncTimes to measure
	for sb.Scene().Tick() < ticks {
		tick := sb.Scene().Tick()
		sb.Do(instrument.OneTick)
		if err := sandboxFrame(sb, 0); err != nil {
			return nil, err
		}
		if rep.FirstDivergentTick == nil && sb.Scene().World().Fingerprint() != sb.Scene().Twin().Fingerprint() {
			rep.FirstDivergentTick = &tick
		}
		if next < len(desyncTimes) && sb.Scene().Tick() == int64(desyncTimes[next]*cfg.Rate) {
			rep.Distance = append(rep.Distance, distance{float64(desyncTimes[next]), sb.Scene().TwinApart()})
			next++
		}
		p.update(sb.Scene().Tick())
	}
	p.finish()
	return rep, nil
}

func (r *desyncReport) writeText(out io.Writer, cfg bounce.Config, b bounce.Build, madeUp bool, seed uint64) {
	in := "one jump at tick 0"
	if madeUp {
		in = fmt.Sprintf("made up from seed %d", seed)
	}
	fmt.Fprintf(out, "desync       %s; the %s twin; inputs %s\n\n", describe(cfg), b.Title(), in)
	fmt.Fprintf(out, "Two worlds, same seed, same inputs: the strict one rounds every product on its own; its\n")
	fmt.Fprintf(out, "%s twin rounds multiply-adds once (math.FMA) where that compiler contracts them, as an\n", b.Title())
	fmt.Fprintf(out, "arm64 or GOAMD64=v3 build of naive code may. A last-bit difference, then a bounce off the\n")
	fmt.Fprintf(out, "bumper amplifies it.\n\n")
	if r.FirstDivergentTick == nil {
		fmt.Fprintf(out, "first divergent tick  none: the worlds stayed identical\n")
	} else {
		fmt.Fprintf(out, "first divergent tick  %d (%.2f s)\n", *r.FirstDivergentTick, float64(*r.FirstDivergentTick+1)/float64(cfg.Rate))
	}
	if len(r.Distance) == 0 {
		return
	}
	fmt.Fprintln(out)
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "after\tball 1 apart\t\n")
	for _, d := range r.Distance {
		fmt.Fprintf(tw, "%g s\t%s\t\n", d.Seconds, lengthString(d.Metres))
	}
	tw.Flush()
}

// lengthString shows a distance with three significant digits in a unit
// that suits it, from femtometres (the twins part by the last bit of a
// float) to metres.
func lengthString(m float64) string {
	switch {
	case m == 0:
		return "0 m"
	case m < 1e-12:
		return fmt.Sprintf("%.3g fm", m*1e15)
	case m < 1e-9:
		return fmt.Sprintf("%.3g pm", m*1e12)
	case m < 1e-6:
		return fmt.Sprintf("%.3g nm", m*1e9)
	case m < 1e-3:
		return fmt.Sprintf("%.3g µm", m*1e6)
	case m < 1:
		return fmt.Sprintf("%.3g mm", m*1e3)
	}
	return fmt.Sprintf("%.3g m", m)
}
