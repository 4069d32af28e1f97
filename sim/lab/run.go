package lab

import (
	"errors"
	"fmt"
	"io"
	"time"

	"tickbox/sim/autosave"
	"tickbox/sim/bounce"
	"tickbox/sim/disk"
	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
	"tickbox/sim/numflag"
	"tickbox/sim/simtest"
	"tickbox/sim/stop"
	"tickbox/sim/tape"
)

const runAbout = `Runs a world headless through the real scheduler, frame by made-up frame, and
prints the ticks, the frames, the time dropped, the time not played and what
cut it (the clamp, the policy's owed limit, the tick cap), the final
fingerprint and the final state of every body, each float with the digits
that read back exactly, and the speed in ticks per second of wall time.

Without -inputs the jumper jumps once at tick 0 and nothing else happens; in
the lesson's world nothing at all (the lesson has no input).
-record saves the run as a replay file (Ctrl+C, SIGTERM and SIGHUP save it
too, then stop).
-load, -draw and -first replace the frames with a virtual clock whose frames
take longer the more ticks the frame before ran: with the limits off
(-max-frame 0 -max-updates 0) -trace shows the spiral of death, with them on
the slow motion that cures it.

Exit status: 0; 1 when the synctest fails or a file cannot be used; 2 for a
usage error; 130 after Ctrl+C, SIGTERM or SIGHUP (a recording is saved first).`

// ticksRule is the rule of -ticks: as many as a replay can hold.
var ticksRule = fmt.Sprintf("must be 1 to %d", int64(tape.MaxSpan))

type runOptions struct {
	world    worldFlags
	loop     loopFlags
	ticks    int64
	inputs   uint64
	record   string
	autosave time.Duration
	synctest bool
	json     bool

	madeUp bool // -inputs was given
}

// Run is the run command: tickbox run [flags].
func Run(args []string, stdout, stderr io.Writer) int {
	c := newCommand("run", "[flags]", runAbout, stdout, stderr)
	var o runOptions
	o.world.register(c.flags, true)
	o.loop.register(c.flags)
	numflag.Int64(c.flags, &o.ticks, "ticks", 600, ticksRule, "run `N` ticks")
	numflag.Uint64(c.flags, &o.inputs, "inputs", 0, numflag.SeedRule, "make up a player's input from `seed`: jumps, kicks and teleports at a human's pace")
	c.flags.StringVar(&o.record, "record", "", "save the run as a replay `file`")
	numflag.Duration(c.flags, &o.autosave, "autosave", 0, autosaveRule, "with -record, also save the recording every `D` of game time (1s to 24h), so that a\ncrash or kill -9 loses at most D; each save appends what is new, and the file\nplays as it is after a crash")
	c.flags.BoolVar(&o.synctest, "synctest", false, "step every tick twice, from the world and from its restored snapshot, and\nreport the first tick where they differ (exit 1)")
	c.flags.BoolVar(&o.json, "json", false, "print JSON instead of text")
	if code, ok := c.parseFlags(args); !ok {
		return code
	}
	return o.run(c)
}

func (o *runOptions) run(c *command) int {
	cfg, frames, err := o.check(c)
	if err != nil {
		return c.refuse(err)
	}
	noteCapture(c.stderr, c.name, frames)
	r, err := o.prepare(c, cfg, frames)
	if err != nil {
		return c.fail(err)
	}
	defer r.lock.Unlock()
	r.work = o.work(cfg)
	if err := r.play(c); err != nil {
		return c.fail(err)
	}
	return o.report(c, r)
}

// check checks the flags, then reads the frames they name, and returns
// the world's config and the frames.
func (o *runOptions) check(c *command) (bounce.Config, instrument.Source, error) {
	cfg, err := o.world.config(c)
	if err != nil {
		return cfg, nil, err
	}
	o.loop.rate = cfg.Rate
	if err := o.loop.check(c); err != nil {
		return cfg, nil, err
	}
	if o.ticks < 1 || o.ticks > tape.MaxSpan {
		return cfg, nil, fmt.Errorf("-ticks %d: %s", o.ticks, ticksRule)
	}
	if err := o.checkAutosave(c); err != nil {
		return cfg, nil, err
	}
	if size := (o.ticks/bounce.TapeEvery + 1) * 8; o.record != "" && size > tape.MaxFileSize {
		return cfg, nil, fmt.Errorf("-ticks %d with -record: its checkpoints alone take %d bytes, more than a replay may (%d)",
			o.ticks, size, tape.MaxFileSize)
	}
	o.madeUp = c.set("inputs")
	frames, err := o.loop.source(c, cfg.Seed)
	return cfg, frames, err
}

