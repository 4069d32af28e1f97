package windowflags

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"strconv"

	"tickbox/sim/bounce"
	"tickbox/sim/instrument"
	"tickbox/sim/numflag"
	"tickbox/sim/pacing"
	"tickbox/sim/policy"
	"tickbox/sim/sandbox"
	"tickbox/sim/sched"
)

// Play are the play command's settings, one flag each: the window's.
type Play struct {
	Loop          sandbox.Options
	Width, Height int    // the window's size in pixels at start
	Log           bool   // one log line per second on stderr
	ShotsDir      string // where F12 saves screenshots
	Record        string // a file to record the whole session into; "" for none
	Replay        string // a replay file to play; "" for none
	Crowd         string // how a crowd is drawn: auto, gpu or cpu (see crowdRule)
}

// crowdRule is -crowd's: a crowd of 3,000 balls or more is drawn as one
// triangle a ball for the GPU, or put on the box's pixels on the CPU and
// uploaded as one image (view.Renderer.CrowdOnCPU); auto picks the CPU
// where the browser's WebGL draws in software, the GPU everywhere else.
const crowdRule = "the crowd must be drawn auto, gpu or cpu"

// Window sizes accepted: from a quarter of the logical screen to 8K.
const (
	minWindow = 320
	maxWindow = 7680
)

// The rules of the number flags, said by the range checks and by the flags
// when a value is not a number at all.
var (
	maxFrameRule   = fmt.Sprintf("the clamp must be 0 (none) to %v", sched.MaxElapsed)
	maxUpdatesRule = "the tick cap must be 0 (none) or more"
	loadRule       = fmt.Sprintf("the real time a tick costs must be 0 to %v", instrument.MaxLoad)
	refreshRule    = fmt.Sprintf("the display's refresh rate must be 0 (measure it) or %v to %v Hz", pacing.MinRefresh, pacing.MaxRefresh)
	ballsRule      = fmt.Sprintf("must be 0 to %d", bounce.MaxBalls)
	windowRule     = fmt.Sprintf("must be %d to %d pixels", minWindow, maxWindow)
)

