package lab

import (
	"fmt"
	"io"
	"os"

	"tickbox/sim"
	"tickbox/sim/frames"
	"tickbox/sim/replay"
)

const replayAbout = `Plays a replay file back headless through the real scheduler, under any frame
pattern or load, and prints the final tick and fingerprint and the state of
every body, as run does. Ticks, not frames, carry the inputs, so every
pattern must end in the same fingerprint; the fingerprints recorded every 60
ticks are checked as the replay goes.

-verify exits 0 when every recorded fingerprint matches, and 1 otherwise,
naming the first 60-tick window that fails and then the first bad tick,
found by playing that window again tick by tick.
-dump prints the file as text instead.`

type replayOptions struct {
	loop   loopFlags
	verify bool
	dump   bool
	json   bool
}

// Replay is the replay command: tickbox replay FILE [flags].
func Replay(args []string, stdout, stderr io.Writer) int {
	c := newCommand("replay", "FILE [flags]", replayAbout, stdout, stderr)
	var o replayOptions
	o.loop.register(c.flags)
	c.flags.BoolVar(&o.verify, "verify", false, "exit 1 unless every recorded fingerprint matches; name the first bad tick")
	c.flags.BoolVar(&o.dump, "dump", false, "print the file as text and stop")
	c.flags.BoolVar(&o.json, "json", false, "print JSON instead of text")
	files, code, ok := c.parse(args)
	if !ok {
		return code
	}
	if len(files) != 1 {
		return c.usage("want one replay FILE, got %d arguments", len(files))
	}
	if o.dump && (o.verify || o.json) {
		return c.usage("-dump prints the file as text: it does not go with -verify or -json")
	}
	if _, err := o.loop.source(c, 0); err != nil { // usage errors first, before the file is read
		return c.usage("%v", err)
	}
	r, err := replay.Load(files[0])
	if err != nil {
		return c.fail(err)
	}
	frames, err := o.loop.source(c, r.Config.Seed) // irregular frames from the recording's seed
	if err != nil {
		return c.usage("%v", err)
	}
	if o.dump {
		return o.writeDump(c, r, files[0])
	}
	return o.play(c, r, frames)
}

func (o *replayOptions) writeDump(c *command, r *replay.Recording, path string) int {
	info, err := os.Stat(path)
	if err != nil {
		return c.fail(err)
	}
	return c.emit(exitOK, func(w io.Writer) error { return replay.Dump(w, r, int(info.Size())) })
}

// play plays r through the scheduler with the frames given and reports.
func (o *replayOptions) play(c *command, r *replay.Recording, frames frames.Source) int {
	sess, err := newSession(r.Config, o.loop.maxFrame, o.loop.maxUpdates, frames, r.FinalTick)
	if err != nil {
		return c.usage("%v", err)
	}
	o.loop.setPolicy(sess.sb)
	if err := sess.sb.Play(r); err != nil {
		return c.fail(err)
	}
	sess.traceLen, sess.progress = o.loop.trace, newFrameProgress(c.stderr, r.StartTick, r.FinalTick)
	stop := make(chan struct{})
	defer onInterrupt(stop)()
	sess.stop = stop
	span := r.FinalTick - r.StartTick
	sample, _ := o.loop.sample()
	work{ticks: span, bodies: r.Config.Balls + 1, frames: estimateFrames(span, r.Config.Rate, sample)}.announce(c.stderr, c.name)
	err = sess.run()
	sess.progress.finish()
	if err != nil {
		return c.fail(err)
	}
	p, w := sess.sb.Scene().Player(), sess.world()
	if sess.stopped {
		fmt.Fprintf(c.stderr, "tickbox replay: interrupted at tick %d of %d\n", w.Tick, r.FinalTick)
		return exitInterrupted
	}
	rep := newReport(sess)
	rep.TicksPerSecond = sess.ticksPerSecond(w.Tick - r.StartTick)
	v, err := o.check(p)
	if err != nil {
		return c.fail(err)
	}
	if o.verify {
		rep.OK = &v.ok
		if !v.ok {
			rep.FirstBadTick = &v.bad.Tick
		}
	}
	code := exitOK
	if o.verify && !v.ok {
		code = exitFailed
	}
	if o.json {
		return c.emit(code, func(w io.Writer) error { return writeJSON(w, rep) })
	}
	return c.emit(code, asText(func(w io.Writer) { o.writeText(w, r, rep, frames, v) }))
}

// verdict is what playing a replay found.
type verdict struct {
	ok       bool
	mismatch replay.Mismatch
	bad      replay.BadTick // with -verify only
	checked  int
}

func (o *replayOptions) check(p *replay.Player) (verdict, error) {
	m, bad := p.Mismatch()
	v := verdict{ok: !bad, mismatch: m, checked: p.Checked()}
	if bad && o.verify {
		var err error
		if v.bad, err = p.Locate(); err != nil {
			return v, err
		}
	}
	return v, nil
}

func (o *replayOptions) writeText(out io.Writer, r *replay.Recording, rep *report, frames frames.Source, v verdict) {
	fmt.Fprintf(out, "replay       %s, ticks %d to %d\n", describe(r.Config), r.StartTick, r.FinalTick)
	fmt.Fprintf(out, "loop         %s; %s\n\n", frames, o.loop.limitsString(r.Config.Rate))
	rep.writeState(out)
	fmt.Fprintf(out, "\nspeed        %s ticks per second of wall time\n", si(rep.TicksPerSecond))
	switch {
	case v.ok:
		fmt.Fprintf(out, "recording    every fingerprint matches (%d checked)\n", v.checked)
	case !o.verify:
		fmt.Fprintf(out, "recording    DOES NOT MATCH: %v; -verify finds the first bad tick\n", v.mismatch)
	default:
		m := v.mismatch
		fmt.Fprintf(out, "verify       FAILED: the first fingerprint that differs is after %d ticks (%s played, %s recorded)\n",
			m.Tick, sim.FormatFingerprint(m.Played), sim.FormatFingerprint(m.Recorded))
		fmt.Fprintf(out, "window       ticks %d to %d, played again tick by tick\n", m.From, m.Tick-1)
		fmt.Fprintf(out, "first bad    tick %d: %v\n", v.bad.Tick, v.bad.Cause)
	}
	rep.writeTrace(out)
}
