package lab

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"tickbox/sim/capture"
	"time"

	"tickbox/sim/instrument"
	"tickbox/sim/numflag"
	"tickbox/sim/policy"
	"tickbox/sim/sandbox"
	"tickbox/sim/sched"
)

// Exit codes of every command.
const (
	exitOK     = 0
	exitFailed = 1 // the experiment failed, or a file could not be used
	exitUsage  = 2 // a bad flag, value or argument
	// A stop (Ctrl+C, SIGTERM, SIGHUP) exits stop.ExitCode, 130.
)

// command holds what every subcommand needs: its flags, its name for
// messages and where its output goes.
type command struct {
	name           string
	prog           string // the program's name in messages: tickbox, or tickbox-window
	flags          *flag.FlagSet
	stdout, stderr io.Writer
	help           func() // prints the command's -h
}

// newCommand makes a command whose -h prints synopsis, about and the flags.
func newCommand(name, synopsis, about string, stdout, stderr io.Writer) *command {
	fs := flag.NewFlagSet("tickbox "+name, flag.ContinueOnError)
	fs.SetOutput(io.Discard) // errors are printed by parse, in one line
	c := &command{name: name, prog: "tickbox", flags: fs, stdout: stdout, stderr: stderr}
	// The flag package calls Usage on every error too; errors are printed
	// by parse, in one line, and the help only on -h.
	fs.Usage = func() {}
	c.help = func() {
		fmt.Fprintf(stdout, "usage: %s %s %s\n\n%s\n\nflags:\n", c.prog, name, synopsis, about)
		fs.SetOutput(stdout)
		fs.PrintDefaults()
		fs.SetOutput(io.Discard)
	}
	return c
}

// parse parses args, allowing arguments among the flags (tickbox replay
// FILE -frames 30). It returns the arguments, and ok false with the exit
// code when the command should stop: 0 after -h, 2 after a usage error,
// which it has printed.
func (c *command) parse(args []string) (rest []string, code int, ok bool) {
	for {
		err := c.flags.Parse(args)
		if errors.Is(err, flag.ErrHelp) {
			c.help()
			return nil, exitOK, false
		}
		if err != nil {
			return nil, c.usage("%v", err), false
		}
		args = c.flags.Args()
		if len(args) == 0 {
			return rest, exitOK, true
		}
		rest = append(rest, args[0])
		args = args[1:]
	}
}

// parseFlags is parse for a command that takes only flags: an argument
// is a usage error, naming it.
func (c *command) parseFlags(args []string) (code int, ok bool) {
	rest, code, ok := c.parse(args)
	if ok && len(rest) > 0 {
		return c.usage("unexpected argument %q: %s takes only flags", rest[0], c.name), false
	}
	return code, ok
}

// usage prints a usage error naming what is wrong and returns exit code 2.
func (c *command) usage(format string, args ...any) int {
	fmt.Fprintf(c.stderr, "%s %s: %s\nrun '%s %s -h' for its flags\n", c.prog, c.name, fmt.Sprintf(format, args...), c.prog, c.name)
	return exitUsage
}

// fail prints err and returns exit code 1.
func (c *command) fail(err error) int {
	fmt.Fprintf(c.stderr, "tickbox %s: %v\n", c.name, err)
	return exitFailed
}

// set reports whether the flag name was given on the command line.
func (c *command) set(name string) bool {
	found := false
	c.flags.Visit(func(f *flag.Flag) { found = found || f.Name == name })
	return found
}

// loopFlags are the flags of the frames and the scheduler's limits, shared
// by run and replay.
type loopFlags struct {
	frames            string
	framesSeed        uint64
	first, draw, load time.Duration
	maxFrame          time.Duration
	maxUpdates        int
	trace             int
	policy            string
	process           string
	file              *capture.File // the trace -frames names, once read
	// rate is the tick rate the limits are said at in an error, when the
	// command knows it before check (0: the default rate).
	rate int
}

