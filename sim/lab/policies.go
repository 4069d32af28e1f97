package lab

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"tickbox/sim/capture"
	"tickbox/sim/disk"
	"tickbox/sim/instrument"
	"tickbox/sim/numflag"
	"tickbox/sim/policy"
	"tickbox/sim/sched"
)

const policiesAbout = `Runs every frame policy (how an engine's loop turns a frame's time into ticks)
on the same frames through the scheduler every loop decides its ticks with
(sim/sched), and prints a row each:
  frames, ticks     ticks run, against the ideal (real time × rate)
  drift             game time drawn minus real time at the end, ms
  off               frames whose tick count differs from the same policy on the
                    noise-free frames of the same display (with -noise only)
  0/1/2/3+          how many frames ran 0, 1, 2, 3 or more ticks; max: the most
  dropped           game time of dropped ticks plus real time cut, ms: the
                    overlay's unplayed total
  judder            relative standard deviation of the drawn step of a body at
                    constant velocity, drawn interpolated, over its real step
  error             animation error as PresentMon defines it: the change in game
                    time drawn between two frames minus the time between them
                    on the display; mean of its size and 99th percentile, ms
  load              under -load: the spiral (ever more ticks a frame, frames held only
                    by a clamp, over twice as long as with a 5-tick cap) or the
                    speed the game settles at
  capture           under a capture's table: its own judder and error, its game's
                    step its frames' time, the display's its display columns

Policies:
%s
Each policy takes its engine's settings, in the engine's names and units, as
NAME:key=value:key=value (a colon between settings, a comma between policies),
e.g. -policy 'godot:max_physics_steps_per_frame=4,bevy:max_delta=100ms:relative_speed=0.5'.
A step of no whole number of Hz (bevy:from_hz=59.94) runs here as the engine
runs it; its row's ticks, ideal and drift are in its own step. The keys, their
defaults and the values each takes:
%s
Exit status: 0; 1 when a file cannot be read or written; 2 for a usage error.`

// nameWidth is the longest policy name, the width of the name columns.
var nameWidth = func() int {
	w := 0
	for _, n := range policy.Names() {
		w = max(w, len(n))
	}
	return w
}()

// policiesAboutText fills the list of policies into policiesAbout.
func policiesAboutText() string {
	var b strings.Builder
	for _, e := range policy.All() {
		fmt.Fprintf(&b, "  %-*s %s\n", nameWidth, e.Name, e.Summary)
	}
	return fmt.Sprintf(policiesAbout, b.String(), policy.Help())
}

type policiesOptions struct {
	frames     string
	seed       uint64
	noise      time.Duration
	seconds    float64
	rate       int
	cost       time.Duration
	json       bool
	svg        string
	presentMon string
	only       onceFlag
	framesOut  string
	process    string
	shown      *shown // the frames, made once
}

// Policies is the policies command: tickbox policies [flags].
func Policies(args []string, stdout, stderr io.Writer) int {
	c := newCommand("policies", "[flags]", policiesAboutText(), stdout, stderr)
	var o policiesOptions
	fs := c.flags
	fs.StringVar(&o.frames, "frames", "60", "frame `pattern`: a frame rate (30, 59.94, 60, 144), jitter (4 to 40 ms), or a\ntrace file, played once: ns per line, a PresentMon, OCAT, FrameView or CapFrameX CSV,\nAndroid framestats, a MangoHud log of every frame")
	registerProcess(fs, &o.process)
	numflag.Uint64(fs, &o.seed, "frames-seed", 1, numflag.SeedRule, "`seed` of the jitter and of the noise")
	numflag.Duration(fs, &o.noise, "noise", time.Millisecond, policyNoiseRule, "timer noise: each clock reading of a frame rate's frames is off by up to ±`D`")
	numflag.Float64(fs, &o.seconds, "seconds", 60, secondsRule, "play a frame rate's frames for `S` seconds of real time")
	numflag.Int(fs, &o.rate, "rate", sched.DefaultRate, sched.RateRule, "tick rate in `Hz`, 1 to 1000")
	numflag.Duration(fs, &o.cost, "load", 0, policyLoadRule, "the load: each tick costs `D` of real time, added to the next frame (a slow tick)")
	fs.BoolVar(&o.json, "json", false, "print JSON instead of text")
	fs.StringVar(&o.svg, "svg", "", "write a chart of the first 600 frames to `FILE` (SVG)")
	fs.StringVar(&o.presentMon, "presentmon", "", "write each policy's frames to `DIR`/POLICY.csv with PresentMon's column names")
	fs.StringVar(&o.framesOut, "frames-out", "", "also write the frames as read to `FILE`, one length in ns per line (a trace\n-frames reads back)")
	fs.Var(&o.only, "policy", "run only the policies in this comma-separated `list`, each once")
	if code, ok := c.parseFlags(args); !ok {
		return code
	}
	names, err := o.check(c)
	if err != nil {
		return c.refuse(err)
	}
	return o.run(c, names)
}