// work estimates what the run is about to do, from a fresh copy of its
// frames.
func (o *runOptions) work(cfg bounce.Config) work {
	return work{ticks: o.ticks, bodies: cfg.Balls + 1, frames: estimateFrames(o.ticks, cfg.Rate, o.loop.sample(), o.loop.limits())}
}

// aRun is a run ready to play: its session, and its recorder and synctest
// when asked for.
type aRun struct {
	sess   *session
	rec    *recorder
	lock   *disk.TargetLock // the claim on the recording's file, held until it is saved
	sync   *tape.SyncTest[bounce.Input]
	frames instrument.Source
	work   work
	inputs string // the input given each tick, in words
}

// input returns the input the run gives each tick and says so in words:
// -inputs' made-up player; else one jump at tick 0; but in the lesson's
// world nothing, as in the lesson.
func (o *runOptions) input(cfg bounce.Config) (func(int64) bounce.Input, string) {
	switch {
	case o.madeUp:
		return simtest.NewBot(o.inputs, cfg.Rate).Input, fmt.Sprintf("made up from seed %d", o.inputs)
	case cfg.Model == bounce.Lesson:
		return noInput, "none, as in the lesson"
	}
	return oneJump, "one jump at tick 0"
}

func (o *runOptions) prepare(c *command, cfg bounce.Config, frames instrument.Source) (*aRun, error) {
	w, err := bounce.New(cfg)
	if err != nil {
		return nil, err
	}
	r := &aRun{frames: frames}
	if o.record != "" {
		if err := disk.Check(o.record); err != nil {
			return nil, fmt.Errorf("-record %w", err)
		}
		// Claimed before the first tick, autosave or not: a second run
		// recording to the file is refused at its start.
		if r.lock, err = disk.LockTarget(o.record); err != nil {
			return nil, fmt.Errorf("-record %w", err)
		}
		if r.rec, err = newRecorder(o.record, w); err != nil {
			return nil, errors.Join(err, r.lock.Unlock())
		}
	}
	if o.synctest {
		r.sync = &tape.SyncTest[bounce.Input]{}
	}
	st := &stepper{w: w}
	var state fixed.Stepper[bounce.Input] = w // stepped bare, unless a hook wraps the step
	if r.rec != nil || r.sync != nil {
		state = st
	}
	if r.sess, err = newSession(w, state, o.loop.limits(), frames, o.ticks); err != nil {
		return nil, errors.Join(err, r.lock.Unlock())
	}
	st.step = stepFunc(r.rec, r.sync, &r.sess.stepErr)
	if o.autosave > 0 {
		st.step = autosaving(st.step, r.rec, o.autosave, cfg.Rate, func(err error) {
			fmt.Fprintf(c.stderr, "tickbox run: autosave stopped, the recording goes on in memory until the run ends: %v\n", err)
		})
	}
	input, said := o.input(cfg)
	r.inputs = said
	r.sess.loop.SetInputs(fixed.InputFunc[bounce.Input](input))
	r.sess.traceLen, r.sess.progress = o.loop.trace, newFrameProgress(c.stderr, 0, o.ticks)
	return r, nil
}

// stepFunc returns how a run steps its world: with the recorder and the
// synctest around the step, if there are any. The first error they return
// is kept in *failed, which ends the run after the frame.
func stepFunc(rec *recorder, sync *tape.SyncTest[bounce.Input], failed *error) func(*bounce.World, bounce.Input) {
	keep := func(err error) {
		if *failed == nil {
			*failed = err
		}
	}
	return func(w *bounce.World, in bounce.Input) {
		if rec != nil {
			keep(rec.Add(w.Tick, in))
		}
		if sync != nil {
			keep(sync.Step(w.Tick, w, in))
		} else {
			w.Step(in)
		}
		if rec != nil {
			keep(rec.Stepped(w.Tick, rec.world))
		}
	}
}

