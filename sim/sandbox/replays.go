package sandbox

import (
	"time"

	"tickbox/sim"
	"tickbox/sim/fixed"
	"tickbox/sim/tape"
)

// replays is the sandbox's replay part: the recording in progress, the
// replay being played and its checks, the session's replay (which
// Backspace plays again), and the twin (key D), which follows the fixed
// world tick by tick as the recorder and the replay's checks do. The
// Sandbox holds it as a value and tells it about each tick; it never
// touches the scheduler, which stays the Sandbox's.
type replays struct {
	rec      *recording      // the recording in progress; nil when none
	play     *playback       // the replay being played; nil when none
	replayed *tape.Recording // the session's replay, which Backspace plays again
	twin     twin
	notices  *notices
	dir      string // where R saves recordings
	// wall names recordings by the date and time; it is never used for
	// timing, which is the Clock's alone.
	wall func() time.Time
}

// input returns the input of the tick about to run in w, from the replay
// if one plays, else from live, and records it. rateChanged reports that
// the replay changed the world's tick rate at this tick.
func (r *replays) input(w *sim.World, live fixed.Inputs[sim.Input]) (in sim.Input, rateChanged bool) {
	if p := r.play; p != nil {
		if hz, ok := p.player.Rate(w.Tick); ok && hz != w.Config.Rate {
			p.world.SetRate(hz)
			rateChanged = true
		}
		in = p.player.Take(w.Tick)
	} else {
		in = live.Take(w.Tick)
	}
	if r.rec != nil {
		if err := r.rec.rec.Add(w.Tick, in); err != nil {
			r.recordFailed(err)
		}
	}
	return in, rateChanged
}

// stepped follows a tick of the fixed world w that took in: the twin takes
// the same step, the recording notes the new state, the replay checks it.
// It reports whether the replay reached its end with this tick.
func (r *replays) stepped(w *sim.World, in sim.Input) (ended bool) {
	r.twin.step(in)
	if r.rec != nil {
		if err := r.rec.rec.Stepped(w.Tick, r.rec.world); err != nil {
			r.recordFailed(err)
		}
	}
	return r.play != nil && r.checkPlayback(w)
}

// rateChanged follows the fixed world w to its new tick rate: the twin
// too, and the recording notes it, as a replay must make it at that tick.
func (r *replays) rateChanged(w *sim.World) {
	r.twin.setRate(w.Config.Rate)
	if r.rec != nil {
		if err := r.rec.rec.Rate(w.Tick, w.Config.Rate); err != nil {
			r.recordFailed(err)
		}
	}
}

// restart follows a new fixed world w (a reset, a replay started again):
// no replay plays into it unless started again, the twin starts over as
// its copy, and a recording goes on in a new file.
func (r *replays) restart(w *sim.World) {
	r.play = nil
	r.twin.restart(w)
	r.continueRecording(w)
}

// Replay returns the state of recording and playback, for the overlay.
func (c Scene) Replay() ReplayStatus { return c.s.state.replays.status() }

// status returns the state of recording and playback, for the overlay.
func (r *replays) status() ReplayStatus {
	var st ReplayStatus
	if r.rec != nil {
		st.Recording, st.Recorded = true, r.rec.rec.Ticks()
	}
	if p := r.play; p != nil {
		st.Play, st.Played, st.Total = Playing, p.player.Played(), p.player.Total()
		if p.ended {
			st.Play = Played
		}
		st.Checked = p.player.Checked()
		st.Desync, st.BadFrom, st.BadTo = p.desync, p.badFrom, p.badTo
	}
	return st
}
