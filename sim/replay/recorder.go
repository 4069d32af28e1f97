package replay

import (
	"errors"
	"fmt"

	"tickbox/sim"
	"tickbox/sim/sched"
)

// Recorder records a session as it is played, tick by tick, and writes it
// to its file atomically on Save and Close. The caller steps the world:
//
//	rec.Add(world.Tick, in) // the input of the tick about to run
//	world.Step(in)
//	rec.Stepped(world)
//
// Ticks without input need no Add. A Recorder is not safe for concurrent use.
type Recorder struct {
	path   string
	rec    Recording
	tick   int64 // the world's tick counter as last seen
	closed bool
	// last is the world Stepped last saw, when its fingerprint has not been
	// taken yet: hashing every ball after every tick only to keep the final
	// fingerprint current would cost more than the tick itself with many
	// balls, so it is taken when the recording is read.
	last    *sim.World
	journal *journal // the autosave file, once Autosave has made it
}

// NewRecorder starts a recording of w, as it is now, to be written to
// path. A world fresh from sim.New is recorded as its config alone; any
// other is recorded whole (sim.World.MarshalBinary) so that a recording can
// start in the middle of a session. Nothing is written until Save or Close.
func NewRecorder(path string, w *sim.World) (*Recorder, error) {
	if path == "" {
		return nil, errors.New("replay: recorder needs a file name")
	}
	r := &Recorder{path: path, tick: w.Tick}
	r.rec = Recording{Config: w.Config, StartTick: w.Tick, FinalTick: w.Tick, Interval: Interval}
	r.rec.Final = r.rec.Seal(w)
	if fresh, err := sim.New(w.Config); err != nil || fresh.Fingerprint() != w.Fingerprint() {
		start, err := w.MarshalBinary()
		if err != nil {
			return nil, fmt.Errorf("replay: %w", err)
		}
		r.rec.Start = start
	}
	return r, nil
}

// Add records in as the input of tick, the tick about to run (the world's
// counter before Step). A zero input is not recorded. Ticks must come in
// order, one input each; an error names the tick and leaves the recording
// as it was.
func (r *Recorder) Add(tick int64, in sim.Input) error {
	if in.IsZero() {
		return nil
	}
	return r.add(Event{Tick: tick, Input: in})
}

// AddRate records that the tick rate changes to hz from tick on: call it
// when the world's rate changes (sim.World.SetRate) before tick runs.
func (r *Recorder) AddRate(tick int64, hz int) error {
	if err := sched.CheckRate(hz); err != nil {
		return fmt.Errorf("replay: %w", err)
	}
	// Two changes before a tick runs (T pressed twice in one frame): the
	// tick runs at the last, which replaces the first.
	if n := len(r.rec.Events); n > 0 && !r.closed && tick == r.tick {
		if last := &r.rec.Events[n-1]; last.Tick == tick && last.Rate != 0 {
			last.Rate = hz
			return nil
		}
	}
	return r.add(Event{Tick: tick, Rate: hz})
}

func (r *Recorder) add(e Event) error {
	if r.closed {
		return fmt.Errorf("replay: %v at tick %d: the recorder is closed", e, e.Tick)
	}
	if e.Tick != r.tick {
		return fmt.Errorf("replay: %v at tick %d: the world is at tick %d", e, e.Tick, r.tick)
	}
	if n := len(r.rec.Events); n > 0 && !r.rec.Events[n-1].before(e) {
		return fmt.Errorf("replay: %v at tick %d: tick %d already has %v", e, e.Tick, e.Tick, r.rec.Events[n-1])
	}
	if len(r.rec.Events) >= MaxEvents {
		return fmt.Errorf("replay: %v at tick %d: the recording holds %d events, the most a replay may", e, e.Tick, MaxEvents)
	}
	r.rec.Events = append(r.rec.Events, e)
	return nil
}

// Stepped notes w after each tick: it keeps the fingerprint every Interval
// ticks, and w itself, whose fingerprint becomes the final one when the
// recording is read (Recording, Save, Close); w must not change between its
// last Stepped and then, except by ticks that are Stepped too. It returns
// an error, and records nothing, if w is not one tick further than the last
// call.
func (r *Recorder) Stepped(w *sim.World) error {
	if r.closed {
		return errors.New("replay: world stepped after the recorder closed")
	}
	if w.Tick != r.tick+1 {
		return fmt.Errorf("replay: world at tick %d after tick %d: call Stepped after every tick", w.Tick, r.tick)
	}
	r.tick, r.rec.FinalTick, r.last = w.Tick, w.Tick, w
	if (r.tick-r.rec.StartTick)%int64(r.rec.Interval) == 0 {
		r.rec.Final, r.last = r.rec.Seal(w), nil
		r.rec.Checkpoints = append(r.rec.Checkpoints, r.rec.Final)
	}
	return nil
}

// final takes the fingerprint of the world Stepped last saw, once.
func (r *Recorder) final() {
	if r.last != nil {
		r.rec.Final, r.last = r.rec.Seal(r.last), nil
	}
}

// Ticks returns the number of ticks recorded so far.
func (r *Recorder) Ticks() int64 { return r.tick - r.rec.StartTick }

// Path returns the file the recorder writes.
func (r *Recorder) Path() string { return r.path }

// Recording returns a copy of what has been recorded so far, ending at the
// last tick Stepped saw: an input added for a tick that did not run yet is
// left out.
func (r *Recorder) Recording() *Recording {
	r.final()
	c := r.rec
	c.Events = ran(append([]Event(nil), r.rec.Events...), c.FinalTick)
	c.Checkpoints = append([]uint64(nil), r.rec.Checkpoints...)
	return &c
}

// Finish stops the recording and returns it, ending at the last tick
// Stepped saw: not a copy, the recorder's own, which a long recording
// holds once instead of twice. The autosave file stays (see Close and
// Stop).
func (r *Recorder) Finish() *Recording {
	r.final()
	r.closed = true
	r.rec.Events = ran(r.rec.Events, r.rec.FinalTick)
	return &r.rec
}

// ran returns events without those of ticks from final on, which did not
// run.
func ran(events []Event, final int64) []Event {
	for len(events) > 0 && events[len(events)-1].Tick >= final {
		events = events[:len(events)-1]
	}
	return events
}

// Save writes what has been recorded so far to the file, atomically, and
// goes on recording: call it now and then so that a crash loses little.
func (r *Recorder) Save() error { return r.Recording().Save(r.path) }

// Close saves the recording, stops it and lets its autosave file go (a
// file of its own, which Close leaves where it is: see Autosave). Closing
// twice saves once.
func (r *Recorder) Close() error {
	if r.closed {
		return nil
	}
	return errors.Join(r.Finish().Save(r.path), r.closeJournal())
}

// Stop stops the recording without saving it and lets its autosave file go:
// for a caller that saves Recording itself.
func (r *Recorder) Stop() error {
	r.closed = true
	return r.closeJournal()
}
