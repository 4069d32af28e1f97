package lab

import (
	"errors"
	"fmt"
	"io"
	"math"
	"text/tabwriter"
	"tickbox/sim/capture"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
	"tickbox/sim/numflag"
	"tickbox/sim/sched"
	"tickbox/sim/stop"
	"tickbox/sim/tape"
)

const compareAbout = `Jumps the same jump (5 m/s up, gravity 9.81 m/s²) two ways under each frame
pattern: a variable step, advancing the world by each frame's length, and the
fixed step, advancing it in ticks of 1/60 s whatever the frames. Prints each
peak against the exact peak v²/2g, how far each falls short next to v·dt/2
(what a step of dt loses), and the fixed step's jumper fingerprint after 600
ticks (the lesson's: FNV-1a of y, vy, previousY, peak), which must be the
same under every pattern, as must the whole world's (exit 1 if not).`

// compareTicks is how long each fixed-step run lasts: ten seconds at 60 Hz,
// long after the jump has landed.
const compareTicks = 600

// comparePatterns are the frame patterns every comparison shows.
var comparePatterns = []string{"30", "60", "144", "jitter"}

// compareRow is one line of the table; the JSON keys are public.
type compareRow struct {
	Pattern          string  `json:"pattern"`
	Frames           int64   `json:"frames"`
	VariablePeak     float64 `json:"variable_peak"`
	FixedPeak        float64 `json:"fixed_peak"`
	FixedFingerprint string  `json:"fixed_fingerprint"` // the jumper's, as the lesson defines it

	meanFrame time.Duration // the frames' mean length: the variable step's dt
	world     uint64        // the fixed step's whole world's fingerprint
}

type compareReport struct {
	Rows      []compareRow `json:"rows"`
	ExactPeak float64      `json:"exact_peak"`
}

// Compare is the compare command: tickbox compare [-frames PATTERN] [-json].
func Compare(args []string, stdout, stderr io.Writer) int {
	c := newCommand("compare", "[flags]", compareAbout, stdout, stderr)
	var extra onceFlag
	c.flags.Var(&extra, "frames", "add a row for this frame `pattern`: a frame rate, jitter, or a trace file\n(ns per line, a PresentMon, OCAT, FrameView or CapFrameX CSV, Android framestats, a\nMangoHud log of every frame) (once)")
	var seed uint64
	numflag.Uint64(c.flags, &seed, "frames-seed", 1, numflag.SeedRule, "`seed` of the jitter")
	var process string
	registerProcess(c.flags, &process)
	asJSON := c.flags.Bool("json", false, "print JSON instead of text")
	if code, ok := c.parseFlags(args); !ok {
		return code
	}
	if err := extra.once("frames", "compare adds one row"); err != nil {
		return c.usage("%v", err)
	}
	if err := checkProcess(c, process, extra.value, false); err != nil {
		return c.usage("%v", err)
	}
	specs := comparePatterns
	if c.set("frames") {
		if err := checkPattern(extra.value); err != nil {
			return c.usage("%v", err)
		}
		specs = append(specs[:len(specs):len(specs)], extra.value)
	}
	var patterns []comparePattern
	for _, spec := range specs {
		p, err := newComparePattern(spec, seed, process)
		if err != nil {
			return c.refuse(err)
		}
		if spec == extra.value {
			noteCapture(c.stderr, c.name, p.fresh())
		}
		patterns = append(patterns, p)
	}
	rep, err := compare(patterns)
	if err != nil {
		return c.fail(err)
	}
	write := asText(rep.writeText)
	if *asJSON {
		write = func(w io.Writer) error { return writeJSON(w, rep) }
	}
	if code := c.emit(exitOK, write); code != exitOK {
		return code
	}
	if !rep.sameFingerprint() {
		return c.fail(errors.New("the fixed step ended in different worlds under different frames: it is not deterministic"))
	}
	return exitOK
}

// comparePattern is one row's frames: its name, and a fresh copy of its
// frames for each use (a trace is read once, and played from its first
// frame each time).
type comparePattern struct {
	name  string
	fresh func() instrument.Source
}

