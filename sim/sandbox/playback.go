package sandbox

import (
	"fmt"

	"tickbox/sim"
	"tickbox/sim/instrument"
	"tickbox/sim/tape"
)

// MaxLocateWork bounds the work, in ball-ticks (ticks × (balls + 1)), that
// naming the first bad tick of a desync may take on the frame that finds it:
// tape.Player.Locate plays the recording again from its start. Twenty
// million is a tenth of a second or so, an hour of the default world;
// beyond it the overlay names the window of ticks the checkpoints allow.
const MaxLocateWork = 20_000_000

// playback is a replay being played into the fixed world.
type playback struct {
	rec    *tape.Recording
	player *tape.Player[sim.Input]
	world  sim.Taped // the fixed world, as the player checks it
	ended  bool      // the last tick was reached, and the sandbox paused there
	// desync: a fingerprint differed; the first bad tick lies in
	// badFrom..badTo, equal once found.
	desync         bool
	badFrom, badTo int64
	// checkedAt is how many fingerprints had been compared at the desync;
	// the first bad tick is looked for once one more has been, or the
	// replay ends (see locate).
	checkedAt int
	located   bool
}

// Play plays r in the sandbox. The fixed world starts over as r starts,
// with r's config and tick rate; every setting of the loop is kept. From
// then on each tick takes r's input instead of the player's, and r's
// fingerprints are checked as their ticks pass. Ticks, not frames, carry
// the input, so any cap, jitter, hitch, load or time scale plays the same
// game; keys that would change the world (jump, kicks, teleport, the tick
// rate) are ignored with a notice. Backspace plays r again from its start.
// At its last tick the loop stops (no tick runs past it, whatever a frame
// owes) and the sandbox pauses; P or N goes on from there with the
// player's input.
func (s *Sandbox) Play(r *tape.Recording) error {
	p, w, err := sim.Play(r)
	if err != nil {
		return err
	}
	s.opts.World = w.Config
	if err := s.replaceWorld(w.World); err != nil {
		return err
	}
	s.state.replays.play = &playback{rec: r, player: p, world: w}
	s.state.replays.replayed = r
	s.loop.StopAt(r.Final)
	if p.Done(w.Tick) {
		s.endPlayback()
	}
	return nil
}

// Player returns the player of the replay being played, for a caller that
// reports on it at the end (the lab's -verify); nil when none plays.
func (c Scene) Player() *tape.Player[sim.Input] {
	if p := c.s.state.replays.play; p != nil {
		return p.player
	}
	return nil
}

// checkPlayback compares w with the replay after a tick, and reports
// whether the replay reached its last tick.
func (r *replays) checkPlayback(w *sim.World) (done bool) {
	p := r.play
	p.player.Check(w.Tick, p.world)
	if m, bad := p.player.Mismatch(); bad && !p.desync {
		p.desync, p.badFrom, p.badTo = true, m.From, m.Tick-1
		p.checkedAt = p.player.Checked()
		r.notices.warn("replay DESYNC: " + sim.MismatchText(m))
	}
	done = p.player.Done(w.Tick)
	if p.desync && !p.located && (p.player.Checked() > p.checkedAt || done) {
		r.locate(w.Balls.Len())
	}
	return done
}

// locate names the first bad tick, if tape.Player.Locate finds it within
// MaxLocateWork for a world of balls balls; until then the overlay shows
// the window of ticks the checkpoints allow. It waits for the fingerprint
// after the bad one: if that matches again, the world played right and the
// recorded fingerprint is what is wrong, which Locate can tell only then.
func (r *replays) locate(balls int) {
	p := r.play
	p.located = true
	m, _ := p.player.Mismatch()
	if work := (m.Tick - p.rec.Start) * int64(balls+1); work > MaxLocateWork {
		return
	}
	_, scratch, err := sim.Play(p.rec) // Locate plays it again, in a world of its own
	if err != nil {
		return
	}
	bad, err := p.player.Locate(scratch)
	if err != nil || bad.Cause == tape.CauseUnknown {
		return
	}
	p.badFrom, p.badTo = bad.Tick, bad.Tick
	r.notices.warn(fmt.Sprintf("replay DESYNC: the first bad tick is %d: %v", bad.Tick, bad.Cause))
}

// endPlayback pauses on the replay's last tick, so that its final state
// stays on screen with the verdict.
func (s *Sandbox) endPlayback() {
	p := s.state.replays.play
	p.ended = true
	s.loop.SetPaused(true) // the replay's pause, no longer the focus's
	if p.desync {
		s.notices.warn("replay over, it DESYNCED: P goes on live, Backspace plays it again")
		return
	}
	s.notices.add("replay over, every fingerprint matched: P goes on live, Backspace plays it again", false)
}

// playing reports whether ticks take their input from a replay (which
// includes a replay paused at its end).
func (r *replays) playing() bool { return r.play != nil }

// ended reports whether a replay reached its end: no tick runs until P or
// N goes live.
func (r *replays) ended() bool { return r.play != nil && r.play.ended }

// goLive ends a replay that reached its end, and reports whether there was
// one: from now on ticks take the player's input again, starting from the
// replay's final state at tick.
func (r *replays) goLive(tick int64) bool {
	if !r.ended() {
		return false
	}
	r.play = nil
	r.notices.add(fmt.Sprintf("live from tick %d: the keys drive the world again", tick), false)
	return true
}

// replayAgain plays the session's replay again from its start: Backspace
// during a replay. A replay that had ended starts running again.
func (s *Sandbox) replayAgain() {
	r := &s.state.replays
	ended := r.play == nil || r.play.ended
	if err := s.Play(r.replayed); err != nil {
		s.notices.warn("replay: " + err.Error())
		return
	}
	if ended && !r.play.ended {
		s.loop.SetPaused(false)
	}
	s.notices.add("replay from the start", false)
}

// changesWorld reports whether a would make the world differ from a
// replay of it: the player's input, and the tick rate (the step).
func changesWorld(a instrument.Action) bool {
	switch a {
	case Jump, Kick, KickLeft, KickRight, Teleport, CycleRate:
		return true
	}
	return false
}

// ignore explains why a key that would change the world did nothing.
func (r *replays) ignore(a instrument.Action) {
	why := "a replay is playing, and its own input drives the world"
	if r.play.ended {
		why = "the replay is over: P goes on live"
	}
	r.notices.add(string(a)+" ignored: "+why, false)
}
