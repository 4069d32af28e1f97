package tape

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"os"

	"tickbox/sim/fixed"
)

// Options are the recording part's settings: what it records, plays back
// and checks on the loop it is attached to.
type Options struct {
	// Record records the game from its first tick into this file, saved
	// when the loop closes (see Tape.Record; a
	// game that is a State, with Name). Replay plays that file back instead
	// of the player's input, under whatever frames come, checking every
	// fingerprint, and pauses at its end; if one differed, it plays the
	// file again up to it to name the first tick that differs and why
	// (Player.Locate), and pauses just after that tick, where the game
	// went wrong. What the part finds goes to Log, and Tape.Replay
	// returns it.
	Record, Replay string
	// SyncTest steps every tick twice from its snapshot and reports the
	// first that differs (a SyncTest).
	SyncTest bool
	// Every is the ticks between fingerprints of a recording: 0 is 60,
	// one a second at 60 Hz (see the package comment's Size). 1 names the first tick that differs exactly, at 8
	// bytes a tick; with more, a replay that goes wrong plays the ticks
	// since the last match again to find the one that does not reproduce.
	Every int
	// Name and Rules are the game's name and the version of its rules in
	// its recordings: a recording of another game or other rules is
	// refused, naming both. Bump Rules whenever a change makes a tick
	// compute something else.
	Name  string
	Rules int
	// Log is where the part says what it saved and what a replay or the
	// synctest found, unless OnNotice takes the notices; nil is os.Stderr.
	Log io.Writer
}

// Tape is the recording part attached to a loop: the recording in
// progress, a playback and what it found, and the
// synctest's findings. [Attach] makes one. It works through the loop's
// hooks (fixed.Hooks), attached only while it records, plays or
// synctests, so that a loop with nothing to record ticks the game
// directly. Like the loop, it is not safe for concurrent use.
type Tape[I fixed.Input[I]] struct {
	loop   *fixed.Loop[I]
	game   fixed.Stepper[I]
	opts   Options
	log    io.Writer
	notify func(Notice) // where notices go instead of log, if set
	rep    fixed.Reporter
	keeper Keeper[I] // keeps the recording in progress from a crash, if set
	state  State[I]  // the game as a tape sees it, once recorded, played or synctested

	recording *recording[I] // the recording in progress, if any
	play      *Player[I]    // the playback in progress, if any
	sync      *SyncTest[I]

	playing string     // the recording being played back, or played, if any
	last    *Player[I] // the playback in progress, or the last, until forgotten
	bad     *BadTick   // the playback's first bad tick, once found
	told    bool       // the playback's first mismatch was told
	located bool       // the playback's first bad tick was looked for

	unhook func() // detaches the hooks of the ticks; nil while none are attached
}

// Attach attaches the recording part to l, which ticks g, and starts what
// o asks: a recording, a playback, the synctest. It returns an error
// naming the option, its value and the rule if one is wrong (Record and
// Replay together, Every out of range, a recording or a synctest of a
// game that is not a State or has no Name: the error names the methods
// it lacks) and one that matches
// ErrFile if a file o names cannot be used (a replay that is missing,
// does not decode or is of another game, a recording's file that cannot
// be written). Attach it between frames, before the first one for a
// recording of the whole game.
func Attach[I fixed.Input[I]](l *fixed.Loop[I], g fixed.Stepper[I], o Options) (*Tape[I], error) {
	t := &Tape[I]{loop: l, game: g, opts: o, log: cmp.Or[io.Writer](o.Log, os.Stderr)}
	t.rep, _ = g.(fixed.Reporter)
	l.Hook(fixed.Hooks[I]{Rate: t.rate, StartOver: t.startOver, Close: t.close})
	if err := t.start(o); err != nil {
		return nil, err
	}
	return t, nil
}

// start starts what the options ask of recordings.
func (t *Tape[I]) start(o Options) error {
	if o.Record != "" && o.Replay != "" {
		return errors.New("tape: Options.Record and Options.Replay together: a replay is checked, not recorded again")
	}
	if o.Every < 0 || o.Every > MaxEvery {
		return fmt.Errorf("tape: Options.Every %d: must be 0 (%d) to %d", o.Every, defaultEvery, MaxEvery)
	}
	if o.SyncTest {
		_, s, err := t.replayable("Options.SyncTest")
		if err != nil {
			return err
		}
		t.state, t.sync = s, &SyncTest[I]{}
		t.rehook()
	}
	if o.Replay != "" {
		return t.startPlayback(o.Replay)
	}
	if o.Record != "" {
		return t.startRecord(o.Record)
	}
	return nil
}