// newComparePattern reads the pattern spec, a trace file once, as the frames
// of the game process names; a file that cannot be used is an error of
// capture.ErrFile.
func newComparePattern(spec string, seed uint64, process string) (comparePattern, error) {
	if isTrace(spec) {
		f, err := capture.Load(spec, process)
		if err != nil {
			return comparePattern{}, fmt.Errorf("-frames: %w", err)
		}
		return comparePattern{spec, func() instrument.Source { return f.Again() }}, nil
	}
	if _, err := capture.Parse(spec, seed); err != nil {
		return comparePattern{}, fmt.Errorf("-frames: %w", err)
	}
	return comparePattern{spec, func() instrument.Source {
		src, _ := capture.Parse(spec, seed) // parsed above
		return src
	}}, nil
}

func compare(patterns []comparePattern) (*compareReport, error) {
	c := bounce.DefaultConfig()
	rep := &compareReport{ExactPeak: float64(c.JumpSpeed*c.JumpSpeed) / (2 * c.Gravity)}
	for _, p := range patterns {
		row, err := compareOne(p)
		if err != nil {
			return nil, err
		}
		rep.Rows = append(rep.Rows, row)
	}
	return rep, nil
}

// maxCompareFrames bounds the frames of one row: 600 ticks (10 s of game
// time) take 20,000 frames at 2,000 fps and this many at 100,000 fps; a
// pattern of 1 ns frames would take 10^10, and once kept every one of them.
const maxCompareFrames = 1_000_000

// compareOne runs the fixed step through the scheduler under pattern, and
// beside it the variable step over the same frames as they come.
func compareOne(p comparePattern) (compareRow, error) {
	pattern := p.name
	if err := checkCompareFrames(p.fresh()); err != nil {
		return compareRow{}, fmt.Errorf("%q: %w", pattern, err)
	}
	v, err := newVariable(p.fresh())
	if err != nil {
		return compareRow{}, err
	}
	fixed, err := runFixed(v)
	if err == nil {
		err = v.err
	}
	if err != nil {
		return compareRow{}, fmt.Errorf("%q: %w", pattern, err)
	}
	return compareRow{
		Pattern: pattern, Frames: v.frames,
		VariablePeak: v.world.Jumper.Peak, FixedPeak: fixed.Jumper.Peak,
		FixedFingerprint: tape.Format(fixed.Jumper.Fingerprint()),
		meanFrame:        v.mean(), world: fixed.Fingerprint(),
	}, nil
}

// runFixed is the fixed-step loop: the window's loop, with its limits at
// their defaults, decides the ticks; v steps the variable world beside it.
func runFixed(v *variable) (*bounce.World, error) {
	sess, err := newWorldSession(bounce.DefaultConfig(), limits{maxFrame: sched.DefaultMaxFrame, maxUpdates: sched.DefaultMaxUpdates}, v, compareTicks)
	if err != nil {
		return nil, err
	}
	sess.stop = v.stop
	sess.loop.SetInputs(fixed.InputFunc[bounce.Input](oneJump))
	return sess.world, sess.run()
}

// checkCompareFrames refuses, before any frame runs, a pattern whose
// first thousand frames are so short that 600 ticks would need more than
// maxCompareFrames of them; the limit in variable.Next catches the rest.
func checkCompareFrames(sample instrument.Source) error {
	if n := estimateFrames(compareTicks, bounce.DefaultConfig().Rate, sample, limits{maxFrame: sched.DefaultMaxFrame, maxUpdates: sched.DefaultMaxUpdates}); n > maxCompareFrames {
		return fmt.Errorf("%d ticks need about %.3g frames, more than %d: frames this short are not compared", compareTicks, n, maxCompareFrames)
	}
	return nil
}

// variable is the loop without a fixed step, run on the frames the fixed
// step is given as they pass: one step per frame, as long as the frame.
// Frames of no length are skipped: no time passed. It keeps no frame, only
// their count and their sum, and stops the session at maxCompareFrames.
type variable struct {
	instrument.Source
	world  *bounce.World
	frames int64
	sum    time.Duration // saturates; the mean is then a bound
	stop   *stop.Request // asked at maxCompareFrames
	err    error
}

func newVariable(f instrument.Source) (*variable, error) {
	w, err := bounce.New(bounce.DefaultConfig())
	if err != nil {
		return nil, err
	}
	return &variable{Source: f, world: w, stop: stop.New()}, nil
}