// play runs the session and saves the recording whatever happened: at the
// end, after an error, and after Ctrl+C, SIGTERM or SIGHUP.
func (r *aRun) play(c *command) error {
	req, release := stop.OnSignals(stop.ClosedOutput...) // a closed output is a stop too
	defer release()
	r.sess.hear(req)
	if r.rec != nil {
		fmt.Fprintf(c.stderr, "recording to %q; Ctrl+C saves it and stops\n", r.rec.path)
	}
	r.work.announce(c.stderr, c.name) // once Ctrl+C is heard
	err := r.sess.run()
	r.sess.progress.finish()
	if r.rec != nil {
		saved, cerr := r.rec.close()
		if saved == "" {
			return fmt.Errorf("recording LOST: %w", cerr)
		}
		fmt.Fprintf(c.stderr, "recorded %d ticks to %q\n", r.rec.Ticks(), saved)
		if cerr != nil {
			return cerr
		}
	}
	return err
}

// report prints what the run found and returns the exit code.
func (o *runOptions) report(c *command, r *aRun) int {
	rep := newReport(r.sess)
	rep.TicksPerSecond = r.sess.ticksPerSecond(r.sess.world.Tick)
	code := exitOK
	if r.sync != nil {
		tick, bad := r.sync.FirstBad()
		rep.OK = &[]bool{!bad}[0]
		if bad {
			rep.FirstBadTick, code = &tick, exitFailed
		}
	}
	write := rep.writeJSON
	if !o.json {
		write = asText(func(w io.Writer) {
			fmt.Fprintf(w, "run          %s\n", describe(r.sess.world.Config))
			o.writeText(w, rep, r.frames, r.inputs, r.sess.world.Config.Rate)
		})
	}
	if e := c.emit(exitOK, write); e != exitOK {
		code = e // exitFailed, or a stop: the output closed
	}
	if r.sess.stopped {
		fmt.Fprintf(c.stderr, "interrupted at tick %d\n", r.sess.world.Tick)
		return stop.ExitCode
	}
	return code
}

// writeText writes the run's report, of a world at hz, as text.
func (o *runOptions) writeText(out io.Writer, r *report, frames instrument.Source, inputs string, hz int) {
	fmt.Fprintf(out, "loop         %s; %s\n", frames, o.loop.limitsString(hz))
	if o.loop.policy != "" {
		fmt.Fprintf(out, "policy       %s\n", o.loop.settings(hz))
	}
	fmt.Fprintf(out, "inputs       %s\n", inputs)
	fmt.Fprintln(out)
	r.writeState(out)
	fmt.Fprintf(out, "\nspeed        %s ticks per second of wall time\n", si(r.TicksPerSecond))
	if r.OK != nil {
		if *r.OK {
			fmt.Fprintf(out, "synctest     ok: every tick stepped the same from its restored snapshot\n")
		} else {
			fmt.Fprintf(out, "synctest     FAILED at tick %d: stepped from its restored snapshot, it gives another world\n", *r.FirstBadTick)
		}
	}
	r.writeTrace(out)
}

// recorder is a run's recording: the tape recorder, the world as it sees
// it (bounce.Taped), and the file it goes to, which its autosaves grow
// (journal).
type recorder struct {
	*tape.Recorder[bounce.Input]
	world   bounce.Taped
	path    string
	journal autosave.Journal
}

func newRecorder(path string, w *bounce.World) (*recorder, error) {
	world := bounce.NewTaped(w)
	rec, err := tape.NewRecorder[bounce.Input](bounce.TapeHeader(w.Config), w.Tick, world)
	if err != nil {
		return nil, err
	}
	return &recorder{Recorder: rec, world: world, path: path}, nil
}

// close saves the recording whole over its autosave, then lets the
// autosave go, and returns where the recording went: its file or, when
// that cannot be written (its folder made read-only during the run), a
// new file in the system's temporary folder, as the window saves one
// (disk.SaveOrFallback), and an error that says so. "" is none: it was
// lost, and the error says why.
func (r *recorder) close() (string, error) {
	data, err := r.Finish().MarshalBinary()
	saved := ""
	if err == nil {
		saved, err = disk.SaveOrFallback(r.path, data)
	}
	return saved, errors.Join(err, r.journal.Close())
}
