package lab

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"unicode/utf8"

	"tickbox/sim/blend"
	"tickbox/sim/numflag"
	"tickbox/sim/pacing"
)

// PacingSummary is the command's line in `tickbox -h`.
const PacingSummary = "frame pacing: ticks per frame under timer noise, raw and snapped, and judder of each drawing mode"

const pacingAbout = `Measures frame pacing two ways.

Timelines: 60, 120 and 144 Hz displays whose clock readings carry seeded timer
noise, and a noise-free 59.94 Hz display, each played for -duration of game
time through the scheduler (60 Hz ticks, 250 ms clamp, 5 ticks a frame): raw,
and through the frame-time filter that snaps frames to the refresh grid. For
each, the frames whose tick count differs from the noise-free timeline of the
same display at the same frame, and the ticks run.

Judder: a ball at constant velocity drawn each frame newest-only, interpolated
and extrapolated, under steady 30, 60 and 144 fps, jittery frames (4 to 40
ms), and 60 and 144 fps with timer noise on each clock reading, raw and
snapped: the relative standard deviation of its drawn step per frame over the
step it really made. A frame rate here is what -frames makes in every command
(frame i ends at floor(i·10⁹/F) ns; the noise as in policies); a display's
refresh k is at ceil(k·10⁹/R) ns, the grid the filter snaps to.

Exits 1 if snapping does not cut the frames off by a tick at least 10 times on
every noisy display, puts any off on the noise-free one, or changes a total by
more than one tick.`

// Pacing is the pacing command: tickbox pacing [flags]. It returns the exit
// code: 0, 1 when a claim checked by pacingReport.check fails, 2 for a pacingUsage error.
func Pacing(args []string, stdout, stderr io.Writer) int {
	s, code, ok := parsePacingFlags(args, stdout, stderr)
	if !ok {
		return code
	}
	r, err := measurePacing(s.pacingSettings)
	if err != nil {
		fmt.Fprintf(stderr, "tickbox pacing: %v\n", err)
		return 1
	}
	if s.json {
		err = writeJSON(stdout, r)
	} else {
		err = writePacing(stdout, r, s.pacingSettings)
	}
	if err != nil {
		fmt.Fprintf(stderr, "tickbox pacing: %v\n", err)
		return 1
	}
	if err := r.check(); err != nil {
		fmt.Fprintf(stderr, "tickbox pacing: %v\n", err)
		return 1
	}
	return 0
}

// pacingOptions are the parsed flags.
type pacingOptions struct {
	pacingSettings
	json bool
}

// parsePacingFlags parses args. ok is false when the command should stop, with
// code 0 after -h and 2 after a pacingUsage error, which it has printed.
func parsePacingFlags(args []string, stdout, stderr io.Writer) (o pacingOptions, code int, ok bool) {
	o.pacingSettings = defaultPacingSettings()
	fs := flag.NewFlagSet("tickbox pacing", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // errors are printed below, in one line
	fs.BoolVar(&o.json, "json", false, "print JSON instead of tables")
	numflag.Duration(fs, &o.Game, "duration", o.Game, durationRule, "`game time` each display is played for, above 0 and at most "+maxGameTime.String())
	numflag.Duration(fs, &o.Noise, "noise", o.Noise, noiseRule, "timer noise `D` on each clock reading of the noisy displays, ± (0 to "+maxNoise.String()+")")
	numflag.Uint64(fs, &o.Seed, "seed", o.Seed, numflag.SeedRule, "`seed` of the timer noise and of the jittery frames")
	numflag.Duration(fs, &o.Snap.Tolerance, "tolerance", pacing.DefaultTolerance, toleranceRule, "how far `D` a frame may end from the refresh grid and still be snapped, above 0\n(the filter uses at most a third of a refresh interval)")
	fs.BoolVar(&o.Given, "given", false, "give the filter each display's refresh rate instead of letting it measure it")
	err := fs.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		fmt.Fprintf(stdout, "usage: tickbox pacing [flags]\n\n%s\n\nflags:\n", pacingAbout)
		fs.SetOutput(stdout)
		fs.PrintDefaults()
		return o, 0, false
	case err != nil:
		return o, pacingUsage(stderr, "%v", err), false
	case fs.NArg() > 0:
		return o, pacingUsage(stderr, "unexpected argument %q: pacing takes only flags", fs.Arg(0)), false
	}
	if err := o.check(); err != nil {
		return o, pacingUsage(stderr, "%v", err), false
	}
	return o, 0, true
}