func (l *loopFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&l.frames, "frames", "60", "frame `pattern`: a frame rate (30, 60, 144, 59.94), jitter (4 to 40 ms), or a\ntrace file (ns per line, a PresentMon, OCAT, FrameView or CapFrameX CSV, Android\nframestats, a MangoHud log of every frame), read again when it ends")
	numflag.Uint64(fs, &l.framesSeed, "frames-seed", 0, numflag.SeedRule, "`seed` of the jitter (default: the world's seed, as the window's)")
	numflag.Duration(fs, &l.first, "first", 0, elapsedRule, "virtual clock: the first frame lasts `D` (default: -draw)")
	numflag.Duration(fs, &l.draw, "draw", 0, elapsedRule, "virtual clock: each frame lasts `D` plus -load per tick of the frame before;\nreplaces -frames")
	numflag.Duration(fs, &l.load, "load", 0, elapsedRule, "virtual clock: the load, the real time `D` one tick costs (the window's -load)")
	numflag.Duration(fs, &l.maxFrame, "max-frame", sched.DefaultMaxFrame, elapsedRule, "clamp: a frame counts as at most `D` of real time (0: no clamp)")
	numflag.Int(fs, &l.maxUpdates, "max-updates", sched.DefaultMaxUpdates, maxUpdatesRule, "tick cap: at most `N` ticks per frame, the rest of the backlog dropped (0: no tick cap)")
	fs.StringVar(&l.policy, "policy", "", "frame `policy`: an engine's loop instead of Tickbox's, with its settings as NAME:key=value:...\n(tickbox policies -h lists them and their settings)")
	registerProcess(fs, &l.process)
	numflag.Int(fs, &l.trace, "trace", 0, traceRule, "print each of the first `K` frames (at most 100000): length, ticks, alpha, dropped,\nunplayed, the newest and the drawn position of the jumper and ball 1")
}

// maxTrace bounds -trace: 100,000 frames, some 20 MB held until the end
// (-trace 2000000 once took 3.6 GB), far more than anyone reads.
const maxTrace = 100_000

// The rules of the loop's number flags, said when a value breaks them.
var (
	elapsedRule    = fmt.Sprintf("must be 0 to %v", sched.MaxElapsed)
	maxUpdatesRule = "the tick cap must be 0 (none) or more"
	traceRule      = fmt.Sprintf("must be 0 to %d", maxTrace)
)

// check checks the flags, reading no file, and returns a usage error
// naming the flag.
func (l *loopFlags) check(c *command) error {
	for _, d := range []struct {
		name string
		v    time.Duration
	}{{"first", l.first}, {"draw", l.draw}, {"load", l.load}, {"max-frame", l.maxFrame}} {
		if d.v < 0 || d.v > sched.MaxElapsed {
			return fmt.Errorf("-%s %v: %s", d.name, d.v, elapsedRule)
		}
	}
	switch {
	case l.maxUpdates < 0:
		return fmt.Errorf("-max-updates %d: %s", l.maxUpdates, maxUpdatesRule)
	case l.trace < 0 || l.trace > maxTrace:
		return fmt.Errorf("-trace %d: %s", l.trace, traceRule)
	}
	if l.policy != "" {
		cfg := sched.Config{Rate: l.rate, MaxFrame: l.maxFrame, MaxUpdates: l.maxUpdates}
		_, _, err := policy.Make(l.policy, cfg)
		if err != nil {
			return fmt.Errorf("-policy: %w", err)
		}
		if err := sandbox.CheckLimitFlags(l.policy, cfg, c.set("max-frame"), c.set("max-updates")); err != nil {
			return err
		}
	}
	if err := checkProcess(c, l.process, l.frames, l.virtual(c)); err != nil {
		return err
	}
	if !l.virtual(c) {
		return checkPattern(l.frames)
	}
	if c.set("frames") {
		return errors.New("-frames with -draw, -load or -first: the virtual clock makes the frames; give one or the other")
	}
	if l.draw <= 0 && !c.set("draw") {
		return errors.New("-load and -first run the virtual clock, whose frames need a drawing time: give -draw D too (e.g. -draw 1ms)")
	}
	if l.draw <= 0 {
		return fmt.Errorf("-draw %v: the virtual clock needs frames that take time: give -draw above 0", l.draw)
	}
	return nil
}