// The rules of policies' number flags (-rate's is every command's).
const (
	secondsRule     = "must be above 0 and at most 3600"
	policyNoiseRule = "must be 0 to 100ms"
	policyLoadRule  = "must be 0 to 1s"
)

// check returns the policies to run, or an error naming the bad flag.
func (o *policiesOptions) check(c *command) (names []string, err error) {
	switch {
	case sched.CheckRate(o.rate) != nil:
		return nil, fmt.Errorf("-rate %d: %s", o.rate, sched.RateRule)
	case !(o.seconds > 0 && o.seconds <= 3600):
		return nil, fmt.Errorf("-seconds %v: %s", o.seconds, secondsRule)
	case o.noise < 0 || o.noise > 100*time.Millisecond:
		return nil, fmt.Errorf("-noise %v: %s", o.noise, policyNoiseRule)
	case o.cost < 0 || o.cost > time.Second:
		return nil, fmt.Errorf("-load %v: %s", o.cost, policyLoadRule)
	}
	for _, f := range []struct{ name, v, what string }{
		{"svg", o.svg, "file"}, {"presentmon", o.presentMon, "folder"}, {"frames-out", o.framesOut, "file"},
	} {
		if c.set(f.name) && f.v == "" {
			return nil, fmt.Errorf("-%s \"\": must name a %s", f.name, f.what)
		}
	}
	if !c.set("noise") && !capture.IsRate(o.frames) {
		o.noise = 0 // the default noise is for a display, not a trace
	}
	if err := checkProcess(c, o.process, o.frames, false); err != nil {
		return nil, err
	}
	if names, err = o.policies(); err != nil {
		return nil, err
	}
	if o.shown, err = newShown(o.frames, o.noise, o.seconds, o.seed, o.process); err != nil {
		return nil, err
	}
	if o.json && o.shown.capture() != nil {
		noteGame(c.stderr, c.name, o.frames, o.shown.capture())
	}
	return names, nil
}

// policies returns the policies -policy lists, each once: a name given
// twice would run the same row twice (5,000 rows for -policy godot given
// 5,000 times).
func (o *policiesOptions) policies() ([]string, error) {
	if err := o.only.once("policy", "it takes one comma-separated list"); err != nil {
		return nil, err
	}
	if o.only.value == "" {
		return policy.Names(), nil
	}
	names := strings.Split(o.only.value, ",")
	seen := map[string]bool{}
	for _, n := range names {
		if _, _, _, err := policy.ForFrames(n, sched.Config{Rate: o.rate}); err != nil {
			return nil, fmt.Errorf("-policy: %w", err)
		}
		if seen[n] {
			return nil, fmt.Errorf("-policy %q: %s is in the list twice: it would run the same row again", o.only.value, n)
		}
		seen[n] = true
	}
	return names, nil
}

// run plays every policy and prints the table.
func (o *policiesOptions) run(c *command, names []string) int {
	if o.presentMon != "" {
		if err := disk.MkdirAll(o.presentMon); err != nil {
			return c.fail(fmt.Errorf("-presentmon: %w", err))
		}
	}
	if o.framesOut != "" {
		if err := o.writeFrames(); err != nil {
			return c.fail(fmt.Errorf("-frames-out: %w", err))
		}
	}
	var rows []*policyRow
	var what string
	for _, name := range names {
		row, src, err := o.play(name)
		if errors.Is(err, errSpiral) {
			row = &policyRow{Policy: name, Load: "spiral: frames grew past 24 h"}
		} else if err != nil {
			return c.fail(err)
		}
		rows, what = append(rows, row), src
	}
	if o.svg != "" {
		if err := o.writeChart(what, rows); err != nil {
			return c.fail(fmt.Errorf("-svg: %w", err))
		}
	}
	if o.json {
		return c.emit(exitOK, func(w io.Writer) error { return writeJSON(w, rows) })
	}
	return c.emit(exitOK, asText(func(w io.Writer) { o.writeTable(w, what, rows) }))
}

// play runs one policy on a fresh copy of the frames.
func (o *policiesOptions) play(name string) (*policyRow, string, error) {
	src := o.shown.fresh()
	r, err := newPolicyRun(name, o.rate, o.cost, src.noisy())
	if err != nil {
		return nil, "", err
	}
	if o.presentMon != "" {
		if r.out, err = newPresentMonWriter(o.presentMon, name); err != nil {
			return nil, "", fmt.Errorf("-presentmon: %w", err)
		}
	}
	err = r.playAll(src)
	if r.out != nil {
		err = errors.Join(err, r.out.close(err == nil || errors.Is(err, errSpiral)))
	}
	if err != nil {
		return nil, "", fmt.Errorf("%s: %w", name, err)
	}
	return r.finish(), src.String(), nil
}

// playAll plays every frame of src, at most maxPolicyFrames.
func (r *policyRun) playAll(src shownFrames) error {
	for range maxPolicyFrames {
		read, real, ok := src.next()
		if !ok {
			return nil
		}
		if r.last > 0 && costly(0, r.cost, r.last) >= sched.MaxElapsed {
			return errSpiral
		}
		if err := r.frame(read, real); err != nil {
			return fmt.Errorf("frame %d: %w", r.row.Frames+1, err)
		}
	}
	return nil
}

