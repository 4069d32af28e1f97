package lab

import (
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
	"time"

	"tickbox/sim"
	"tickbox/sim/frames"
	"tickbox/sim/replay"
)

const runAbout = `Runs a world headless through the real scheduler, frame by made-up frame, and
prints the ticks, the frames, the time dropped, the final fingerprint and the
final state of every body, each float with the digits that read back exactly,
and the speed in ticks per second of wall time.

Without -inputs the jumper jumps once at tick 0 and nothing else happens.
-record saves the run as a replay file (Ctrl+C saves it too, then stops).
-load, -draw and -first replace the frames with a virtual clock whose frames
take longer the more ticks the frame before ran: with the limits off
(-max-frame 0 -max-updates 0) -trace shows the spiral of death, with them on
the slow motion that cures it.

Exit status: 0; 1 when the synctest fails or a file cannot be written; 2 for
a usage error; 130 after Ctrl+C.`

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
	c.flags.Int64Var(&o.ticks, "ticks", 600, "run `N` ticks")
	c.flags.Uint64Var(&o.inputs, "inputs", 0, "make up a player's input from `seed`: jumps, kicks and teleports at a human's pace")
	c.flags.StringVar(&o.record, "record", "", "save the run as a replay `file`")
	c.flags.DurationVar(&o.autosave, "autosave", 0, "with -record, also save the recording every `D` of game time (1s to 24h), so that a\ncrash or kill -9 loses at most D; each save writes the whole recording so far")
	c.flags.BoolVar(&o.synctest, "synctest", false, "step every tick twice, from the world and from its restored snapshot, and\nreport the first tick where they differ (exit 1)")
	c.flags.BoolVar(&o.json, "json", false, "print JSON instead of text")
	rest, code, ok := c.parse(args)
	if !ok {
		return code
	}
	if len(rest) > 0 {
		return c.usage("unexpected argument %q: run takes only flags", rest[0])
	}
	return o.run(c)
}

func (o *runOptions) run(c *command) int {
	cfg, frames, err := o.check(c)
	if err != nil {
		return c.usage("%v", err)
	}
	r, err := o.prepare(c, cfg, frames)
	if err != nil {
		return c.fail(err)
	}
	r.work = o.work(cfg)
	if err := r.play(c); err != nil {
		return c.fail(err)
	}
	return o.report(c, r)
}

// check checks the flags and returns the world's config and the frames.
func (o *runOptions) check(c *command) (sim.Config, frames.Source, error) {
	cfg, err := o.world.config(c)
	if err != nil {
		return cfg, nil, err
	}
	frames, err := o.loop.source(c, cfg.Seed)
	if err != nil {
		return cfg, nil, err
	}
	if o.ticks < 1 || o.ticks > replay.MaxSpan {
		return cfg, nil, fmt.Errorf("-ticks %d: must be 1 to %d", o.ticks, int64(replay.MaxSpan))
	}
	if err := o.checkAutosave(); err != nil {
		return cfg, nil, err
	}
	if size := (o.ticks/replay.Interval + 1) * 8; o.record != "" && size > replay.MaxFileSize {
		return cfg, nil, fmt.Errorf("-ticks %d with -record: its checkpoints alone take %d bytes, more than a replay may (%d)",
			o.ticks, size, replay.MaxFileSize)
	}
	o.madeUp = c.set("inputs")
	return cfg, frames, nil
}

// work estimates what the run is about to do, from a fresh copy of its
// frames.
func (o *runOptions) work(cfg sim.Config) work {
	w := work{ticks: o.ticks, bodies: cfg.Balls + 1}
	if sample, err := o.loop.sample(); err == nil {
		w.frames = estimateFrames(o.ticks, cfg.Rate, sample)
	}
	return w
}

// aRun is a run ready to play: its session, and its recorder and synctest
// when asked for.
type aRun struct {
	sess   *session
	rec    *replay.Recorder
	sync   *SyncTest
	frames frames.Source
	work   work
}