// ParsePlay parses the play command's flags. It returns flag.ErrHelp for
// -h, after printing the usage to help, and otherwise an error naming the
// first bad flag or value, printed by nobody (the caller prints it once);
// both are usage errors.
func ParsePlay(args []string, help io.Writer) (Play, error) {
	o := DefaultPlay()
	fs := o.FlagSet()
	if err := parseQuietly(fs, args, help, playUsage); err != nil {
		return o, err
	}
	if fs.NArg() > 0 {
		return o, fmt.Errorf("unexpected argument %q: play takes flags only", fs.Arg(0))
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if err := o.settleReplayFlags(fs, set); err != nil {
		return o, err
	}
	return o, o.validate(set)
}

// DefaultPlay returns the window's settings with no flags.
func DefaultPlay() Play {
	return Play{Loop: sandbox.DefaultOptions(), Width: 1280, Height: 720, ShotsDir: "shots", Crowd: "auto"}
}

// FlagSet returns play's flags, each setting its field of o.
func (o *Play) FlagSet() *flag.FlagSet {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	l := &o.Loop
	numflag.Int(fs, &l.World.Rate, "tps", l.World.Rate, sched.RateRule, "the tick rate in `Hz` (ticks per second), 1 to 1000 (T cycles 60, 120, 30, 10)")
	numflag.Int(fs, &l.World.Rate, "rate", l.World.Rate, sched.RateRule, "same as -tps: the tick rate in `Hz`")
	numflag.Duration(fs, &l.MaxFrame, "max-frame", l.MaxFrame, maxFrameRule, "the clamp: a frame counts as at most `D` of real time, when limits are on (0: none)")
	numflag.Int(fs, &l.MaxUpdates, "max-updates", l.MaxUpdates, maxUpdatesRule, "the tick cap: at most `N` ticks per frame at ×1, when limits are on (0: none)")
	fs.BoolVar(&l.Limits, "limits", l.Limits, "start with the clamp and the tick cap on (C toggles)")
	fpsCap := func(v string) error { return parseFPSCap(v, &l.FPSCap) }
	fs.Func("fps-cap", "the fps cap: vsync, or `fps` from 1 to 1000 (F cycles vsync, 144, 60, 30, 20) (default vsync)", fpsCap)
	fs.Func("cap", "same as -fps-cap (the old name, for old scripts)", fpsCap)
	fs.Func("mode", "draw `mode`: interpolate, newest, extrapolate or variable (I and V switch) (default interpolate)", func(v string) (err error) {
		l.Mode, err = sandbox.ParseMode(v)
		return err
	})
	fs.Func("scale", "time `scale`: 0.25, 0.5, 1, 2, 4 or 16 (any multiple of 0.25 up to 16), or fast (default 1)", func(v string) error {
		return parseScale(v, l)
	})
	fs.BoolVar(&l.Jitter, "jitter", false, "start with jittery frames of 4 to 40 ms, which replace the fps cap (J toggles)")
	numflag.Duration(fs, &l.Load, "load", 0, loadRule, "the load: the real time `D` each tick costs, 0 to 1s, shown beside sim/tick (L and Shift+L step 0, 5, 10, 20, 40 ms)")
	fs.Func("policy", "frame `policy` deciding the ticks: an engine's loop, with its settings as NAME:key=value:...\n(tickbox policies -h lists them and their settings; E cycles, each with its defaults) (default tickbox)", func(v string) error {
		_, err := policy.New(v)
		l.Policy = v
		return err
	})
	fs.StringVar(&l.FramesOut, "frames-out", "", "record the measured frame times into `FILE` from the start (Shift+R stops and saves)")
	fs.BoolVar(&l.Snap.On, "snap", false, "start with frame times snapped to the display's refresh (S toggles)")
	numflag.Float64(fs, &l.Snap.Refresh, "refresh", 0, refreshRule, "the display's refresh rate in `Hz` for -snap, 10 to 1000, or 0 to measure it")
	numflag.Int(fs, &l.World.Balls, "balls", l.World.Balls, ballsRule, "`N` balls, 0 to 1000000 (the window draws 100000 well)")
	numflag.Uint64(fs, &l.World.Seed, "seed", l.World.Seed, numflag.SeedRule, "`seed` of the world's random numbers and of the jitter")
	numflag.Int(fs, &o.Width, "width", o.Width, windowRule, fmt.Sprintf("window width in `pixels` at start, %d to %d", minWindow, maxWindow))
	numflag.Int(fs, &o.Height, "height", o.Height, windowRule, fmt.Sprintf("window height in `pixels` at start, %d to %d", minWindow, maxWindow))
	fs.BoolVar(&l.PauseUnfocused, "pause-unfocused", false, "pause while the window has no focus")
	fs.BoolVar(&o.Log, "log", false, "log a line per second to stderr: frame ms, ticks, ball 1's drawn x, dropped seconds, fps, draw ms")
	fs.StringVar(&o.ShotsDir, "shots", o.ShotsDir, "`folder` F12 saves screenshots into")
	fs.Func("crowd", "how to draw a crowd of 3000 balls or more, `auto|gpu|cpu`: auto (on the CPU where the browser's GPU draws in software,\nelse gpu), gpu (a triangle a ball) or cpu (put on the box's pixels on the CPU, one image a frame) (default auto)", func(v string) error {
		if v != "auto" && v != "gpu" && v != "cpu" {
			return errors.New(crowdRule)
		}
		o.Crowd = v
		return nil
	})
	registerReplayFlags(fs, o)
	return fs
}

// parseQuietly parses args into fs. On a bad flag it prints nothing (the
// flag package would print the error and the whole usage, and the caller
// then the error again); on -h it prints usage to help, so that the help
// can be paged like every other command's.
func parseQuietly(fs *flag.FlagSet, args []string, help io.Writer, usage func(*flag.FlagSet)) error {
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	err := fs.Parse(args)
	if errors.Is(err, flag.ErrHelp) {
		fs.SetOutput(help)
		usage(fs)
	}
	return err
}

// playUsage prints play's help: what it does, its exit codes, its flags.
func playUsage(fs *flag.FlagSet) {
	fmt.Fprintf(fs.Output(), "Usage: tickbox [play] [flags]\n\n"+
		"Opens the sandbox window. Press F1 in it for the keys.\n\n"+
		"Exit status: 0 when the window closes; 1 on a failure (a file that cannot be used);\n"+
		"2 for a usage error; 130 after Ctrl+C, SIGTERM or SIGHUP (a recording is saved first).\n\nFlags:\n")
	fs.PrintDefaults()
}

// validate checks what the flag package cannot, naming the flag (as it was
// given: -tps or -rate), the value and the rule.
func (o *Play) validate(set map[string]bool) error {
	for _, d := range [...]struct {
		name string
		v    int
	}{{"width", o.Width}, {"height", o.Height}} {
		if d.v < minWindow || d.v > maxWindow {
			return fmt.Errorf("-%s %d: %s", d.name, d.v, windowRule)
		}
	}
	if o.ShotsDir == "" {
		return errors.New("-shots \"\": must name a folder")
	}
	if err := o.validateLoop(set); err != nil {
		return err
	}
	// The flags' 0 is none, as in the lab; the loop's is its default.
	l := &o.Loop
	l.MaxFrame, l.MaxUpdates = sandbox.OffIsUnlimited(l.MaxFrame, l.MaxUpdates)
	return l.Validate() // what no flag sets: the world's sizes
}

// validateLoop checks the loop's flags.
func (o *Play) validateLoop(set map[string]bool) error {
	l := &o.Loop
	rate := "-tps"
	if set["rate"] && !set["tps"] {
		rate = "-rate"
	}
	switch {
	case sched.CheckRate(l.World.Rate) != nil:
		return fmt.Errorf("%s %d: %s", rate, l.World.Rate, sched.RateRule)
	case l.World.Balls < 0 || l.World.Balls > bounce.MaxBalls:
		return fmt.Errorf("-balls %d: %s", l.World.Balls, ballsRule)
	case l.MaxFrame < 0 || l.MaxFrame > sched.MaxElapsed:
		return fmt.Errorf("-max-frame %v: %s", l.MaxFrame, maxFrameRule)
	case l.MaxUpdates < 0:
		return fmt.Errorf("-max-updates %d: %s", l.MaxUpdates, maxUpdatesRule)
	case l.Load < 0 || l.Load > instrument.MaxLoad:
		return fmt.Errorf("-load %v: %s", l.Load, loadRule)
	case l.Snap.Refresh != 0 && !(l.Snap.Refresh >= pacing.MinRefresh && l.Snap.Refresh <= pacing.MaxRefresh): // NaN fails too
		return fmt.Errorf("-refresh %v: %s", l.Snap.Refresh, refreshRule)
	}
	return checkOwnLimits(l, set)
}

// checkOwnLimits refuses -max-frame and -max-updates given with a -policy
// that keeps its engine's own limits, which would not take them.
func checkOwnLimits(l *sandbox.Options, set map[string]bool) error {
	if _, err := policy.New(l.Policy); !set["policy"] || err != nil {
		return nil // a bad name is the flag's own error
	}
	c := sched.Config{Rate: l.World.Rate, MaxFrame: l.MaxFrame, MaxUpdates: l.MaxUpdates}
	return sandbox.CheckLimitFlags(l.Policy, c, set["max-frame"], set["max-updates"])
}

// parseFPSCap reads -fps-cap: "vsync" (0) or a frame rate.
func parseFPSCap(v string, fps *int) error {
	if v == "vsync" {
		*fps = 0
		return nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 || n > instrument.MaxFPSCap {
		return fmt.Errorf("the fps cap must be vsync or 1 to %d fps", instrument.MaxFPSCap)
	}
	*fps = n
	return nil
}

// parseScale reads -scale: "fast", or a multiple of ¼ from ¼ to 16.
func parseScale(v string, l *sandbox.Options) error {
	if v == "fast" {
		l.Fast = true
		return nil
	}
	f, err := strconv.ParseFloat(v, 64)
	q := f * 4
	if err != nil || q != math.Trunc(q) || q < 1 || q > 64 {
		return fmt.Errorf("the time scale must be fast or a multiple of 0.25 from 0.25 to 16")
	}
	l.Scale = f
	return nil
}