// writeFrames writes the frames as read, before any -load, to -frames-out,
// with the command that made them as its first lines, as a recording is
// saved (disk.Save: whole, then renamed, only over a regular file).
func (o *policiesOptions) writeFrames() error {
	src := o.shown.fresh()
	var all []time.Duration
	for len(all) < maxPolicyFrames {
		read, _, ok := src.next()
		if !ok {
			break
		}
		all = append(all, read)
	}
	comment := fmt.Sprintf("%s\nmade by: tickbox policies -frames %s -noise %v -seconds %v -frames-seed %d -frames-out FILE",
		src, o.frames, o.noise, o.seconds, o.seed)
	var b bytes.Buffer
	if err := instrument.WriteNs(&b, comment, all); err != nil {
		return err
	}
	return disk.Save(o.framesOut, b.Bytes())
}

// errSpiral stops a policy whose frames grew past what the scheduler takes.
var errSpiral = errors.New("the spiral of death: frames grew past 24 h")

// writeChart writes the SVG chart.
func (o *policiesOptions) writeChart(what string, rows []*policyRow) error {
	title := fmt.Sprintf("%s, %d Hz ticks", what, o.rate)
	if o.cost > 0 {
		title += fmt.Sprintf(", each tick costs %v", o.cost)
	}
	var b bytes.Buffer
	if err := writeSVG(&b, title, rows); err != nil {
		return err
	}
	return disk.Save(o.svg, b.Bytes())
}

// writeTable prints the rows as text.
func (o *policiesOptions) writeTable(out io.Writer, what string, rows []*policyRow) {
	fmt.Fprintf(out, "frames   %s\n", what)
	if o.shown.capture() != nil && o.shown.capture().LeftOut() != "" {
		fmt.Fprintf(out, "         %s\n", o.shown.capture().LeftOut())
	}
	fmt.Fprintf(out, "ticks    %d Hz", o.rate)
	if o.cost > 0 {
		fmt.Fprintf(out, "; each tick costs %v of real time", o.cost)
	}
	fmt.Fprintf(out, "\n\n")
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "policy\tframes\tticks\tideal\tdrift ms\toff\t0\t1\t2\t3+\tmax\tdropped ms\tjudder\terror ms\tp99 ms\t")
	if o.cost > 0 {
		fmt.Fprintf(tw, "speed\t")
	}
	fmt.Fprintln(tw)
	for _, r := range rows {
		off := "-"
		if r.Off != nil {
			off = fmt.Sprint(*r.Off)
		}
		h := r.Histogram
		fmt.Fprintf(tw, "%s\t%d\t%d\t%.1f\t%.2f\t%s\t%d\t%d\t%d\t%d\t%d\t%.1f\t%.4f\t%.3f\t%.3f\t", r.Policy, r.Frames, r.Ticks,
			r.Ideal, r.DriftMs, off, h[0], h[1], h[2], h[3], r.MaxTicks, r.DroppedMs, r.Judder, r.ErrMeanMs, r.ErrP99Ms)
		if o.cost > 0 {
			fmt.Fprintf(tw, "%.2f\t", r.Speed)
		}
		fmt.Fprintln(tw)
	}
	tw.Flush()
	writeLegend(out)
	writeSettings(out, rows)
	if o.shown.capture() != nil && o.shown.capture().Display != nil {
		writeDisplay(out, o.shown.capture())
	}
	if o.cost > 0 {
		fmt.Fprintln(out)
		for _, r := range rows {
			fmt.Fprintf(out, "%-*s %s\n", width(rows), r.Policy, r.Load)
		}
	}
}

// writeLegend says what the table's columns of frames counted mean, which
// their names are too short to (-h says more of every column).
func writeLegend(out io.Writer) {
	fmt.Fprintf(out, "\noff       frames whose tick count differs from the same frames without noise (- with no -noise)\n"+
		"0 1 2 3+  frames that ran 0, 1, 2, 3 or more ticks; max: the most ticks a frame ran\n")
}

// width is the widest policy name among rows, at least nameWidth.
func width(rows []*policyRow) int {
	w := nameWidth
	for _, r := range rows {
		w = max(w, len(r.Policy))
	}
	return w
}

// writeSettings prints the settings in force of every row given settings,
// and the step of a row whose rate is not the table's.
func writeSettings(out io.Writer, rows []*policyRow) {
	for _, r := range rows {
		if r.Settings == "" || !strings.Contains(r.Policy, ":") {
			continue
		}
		fmt.Fprintf(out, "\nsettings %s: %s Hz", r.Settings, strconv.FormatFloat(r.Hz, 'g', 6, 64))
	}
	for _, r := range rows {
		if strings.Contains(r.Policy, ":") {
			fmt.Fprintln(out)
			return
		}
	}
}