func (o *runOptions) prepare(c *command, cfg sim.Config, frames frames.Source) (*aRun, error) {
	sess, err := newSession(cfg, o.loop.maxFrame, o.loop.maxUpdates, frames, o.ticks)
	if err != nil {
		return nil, err
	}
	o.loop.setPolicy(sess.sb)
	r := &aRun{sess: sess, frames: frames}
	if o.record != "" {
		if err := replay.CheckWritable(o.record); err != nil {
			return nil, fmt.Errorf("-record %w", err)
		}
		if r.rec, err = replay.NewRecorder(o.record, sess.world()); err != nil {
			return nil, err
		}
	}
	if o.synctest {
		r.sync = &SyncTest{}
	}
	input := oneJump
	if o.madeUp {
		input = NewInputs(o.inputs, cfg.Rate).Input
	}
	step := stepFunc(r.rec, r.sync, &sess.stepErr)
	if o.autosave > 0 {
		step = autosaving(step, r.rec, o.autosave, cfg.Rate, &sess.stepErr)
	}
	sess.sb.SetInputs(inputFunc(input))
	sess.sb.SetStep(step)
	sess.traceLen, sess.progress = o.loop.trace, newFrameProgress(c.stderr, 0, o.ticks)
	return r, nil
}

// stepFunc returns how a run steps its world: with the recorder and the
// synctest around the step, if there are any. The first error they return
// is kept in *failed, which ends the run after the frame.
func stepFunc(rec *replay.Recorder, sync *SyncTest, failed *error) func(*sim.World, sim.Input) {
	keep := func(err error) {
		if *failed == nil {
			*failed = err
		}
	}
	return func(w *sim.World, in sim.Input) {
		if rec != nil {
			keep(rec.Add(w.Tick, in))
		}
		if sync != nil {
			keep(sync.Step(w, in))
		} else {
			w.Step(in)
		}
		if rec != nil {
			keep(rec.Stepped(w))
		}
	}
}

// play runs the session and saves the recording whatever happened: at the
// end, after an error, and after Ctrl+C.
func (r *aRun) play(c *command) error {
	stop := make(chan struct{})
	defer onInterrupt(stop)()
	r.sess.stop = stop
	if r.rec != nil {
		fmt.Fprintf(c.stderr, "recording to %q; Ctrl+C saves it and stops\n", r.rec.Path())
	}
	r.work.announce(c.stderr, c.name) // once Ctrl+C is heard
	err := r.sess.run()
	r.sess.progress.finish()
	if r.rec != nil {
		if cerr := r.rec.Close(); cerr != nil {
			return cerr
		}
		fmt.Fprintf(c.stderr, "recorded %d ticks to %q\n", r.rec.Ticks(), r.rec.Path())
	}
	return err
}

// report prints what the run found and returns the exit code.
func (o *runOptions) report(c *command, r *aRun) int {
	rep := newReport(r.sess)
	rep.TicksPerSecond = r.sess.ticksPerSecond(r.sess.world().Tick)
	code := exitOK
	if r.sync != nil {
		tick, bad := r.sync.FirstBad()
		rep.OK = &[]bool{!bad}[0]
		if bad {
			rep.FirstBadTick, code = &tick, exitFailed
		}
	}
	write := func(w io.Writer) error { return writeJSON(w, rep) }
	if !o.json {
		write = asText(func(w io.Writer) {
			fmt.Fprintf(w, "run          %s\n", describe(r.sess.world().Config))
			o.writeText(w, rep, r.frames, r.sess.world().Config.Rate)
		})
	}
	if c.emit(exitOK, write) != exitOK {
		code = exitFailed
	}
	if r.sess.stopped {
		fmt.Fprintf(c.stderr, "interrupted at tick %d\n", r.sess.world().Tick)
		return exitInterrupted
	}
	return code
}

// writeText writes the run's report, of a world at hz, as text.
func (o *runOptions) writeText(out io.Writer, r *report, frames frames.Source, hz int) {
	fmt.Fprintf(out, "loop         %s; %s\n", frames, o.loop.limitsString(hz))
	if o.loop.policy != "" {
		fmt.Fprintf(out, "policy       %s\n", o.loop.policy)
	}
	if o.madeUp {
		fmt.Fprintf(out, "inputs       made up from seed %d\n", o.inputs)
	} else {
		fmt.Fprintf(out, "inputs       one jump at tick 0\n")
	}
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

// onInterrupt closes stop on the first SIGINT or SIGTERM, so that a run
// that records can save its file before it exits; it returns the function
// that stops listening.
func onInterrupt(stop chan struct{}) (release func()) {
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	done := make(chan struct{})
	go func() {
		select {
		case <-sig:
			close(stop)
		case <-done:
		}
	}()
	return func() {
		signal.Stop(sig)
		close(done)
	}
}