// rehook attaches the hooks of the ticks that what runs needs (the
// recording's, the playback's, the synctest's), or none.
func (t *Tape[I]) rehook() {
	if t.unhook != nil {
		t.unhook()
		t.unhook = nil
	}
	var h fixed.Hooks[I]
	if t.recorder() != nil || t.play != nil {
		h.Input, h.Ticked, h.Framed = t.input, t.ticked, t.framed
	}
	if t.sync != nil {
		h.Step = t.step
	}
	if h.Input != nil || h.Step != nil {
		t.unhook = t.loop.Hook(h)
	}
}

// input is the Input hook: the playback's input instead of the live one
// (and its rate, from this tick), recorded.
func (t *Tape[I]) input(tick int64, in I) I {
	if p := t.play; p != nil {
		if hz, ok := p.Rate(tick); ok {
			_ = t.loop.SetRate(hz) // the decoder checked it; the Rate hook records it
		}
		in = p.Take(tick)
	}
	if r := t.recorder(); r != nil {
		t.recorded(tick, r.rec.Add(tick, in))
	}
	return in
}

// step is the synctest's Step hook: the tick stepped twice from its
// snapshot, and told once if the two differ.
func (t *Tape[I]) step(tick int64, in I, next fixed.Stepper[I]) {
	if t.sync == nil {
		next.Step(in)
		return
	}
	_, was := t.sync.FirstBad()
	if err := t.sync.Step(tick, t.state, in); err != nil {
		fmt.Fprintf(t.log, "tape: %v; the synctest stops\n", err)
		t.sync = nil
		t.rehook()
		return
	}
	if bad, ok := t.sync.FirstBad(); ok && !was {
		fmt.Fprintf(t.log, "tape: synctest: tick %d is not reproducible: stepped twice from its snapshot, it gives two states\n", bad)
	}
}

// ticked is the Ticked hook: the recording notes the state after the
// tick and its Keeper keeps it (a frame may last long), and the playback
// checks it.
func (t *Tape[I]) ticked(tick int64) {
	after := tick + 1
	if r := t.recorder(); r != nil && t.recorded(tick, r.rec.Stepped(after, r.state)) {
		t.keep(r)
	}
	if p := t.play; p != nil {
		p.Check(after, t.state)
	}
}

// framed is the Framed hook: what the playback found is told, a playback
// at its end ends, and the recording's Keeper keeps it.
func (t *Tape[I]) framed(*fixed.Frame) {
	if p := t.play; p != nil {
		t.followPlayback(p)
		if p.Done(p.tick) { // the loop stopped it at its final tick
			t.endPlayback()
		}
	}
	if r := t.recorder(); r != nil {
		t.keep(r)
	}
}

// rate is the Rate hook: a recording records the change; a playback,
// which sets its own rates (input), refuses any other.
func (t *Tape[I]) rate(tick int64, hz int) error {
	if p := t.play; p != nil {
		if own, ok := p.Rate(tick); !ok || own != hz {
			return errors.New("tape: the tick rate cannot change while a recording plays back: it sets its own")
		}
	}
	if r := t.recorder(); r != nil {
		t.recorded(tick, r.rec.Rate(tick, hz))
	}
	return nil
}

// startOver is the StartOver hook: a playback ends, forgotten, and a
// recording goes on from the new state in a file of its own.
func (t *Tape[I]) startOver(int64) {
	t.play = nil
	t.ForgetReplay()
	t.continueRecording()
	t.rehook()
}

// close is the Close hook: the recording in progress is saved.
func (t *Tape[I]) close() error {
	_, err := t.StopRecording()
	return err
}

// recorder returns the recording in progress that follows the ticks, if
// any: not one stopped by an error, which waits to be saved.
func (t *Tape[I]) recorder() *recording[I] {
	if r := t.recording; r != nil && !r.rec.stopped {
		return r
	}
	return nil
}

// recorded reports whether err, the recorder's at tick, is nil; if not,
// it stops the recording, which cannot go on, and the part saves what it
// holds when the loop closes. It cannot happen while every change of the
// game goes through the loop; it is handled, not a panic, because a lost
// recording is worse than a stopped one.
func (t *Tape[I]) recorded(tick int64, err error) bool {
	if err == nil {
		return true
	}
	t.warn(fmt.Sprintf("recording stopped at tick %d: %v", tick, err))
	t.recording.rec.stopped = true
	t.rehook()
	return false
}
