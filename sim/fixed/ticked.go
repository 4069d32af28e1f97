package fixed

import (
	"fmt"
	"io"
	"time"

	"tickbox/sim/instrument"
	"tickbox/sim/loop"
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
	rated Rated         // nil unless the game follows the tick rate
	rep   Reporter      // nil unless the game reports events
	latch loop.Latch[I]
	live  Inputs[I] // where live input comes from: &latch unless replaced

	rec  *tape.Recorder[I]
	play *tape.Player[I]
	sync *tape.SyncTest[I]
	log  io.Writer

	cost    *instrument.Cost // the dev layer's load and stall; nil when it is off
	clock   Clock            // what the cost sleeps on, and the steps are timed on
	simTime time.Duration    // the real time the frame's steps took, with the dev layer on

	tick    int64 // the tick about to run, as Take was told
	newRate int   // a rate the playback changed to this frame; 0 if none
	ended   bool  // the playback reached its final tick this frame
	synced  bool  // the synctest's first bad tick was told
}

// bare reports whether nothing follows the game's ticks (no recording,
// playback, synctest, cost or events), so that the loop may tick the game
// and take the live input directly: two calls a tick fewer, which a
// headless frame of one tick feels.
func (t *ticked[I]) bare() bool {
	return t.rec == nil && t.play == nil && t.sync == nil && t.cost == nil && t.rep == nil
}

// Take returns the input of tick: the playback's, or else the live
// input, recorded.
func (t *ticked[I]) Take(tick int64) I {
	t.tick = tick
	if t.play != nil {
		if hz, ok := t.play.Rate(tick); ok {
			t.setRate(hz)
			t.newRate = hz
		}
		return t.play.Take(tick)
	}
	in := t.live.Take(tick)
	if t.rec != nil {
		if err := t.rec.Add(tick, in); err != nil {
			t.stopRecording(err)
		}
	}
	return in
}

// Step runs the tick, twice under the synctest, then what follows it.
func (t *ticked[I]) Step(in I) {
	if t.cost != nil {
		start := t.clock.Now()
		t.step(in)
		t.simTime += t.clock.Now() - start
		t.cost.Spend(t.clock)
	} else {
		t.step(in)
	}
	after := t.tick + 1
	if t.rec != nil {
		if err := t.rec.Stepped(after, t.state); err != nil {
			t.stopRecording(err)
		}
	}
	if t.play != nil {
		t.play.Check(after, t.state)
		t.ended = t.ended || t.play.Done(after)
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
	t.game.Step(in)
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
// it holds when it closes.
func (t *ticked[I]) stopRecording(err error) {
	fmt.Fprintf(t.log, "fixed: %v; recording stops at tick %d\n", err, t.tick)
	t.rec = nil
}
