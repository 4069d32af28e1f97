package lab

import (
	"errors"
	"fmt"
	"io"
	"os"

	"tickbox/sim/bounce"
	"tickbox/sim/instrument"
	"tickbox/sim/oldtape"
	"tickbox/sim/stop"
	"tickbox/sim/tape"
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
	r, err := oldtape.Load(files[0])
	if err != nil {
		return c.fail(err)
	}
	_, w, err := bounce.Play(r)
	if err != nil {
		return c.fail(fmt.Errorf("%q: %w", files[0], err))
	}
	frames, err := o.loop.source(c, w.Config.Seed) // irregular frames from the recording's seed
	if err != nil {
		return c.refuse(err)
	}
	if o.dump {
		return o.writeDump(c, r, w.World, files[0])
	}
	noteCapture(c.stderr, c.name, frames)
	return o.play(c, r, w, frames)
}

func (o *replayOptions) writeDump(c *command, r *tape.Recording, start *bounce.World, path string) int {
	info, err := os.Stat(path)
	if err != nil {
		return c.fail(err)
	}
	return c.emit(exitOK, func(w io.Writer) error {
		return dump(w, r, int(info.Size()), bounce.TapeAbout(start)...)
	})
}

// play plays r through the loop's recording part (tape.Tape.Play) with
// the frames given and reports.
func (o *replayOptions) play(c *command, r *tape.Recording, w bounce.Taped, frames instrument.Source) int {
	cfg := w.Config // as the recording starts
	g := played{w, o.verify}
	sess, err := newSession(w.World, g, o.loop.limits(), frames, r.Final)
	if err != nil {
		return c.usage("%v", err)
	}
	tp, err := tape.Attach[bounce.Input](sess.loop, g, tape.Options{Log: io.Discard})
	if err != nil {
		return c.fail(err)
	}
	if err := tp.Play(r); err != nil {
		return c.fail(err) // bounce.Play took r already
	}
	sess.traceLen, sess.progress = o.loop.trace, newFrameProgress(c.stderr, r.Start, r.Final)
	req, release := stop.OnSignals(stop.ClosedOutput...) // a closed output is a stop too
	defer release()
	sess.hear(req)
	if o.verify && !o.keepGoing {
		sess.onFrame = stopAfterMismatch(sess, tp, r)
	}
	span := r.Final - r.Start
	work{ticks: span, bodies: cfg.Balls + 1, frames: estimateFrames(span, cfg.Rate, o.loop.sample(), o.loop.limits())}.announce(c.stderr, c.name)
	err = sess.run()
	sess.progress.finish()
	if err != nil {
		return c.fail(err)
	}
	if sess.stopped {
		fmt.Fprintf(c.stderr, "tickbox replay: interrupted at tick %d of %d\n", w.Tick, r.Final)
		return stop.ExitCode
	}
	rep := newReport(sess)
	rep.TicksPerSecond = sess.ticksPerSecond(w.Tick - r.Start)
	v := o.check(tp.Replay())
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
	return c.emit(code, asText(func(w io.Writer) { o.writeText(w, r, cfg, rep, frames, v) }))
}

// stopAfterMismatch returns what -verify does after each frame: once a
// fingerprint differs, the session ends at the next checkpoint after it
// (or the final tick), which Locate needs to tell a wrong record from a
// world gone wrong, and which is as far as a wrong file is worth playing.
func stopAfterMismatch(sess *session, tp *tape.Tape[bounce.Input], r *tape.Recording) func() {
	done := false
	return func() {
		if done {
			return
		}
		rp := tp.Replay()
		if !rp.Differs {
			return
		}
		done = true
		if next := rp.First.Tick + int64(r.Every); next < sess.until {
			sess.endAt(max(next, sess.world.Tick))
		}
	}
}

// verdict is what playing a replay found.
type verdict struct {
	ok       bool
	mismatch tape.Mismatch
	bad      tape.BadTick // with -verify only
	checked  int
}

// check returns what the loop's playback found: the first bad tick is
// the loop's, found (under -verify) in a world of its own (played.Scratch).
func (o *replayOptions) check(rp tape.Replay) verdict {
	return verdict{ok: !rp.Differs, mismatch: rp.First, bad: rp.Bad, checked: rp.Checked}
}

func (o *replayOptions) writeText(out io.Writer, r *tape.Recording, cfg bounce.Config, rep *report, frames instrument.Source, v verdict) {
	fmt.Fprintf(out, "replay       %s, ticks %d to %d\n", describe(cfg), r.Start, r.Final)
	fmt.Fprintf(out, "loop         %s; %s\n\n", frames, o.loop.limitsString(cfg.Rate))
	rep.writeState(out)
	fmt.Fprintf(out, "\nspeed        %s ticks per second of wall time\n", si(rep.TicksPerSecond))
	switch {
	case v.ok:
		fmt.Fprintf(out, "recording    every fingerprint matches (%d checked)\n", v.checked)
	case !o.verify:
		fmt.Fprintf(out, "recording    DOES NOT MATCH: %s; -verify finds the first bad tick\n", v.mismatch)
	default:
		m := v.mismatch
		fmt.Fprintf(out, "verify       FAILED: the first fingerprint that differs is after %d ticks (%s played, %s recorded)\n",
			m.Tick, tape.Format(m.Played), tape.Format(m.Recorded))
		fmt.Fprintf(out, "window       ticks %d to %d, played again tick by tick\n", m.From, m.Tick-1)
		fmt.Fprintf(out, "first bad    tick %d: %v\n", v.bad.Tick, v.bad.Cause)
		if rep.Ticks < r.Final {
			fmt.Fprintf(out, "stopped      at tick %d, the checkpoint after the first that differs; -keep-going plays to the end\n", rep.Ticks)
		}
	}
	rep.writeTrace(out)
}

// played is the world a recording plays back into, as the loop plays it
// (a tape.Taper): the loop follows the recording's rate changes
// (bounce.Taped's SetRate) and checks its fingerprints; under -verify it
// names the first bad tick by playing the recording again in a world of
// its own.
type played struct {
	bounce.Taped
	verify bool
}

// Tape returns the header of the recording the world plays and the world
// as it sees it.
func (p played) Tape() (tape.Header, tape.State[bounce.Input]) {
	return bounce.TapeHeader(p.Config), p.Taped
}

// Scratch returns a world of its own at r's start, in which the loop
// names the first bad tick; without -verify none is looked for.
func (p played) Scratch(r *tape.Recording, _ int64) (tape.State[bounce.Input], error) {
	if !p.verify {
		return nil, errors.New("-verify not given")
	}
	_, scratch, err := bounce.Play(r)
	return scratch, err
}