// The rules of pacing's number flags.
var (
	durationRule  = fmt.Sprintf("must be above 0 and at most %v", maxGameTime)
	noiseRule     = fmt.Sprintf("must be 0 to %v", maxNoise)
	toleranceRule = "must be above 0"
)

// check returns an error naming the first flag whose value breaks its rule.
func (o pacingOptions) check() error {
	switch {
	case o.Game <= 0 || o.Game > maxGameTime:
		return fmt.Errorf("-duration %v: %s", o.Game, durationRule)
	case o.Noise < 0 || o.Noise > maxNoise:
		return fmt.Errorf("-noise %v: %s", o.Noise, noiseRule)
	case o.Snap.Tolerance <= 0:
		return fmt.Errorf("-tolerance %v: %s", o.Snap.Tolerance, toleranceRule)
	}
	return nil
}

// pacingUsage prints a pacingUsage error and returns exit code 2.
func pacingUsage(stderr io.Writer, format string, args ...any) int {
	fmt.Fprintf(stderr, "tickbox pacing: %s\nrun 'tickbox pacing -h' for its flags\n", fmt.Sprintf(format, args...))
	return 2
}

// writePacing prints the two tables.
func writePacing(w io.Writer, r pacingReport, s pacingSettings) error {
	refresh := "measured by the filter"
	if s.Given {
		refresh = "given to the filter"
	}
	fmt.Fprintf(w, "Ticks per frame: %v of game time per display, 60 Hz ticks, seed %d, refresh %s\n\n",
		s.Game, s.Seed, refresh)
	names := make([]string, len(r.Timelines))
	for i, t := range r.Timelines {
		names[i] = t.Name
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "%s\tframes\toff by a tick, raw\tsnapped\tfewer\tticks, raw\tsnapped\t\n", left("display", names))
	for _, t := range r.Timelines {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%s\t%d\t%d\t\n", left(t.Name, names), t.Frames,
			t.OffByOneRaw, t.OffByOneSnapped, fewer(t), t.TicksRaw, t.TicksSnapped)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(w, "\nJudder: relative standard deviation of a ball's drawn step per frame (constant velocity)\n\n")
	return writeJudder(w, r.Judder)
}

// writeJudder prints one row per pattern, one column per mode.
func writeJudder(w io.Writer, judder []judderResult) error {
	names := make([]string, len(judder))
	for i, j := range judder {
		names[i] = j.Pattern
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "%s\t", left("pattern", names))
	for _, m := range blend.Modes {
		fmt.Fprintf(tw, "%v\t", m)
	}
	fmt.Fprintln(tw)
	for i, j := range judder {
		if i%len(blend.Modes) == 0 {
			fmt.Fprintf(tw, "%s\t", left(j.Pattern, names))
		}
		fmt.Fprintf(tw, "%.4f\t", j.RelativeStddev) // a fraction, as the window and policies give it
		if i%len(blend.Modes) == len(blend.Modes)-1 {
			fmt.Fprintln(tw)
		}
	}
	return tw.Flush()
}

// left pads s to the longest of all, so that a right-aligned table still
// lines its first column up on the left.
func left(s string, all []string) string {
	width := utf8.RuneCountInString(s)
	for _, a := range all {
		width = max(width, utf8.RuneCountInString(a))
	}
	return s + strings.Repeat(" ", width-utf8.RuneCountInString(s))
}

// fewer says how many times fewer frames were off by a tick snapped than
// raw: "all" when none were left, "-" when there were none to begin with.
func fewer(t timelineResult) string {
	switch {
	case t.OffByOneRaw == 0:
		return "-"
	case t.OffByOneSnapped == 0:
		return "all"
	}
	return fmt.Sprintf("%.0f×", float64(t.OffByOneRaw)/float64(t.OffByOneSnapped))
}
