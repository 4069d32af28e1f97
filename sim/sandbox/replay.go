package sandbox

import (
	"fmt"

	"tickbox/sim/bounce"
	"tickbox/sim/instrument"
	"tickbox/sim/tape"
)

// maxLocateWork bounds the work, in ball-ticks (ticks × (balls + 1)), that
// naming the first bad tick of a desync may take on the frame that finds it:
// tape.Player.Locate plays the recording again from its start. Twenty
// million is a tenth of a second or so, an hour of the default world;
// beyond it the overlay names the window of ticks the checkpoints allow.
const maxLocateWork = 20_000_000

// replay is the sandbox's side of a replay the loop plays: the recording
// Backspace plays again, whether its input drives the world (from Play
// until P or N goes live at its end), and whether it is over, told.
type replay struct {
	rec     *tape.Recording
	on      bool
	over    bool
	unnamed error // why its first bad tick was not looked for (Scratch), if it was not
}

// Tape returns the header of a recording of the fixed world as it is now,
// and the world as that recording sees it (tape.Taper): the loop records
// and plays back the fixed world. In variable mode too, the fixed world is
// the reference: a variable step depends on the frames, so only the fixed
// world can be replayed.
func (st *state) Tape() (tape.Header, tape.State[bounce.Input]) {
	w := st.fixed()
	return bounce.TapeHeader(w.Config), bounce.NewTaped(w)
}

// Scratch returns a world of its own in which the loop names a replay's
// first bad tick, playing r again up to tick upTo (tape.Taper): refused
// beyond maxLocateWork for the fixed world's balls.
func (st *state) Scratch(r *tape.Recording, upTo int64) (tape.State[bounce.Input], error) {
	if work := (upTo - r.Start) * int64(st.fixed().Balls.Len()+1); work > maxLocateWork {
		st.replay.unnamed = fmt.Errorf("the first bad tick is not looked for: it would take playing %d ball-ticks again in a frame, over the %d allowed (tickbox replay -verify names it)", work, maxLocateWork)
		return nil, st.replay.unnamed
	}
	_, scratch, err := bounce.Play(r)
	if err != nil {
		return nil, err
	}
	return scratch, nil
}

// Play plays r in the sandbox. The fixed world starts over as r starts,
// with r's config and tick rate; every setting of the loop is kept. From
// then on each tick takes r's input instead of the player's, and r's
// fingerprints are checked as their ticks pass (tape.Tape.Play). Ticks,
// not frames, carry the input, so any cap, jitter, hitch, load or time
// scale plays the same game; keys that would change the world (jump,
// kicks, teleport, the tick rate) are ignored with a notice. Backspace
// plays r again from its start. At its last tick the loop stops and the
// sandbox pauses; P or N goes on from there with the player's input.
func (s *Sandbox) Play(r *tape.Recording) error {
	_, w, err := bounce.Play(r)
	if err != nil {
		return err
	}
	s.opts.World = w.Config
	if err := s.replaceWorld(w.World); err != nil {
		return err
	}
	if err := s.tape.Play(r); err != nil {
		return err
	}
	s.state.replay = replay{rec: r, on: true}
	s.replayOver()
	return nil
}

// replayOver says, once, that the replay reached its end and the loop
// paused there, so that its final state stays on screen with the verdict.
func (s *Sandbox) replayOver() {
	p := &s.state.replay
	if !p.on || p.over {
		return
	}
	r := s.tape.Replay()
	if !r.Done {
		return
	}
	p.over = true
	if r.Differs {
		if p.unnamed != nil {
			s.notices.warn(fmt.Sprintf("replay DESYNC in ticks %d-%d: %v", r.First.From, r.First.Tick-1, p.unnamed))
		}
		s.notices.warn("replay over, it DESYNCED: P goes on live, Backspace plays it again")
		return
	}
	s.notices.add("replay over, every fingerprint matched: P goes on live, Backspace plays it again", false)
}

// goLive ends a replay that reached its end, if one did: from now on
// ticks take the player's input again, starting from the replay's final
// state.
func (s *Sandbox) goLive() {
	p := &s.state.replay
	if !p.over {
		return
	}
	p.on, p.over = false, false
	s.tape.ForgetReplay()
	s.notices.add(fmt.Sprintf("live from tick %d: the keys drive the world again", s.state.fixed().Tick), false)
}

// replayAgain plays the session's replay again from its start: Backspace
// during a replay. A replay that had ended starts running again.
func (s *Sandbox) replayAgain() {
	p := &s.state.replay
	ended := !p.on || p.over
	if err := s.Play(p.rec); err != nil {
		s.notices.warn("replay: " + err.Error())
		return
	}
	if ended && !p.over {
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
func (s *Sandbox) ignore(a instrument.Action) {
	why := "a replay is playing, and its own input drives the world"
	if s.state.replay.over {
		why = "the replay is over: P goes on live"
	}
	s.notices.add(string(a)+" ignored: "+why, false)
}

// Replay returns the state of recording and playback, for the overlay.
func (c Scene) Replay() tape.Replay { return c.s.tape.Replay() }
