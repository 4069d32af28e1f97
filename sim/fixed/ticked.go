package fixed

import (
	"fmt"
	"io"

	"tickbox/sim/tape"
)

// ticked is what the loop ticks and where it takes each tick's input: the
// game, with what follows each tick around it (the recording, the
// playback and its checks, the synctest). What a frame's ticks leave for
// the Loop to do (follow a rate the playback changed, end the playback)
// it notes for the Loop to take once they have run.
type ticked[I Input[I]] struct {
	game  Stepper[I]
	state tape.State[I] // the game as a tape sees it; nil unless Replayable
	rated tape.Rated    // nil unless the game follows the tick rate
	rep   Reporter      // nil unless the game reports events
	latch Latch[I]
	live  Inputs[I] // where live input comes from: &latch unless replaced

	hooks   []*hooked[I] // the parts' hooks this frame runs with, in the order attached
	pending []*hooked[I] // the hooks the next frame runs with, if changed since this one began; nil if not
	stepper Stepper[I]   // the game, or the Step hook attached last

	rec  *recording[I]
	play *tape.Player[I]
	sync *tape.SyncTest[I]
	log  io.Writer
	warn func(string) // the Loop's: what a recording that failed says

	clock Clock // what the autosave reads

	tick    int64 // the tick about to run, as Take was told
	newRate int   // a rate the playback changed to this frame; 0 if none
	ended   bool  // the playback reached its final tick this frame
	synced  bool  // the synctest's first bad tick was told
}

// bare reports whether nothing follows the game's ticks (no recording,
// playback, synctest, events or hooks), so that the loop may tick the game
// and take the live input directly: two calls a tick fewer, which a
// headless frame of one tick feels.
func (t *ticked[I]) bare() bool {
	return t.rec == nil && t.play == nil && t.sync == nil && t.rep == nil && len(t.hooks) == 0
}

// Take returns the input of tick, recorded: the playback's, or else the
// live input.
func (t *ticked[I]) Take(tick int64) I {
	t.tick = tick
	in := t.input(tick)
	if len(t.hooks) != 0 {
		in = t.inputHooks(tick, in)
	}
	if t.rec != nil {
		if err := t.rec.rec.Add(tick, in); err != nil {
			t.stopRecording(err)
		}
	}
	return in
}

// input returns the input of tick: the playback's, which may change the
// tick rate at this tick (recorded too), or else the live input.
func (t *ticked[I]) input(tick int64) I {
	if t.play == nil {
		return t.live.Take(tick)
	}
	if hz, ok := t.play.Rate(tick); ok {
		t.setRate(hz)
		t.newRate = hz
		if t.rec != nil {
			if err := t.rec.rec.Rate(tick, hz); err != nil {
				t.stopRecording(err)
			}
		}
	}
	return t.play.Take(tick)
}

// Step runs the tick, twice under the synctest, then what follows it.
func (t *ticked[I]) Step(in I) {
	t.step(in)
	after := t.tick + 1
	if r := t.rec; r != nil {
		if err := r.rec.Stepped(after, r.state); err != nil {
			t.stopRecording(err)
		} else if err := r.autosave(t.clock.Now()); err != nil { // a frame may outlast AutosaveEvery
			t.warn(err.Error())
		}
	}
	if t.play != nil {
		t.play.Check(after, t.state)
		t.ended = t.ended || t.play.Done(after)
	}
	if len(t.hooks) != 0 {
		t.tickedHooks(t.tick)
	}
	if t.rep != nil {
		t.rep.FireEvents(t.tick) // the tick is final: stepped, checked
	}
}

// step runs the game's tick, twice under the synctest.
func (t *ticked[I]) step(in I) {
	if t.sync != nil {
		t.syncStep(in)
		return
	}
	if t.rep != nil {
		t.rep.ResetEvents()
	}
	t.stepper.Step(in)
}

// syncStep steps the tick twice from its snapshot, and says once which
// tick first differed.
func (t *ticked[I]) syncStep(in I) {
	if err := t.sync.Step(t.tick, t.state, in); err != nil {
		fmt.Fprintf(t.log, "fixed: %v; the synctest stops\n", err)
		t.sync = nil
		return
	}
	if bad, ok := t.sync.FirstBad(); ok && !t.synced {
		t.synced = true
		fmt.Fprintf(t.log, "fixed: synctest: tick %d is not reproducible: stepped twice from its snapshot, it gives two states\n", bad)
	}
}

// setRate tells the game the tick rate, if it follows it.
func (t *ticked[I]) setRate(hz int) {
	if t.rated != nil {
		t.rated.SetRate(hz)
	}
}

// stopRecording ends a recording that cannot go on; the Loop saves what
// it holds when it stops or closes. It cannot happen while every change of
// the game goes through the loop; it is handled, not a panic, because a
// lost recording is worse than a stopped one.
func (t *ticked[I]) stopRecording(err error) {
	t.warn(fmt.Sprintf("recording stopped at tick %d: %v", t.tick, err))
	t.rec = nil
}
