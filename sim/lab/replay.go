package lab

import (
	"fmt"
	"io"
	"os"

	"tickbox/sim"
	"tickbox/sim/frames"
	"tickbox/sim/replay"
	"tickbox/sim/sched"
	"tickbox/sim/stop"
)

const replayAbout = `Plays a replay file back headless through the real scheduler, under any frame
pattern or load, and prints the final tick and fingerprint and the state of
every body, as run does. Ticks, not frames, carry the inputs, so every
pattern must end in the same fingerprint; the fingerprints recorded every 60
ticks are checked as the replay goes.

-verify exits 0 when every recorded fingerprint matches, and 1 otherwise,
naming the first 60-tick window that fails and then the first bad tick,
found by playing that window again tick by tick. It stops at the checkpoint
after the first that differs (which tells a wrong record from a world gone
wrong); -keep-going plays on to the end.
-dump prints the file as text instead.`

type replayOptions struct {
	loop      loopFlags
	verify    bool
	keepGoing bool
	dump      bool
	json      bool
}

// Replay is the replay command: tickbox replay FILE [flags].
func Replay(args []string, stdout, stderr io.Writer) int {
	c := newCommand("replay", "FILE [flags]", replayAbout, stdout, stderr)
	var o replayOptions
	o.loop.register(c.flags)
	c.flags.BoolVar(&o.verify, "verify", false, "exit 1 unless every recorded fingerprint matches; name the first bad tick")
	c.flags.BoolVar(&o.keepGoing, "keep-going", false, "with -verify, play on to the end after a fingerprint differs (by default it stops\nat the checkpoint after the first that differs)")
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
	if o.keepGoing && !o.verify {
		return c.usage("-keep-going without -verify: without -verify a replay plays to the end anyway; give -verify")
	}
	if err := o.loop.check(c); err != nil { // usage errors first, before any file is read
		return c.usage("%v", err)
	}
	r, err := replay.Load(files[0])
	if err != nil {
		return c.fail(err)
	}
	frames, err := o.loop.source(c, r.Config.Seed) // irregular frames from the recording's seed
	if err != nil {
		return c.refuse(err)
	}
	if o.dump {
		return o.writeDump(c, r, files[0])
	}
	noteCapture(c.stderr, c.name, frames)
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
	p, w, err := replay.NewPlayer(r)
	if err != nil {
		return c.fail(err)
	}
	pl := &playing{w: w, p: p}
	sess, err := newSession(w, pl, o.loop.limits(), frames, r.FinalTick)
	if err != nil {
		return c.usage("%v", err)
	}
	pl.sched, pl.failed = sess.loop.Scheduler(), &sess.stepErr
	sess.loop.SetInputs(pl)
	sess.traceLen, sess.progress = o.loop.trace, newFrameProgress(c.stderr, r.StartTick, r.FinalTick)
	req, release := stop.OnSignals()
	defer release()
	sess.hear(req)
	if o.verify && !o.keepGoing {
		sess.onFrame = stopAfterMismatch(sess, p, r)
	}
	span := r.FinalTick - r.StartTick
	work{ticks: span, bodies: r.Config.Balls + 1, frames: estimateFrames(span, r.Config.Rate, o.loop.sample(), o.loop.limits())}.announce(c.stderr, c.name)
	err = sess.run()
	sess.progress.finish()
	if err != nil {
		return c.fail(err)
	}
	if sess.stopped {
		fmt.Fprintf(c.stderr, "tickbox replay: interrupted at tick %d of %d\n", w.Tick, r.FinalTick)
		return stop.ExitCode
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
		return c.emit(code, rep.writeJSON)
	}
	return c.emit(code, asText(func(w io.Writer) { o.writeText(w, r, rep, frames, v) }))
}

// stopAfterMismatch returns what -verify does after each frame: once a
// fingerprint differs, the session ends at the next checkpoint after it
// (or the final tick), which Locate needs to tell a wrong record from a
// world gone wrong, and which is as far as a wrong file is worth playing.
func stopAfterMismatch(sess *session, p *replay.Player, r *replay.Recording) func() {
	done := false
	return func() {
		m, bad := p.Mismatch()
		if !bad || done {
			return
		}
		done = true
		if next := m.Tick + int64(r.Interval); next < sess.until {
			sess.endAt(max(next, sess.world.Tick))
		}
	}
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
		if rep.Ticks < r.FinalTick {
			fmt.Fprintf(out, "stopped      at tick %d, the checkpoint after the first that differs; -keep-going plays to the end\n", rep.Ticks)
		}
	}
	rep.writeTrace(out)
}

// playing is a recording played back into its world, as a loop ticks it:
// each tick takes the recording's input, follows a change of tick rate it
// holds (the scheduler too, from the next frame), and is checked against
// the recording's fingerprints.
type playing struct {
	w      *sim.World
	p      *replay.Player
	sched  *sched.Scheduler
	failed *error // the first error, which ends the run after the frame
}

// Take returns the recording's input for the tick about to run. The
// decoder checked a new rate against the scheduler's rule; were it refused
// all the same, the run ends with the error.
func (pl *playing) Take(int64) sim.Input {
	rate := pl.w.Config.Rate
	in := pl.p.Next(pl.w)
	if pl.w.Config.Rate != rate {
		if err := pl.sched.SetRate(pl.w.Config.Rate); err != nil && *pl.failed == nil {
			*pl.failed = err
		}
	}
	return in
}

// Step steps the world and checks it.
func (pl *playing) Step(in sim.Input) {
	pl.w.Step(in)
	pl.p.Check(pl.w)
}