func (v *variable) Next(ticks int) time.Duration {
	d := v.Source.Next(ticks)
	if v.frames++; v.frames == maxCompareFrames {
		v.err = fmt.Errorf("%d ticks need more than %d frames: frames this short are not compared", compareTicks, maxCompareFrames)
		v.stop.Ask(nil)
	}
	v.sum = min(v.sum+d, math.MaxInt64-sched.MaxElapsed) // d ≤ MaxElapsed: the sum never wraps
	if d > 0 && v.err == nil {
		v.err = v.world.StepVariable(oneJump(v.world.Tick), d.Seconds())
	}
	return d
}

func (v *variable) mean() time.Duration { return v.sum / time.Duration(max(1, v.frames)) }

func (r *compareReport) sameFingerprint() bool {
	for _, row := range r.Rows {
		if row.FixedFingerprint != r.Rows[0].FixedFingerprint || row.world != r.Rows[0].world {
			return false
		}
	}
	return true
}

// writeText writes the table a lesson prints.
func (r *compareReport) writeText(out io.Writer) {
	c := bounce.DefaultConfig()
	tick := time.Second / time.Duration(c.Rate)
	fmt.Fprintf(out, "The same jump, %s m/s up under gravity %s m/s², stepped per frame by the frame's length\n", exact(c.JumpSpeed), exact(c.Gravity))
	fmt.Fprintf(out, "(variable step) and in fixed ticks of 1/%d s (fixed step). The exact peak is v²/2g = %.4f m;\n", c.Rate, r.ExactPeak)
	fmt.Fprintf(out, "a step of dt falls short of it by about v·dt/2: %.1f mm for a fixed tick, and for the variable\n", shortfall(c.JumpSpeed, tick))
	fmt.Fprintf(out, "step as much as its frames are long (dt: the mean frame length).\n\n")
	// The first column is padded here, to read left-aligned; tabwriter
	// aligns the numbers right.
	width := len("pattern")
	for _, row := range r.Rows {
		width = max(width, len(patternName(row.Pattern)))
	}
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "%-*s\tframes run\tvariable peak\tshort by\tv·dt/2\tfixed peak\tshort by\tjumper fingerprint after %d ticks\t\n", width, "pattern", compareTicks)
	for _, row := range r.Rows {
		fmt.Fprintf(tw, "%-*s\t%d\t%.4f m\t%.1f mm\t%.1f mm\t%.4f m\t%.1f mm\t%s\t\n",
			width, patternName(row.Pattern), row.Frames, row.VariablePeak, 1000*(r.ExactPeak-row.VariablePeak),
			shortfall(c.JumpSpeed, row.meanFrame), row.FixedPeak, 1000*(r.ExactPeak-row.FixedPeak), row.FixedFingerprint)
	}
	tw.Flush()
	if r.sameFingerprint() {
		fmt.Fprintf(out, "\nThe fixed step reaches the same peak and the same world under every pattern; the variable\nstep's peak depends on the frames.\n")
	} else {
		fmt.Fprintf(out, "\nTHE FIXED STEP ENDED IN DIFFERENT WORLDS UNDER DIFFERENT FRAMES: it is not deterministic.\n")
	}
}

// shortfall is v·dt/2 in millimetres.
func shortfall(v float64, dt time.Duration) float64 { return 1000 * v * dt.Seconds() / 2 }

// patternName shows a frame rate as "30 fps" and anything else as given.
func patternName(p string) string {
	if capture.IsRate(p) {
		return p + " fps"
	}
	return p
}

// onceFlag is a flag that may be given once: a second -frames used to
// replace the first without a word.
type onceFlag struct {
	value string
	all   []string
}

func (f *onceFlag) String() string { return f.value }

func (f *onceFlag) Set(v string) error {
	f.value, f.all = v, append(f.all, v)
	return nil
}

// once refuses the flag name given more than once, naming the first two
// values and why.
func (f *onceFlag) once(name, why string) error {
	if len(f.all) > 1 {
		return fmt.Errorf("-%s %q and -%s %q: %s; give -%s once", name, f.all[0], name, f.all[1], why, name)
	}
	return nil
}
