package game

import (
	"fmt"

	"tickbox/game/loop"
	"tickbox/sim"
	"tickbox/sim/replay"
)

// replayInputs plays a recording into a sandbox, for a script's replay
// step: it takes the place of the live input queue (Sandbox.SetInputs), so
// each tick takes the recorded input, checks the world against the
// recording's fingerprints as their ticks pass, and says how far it has got
// in the overlay (Sandbox.SetReplayStatus). It is the whole of the
// window's side of playback here, kept small for a -replay flag to share.
type replayInputs struct {
	player  *replay.Player
	sb      *loop.Sandbox
	checked int64  // the latest tick counter checked
	status  string // as last set in the overlay
}

// playReplay makes the sandbox play rec, whose world it must have been
// made with (a fresh world at tick 0: loadReplay checks it).
func playReplay(sb *loop.Sandbox, rec *replay.Recording) (*replayInputs, error) {
	p, _, err := replay.NewPlayer(rec)
	if err != nil {
		return nil, err
	}
	r := &replayInputs{player: p, sb: sb, checked: rec.StartTick}
	sb.SetInputs(r)
	r.update()
	return r, nil
}

// Take returns the recorded input for the tick about to run, after
// checking the world the tick before it left.
func (r *replayInputs) Take(tick int64) sim.Input {
	w := r.world()
	r.check(w)
	if r.player.Done(w) {
		return sim.Input{}
	}
	return r.player.Next(w)
}

// world returns the fixed-step world, which the recording drives in every
// mode (in variable mode it is the reference).
func (r *replayInputs) world() *sim.World {
	if ref := r.sb.Reference(); ref != nil {
		return ref
	}
	return r.sb.World()
}

// check compares the world with the recording, once per tick counter.
func (r *replayInputs) check(w *sim.World) {
	if w.Tick != r.checked {
		r.checked = w.Tick
		r.player.Check(w)
	}
}

// update shows in the overlay how far playback has got: PLAY tick/total
// while it plays, ok once the final fingerprint matched, or the first
// checkpoint that did not. Call it once a frame; it sets the status only
// when it changes.
func (r *replayInputs) update() {
	w := r.world()
	r.check(w)
	total := r.player.Total()
	s := fmt.Sprintf("PLAY %d/%d", min(r.player.Tick(), total), total)
	if m, bad := r.player.Mismatch(); bad {
		s = fmt.Sprintf("DESYNC at %d", m.Tick)
	} else if r.player.Done(w) {
		s = fmt.Sprintf("ok %d/%d", total, total)
	}
	if s != r.status {
		r.status = s
		r.sb.SetReplayStatus(s)
	}
}