// virtual reports whether the virtual clock makes the frames.
func (l *loopFlags) virtual(c *command) bool { return c.set("first") || c.set("draw") || c.set("load") }

// checkPattern checks a -frames pattern that is not a file: a file is
// checked when it is read (an error of capture.ErrFile).
func checkPattern(spec string) error {
	if isTrace(spec) {
		return nil
	}
	if _, err := capture.Parse(spec, 0); err != nil {
		return fmt.Errorf("-frames: %w", err)
	}
	return nil
}

// isTrace reports whether a -frames pattern names a trace file.
func isTrace(spec string) bool {
	return spec != "" && !capture.IsRate(spec) && !capture.IsNumber(spec) && !capture.IsJitter(spec)
}

// source returns the frames the flags, checked by check, describe. A trace
// file is read the first time and its frames kept: every later call, and
// sample, start them again from the first, without reading it again. A
// file that cannot be used is an error of capture.ErrFile.
//
// Irregular frames are drawn from -frames-seed or, without it, from
// worldSeed, the world's seed, as the window's jitter is: the same seed
// gives the same frames in the window and the lab.
func (l *loopFlags) source(c *command, worldSeed uint64) (instrument.Source, error) {
	if !c.set("frames-seed") {
		l.framesSeed = worldSeed
	}
	if l.virtual(c) {
		if !c.set("first") {
			l.first = l.draw
		}
		return &loadFrames{first: l.first, draw: l.draw, load: l.load}, nil
	}
	if !isTrace(l.frames) {
		return capture.Parse(l.frames, l.framesSeed)
	}
	if l.file == nil {
		f, err := capture.Load(l.frames, l.process)
		if err != nil {
			return nil, fmt.Errorf("-frames: %w", err)
		}
		l.file = f
	}
	return l.file.Again(), nil
}

// sample returns a fresh copy of the frames source made, for estimates:
// the virtual clock's frames are -draw long at least.
func (l *loopFlags) sample() instrument.Source {
	switch {
	case l.draw > 0:
		return &loadFrames{first: l.draw, draw: l.draw}
	case l.file != nil:
		return l.file.Again()
	}
	f, _ := capture.Parse(l.frames, l.framesSeed) // checked by check
	return f
}

// limits returns the scheduler's limits and policy the flags give.
func (l *loopFlags) limits() limits { return limits{l.maxFrame, l.maxUpdates, l.policy} }

// limitsString describes the limits of the loop the flags make at rate
// hz, as the output's header shows them: the policy's own (godot's 8
// steps, textbook's clamp and no tick cap ...), or the clamp and tick cap
// -max-frame and -max-updates set for Tickbox's.
func (l *loopFlags) limitsString(hz int) string {
	name := l.policy
	if name == "" {
		name = policy.Default
	}
	p, c, _ := policy.Make(name, sched.Config{Rate: hz, MaxFrame: l.maxFrame, MaxUpdates: l.maxUpdates}) // checked by check
	lim := instrument.LimitsOf(p, c)
	var parts []string
	switch {
	case lim.Clamp > 0:
		parts = append(parts, fmt.Sprintf("a frame counts as at most %v", lim.Clamp))
	case lim.Owed == 0 && lim.Resync == 0:
		parts = append(parts, "no clamp")
	}
	if lim.Owed > 0 {
		parts = append(parts, fmt.Sprintf("owed time is capped at %v", lim.Owed))
	}
	if lim.Resync > 0 {
		parts = append(parts, fmt.Sprintf("more than %v owed resyncs", lim.Resync))
	}
	if lim.TickCap > 0 {
		parts = append(parts, fmt.Sprintf("at most %d ticks per frame", lim.TickCap))
	} else {
		parts = append(parts, "no tick cap")
	}
	return strings.Join(parts, ", ")
}

// settings returns the policy's settings in force at rate hz, every key
// with its value (godot:max_physics_steps_per_frame=4:...), for the header.
func (l *loopFlags) settings(hz int) string {
	p, c, _ := policy.Make(l.policy, sched.Config{Rate: hz, MaxFrame: l.maxFrame, MaxUpdates: l.maxUpdates}) // checked by check
	return policy.Settings(p, c)
}
