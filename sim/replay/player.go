package replay

import (
	"fmt"

	"tickbox/sim"
)

// Player plays a recording back into a world, tick by tick, and checks the
// world against each checkpoint as its tick passes. It does not care how
// ticks are grouped into frames, so it plays under any frame rate, cap,
// hitch or time scale. A Player is not safe for concurrent use.
type Player struct {
	rec      *Recording
	event    int   // index of the next event to apply
	tick     int64 // the world's tick counter as last seen
	checked  int   // checkpoints compared so far
	mismatch *Mismatch
	seal     uint64 // the recording's config hash, where each fingerprint starts (Recording.Seal)
	after    int    // checkpoints compared after the first mismatch
	later    int    // of those, the ones that mismatched too
}

// Mismatch is a checkpoint whose fingerprint differs from the recorded one:
// the world went wrong somewhere in ticks From to Tick-1.
type Mismatch struct {
	Tick     int64  // the tick counter at the checkpoint: the state after Tick ticks
	From     int64  // the first tick since the last checkpoint that matched
	Recorded uint64 // the fingerprint in the file
	Played   uint64 // the fingerprint the world has
}

func (m Mismatch) String() string {
	return fmt.Sprintf("after %d ticks the world is %s, the recording says %s (it went wrong in ticks %d to %d)",
		m.Tick, sim.FormatFingerprint(m.Played), sim.FormatFingerprint(m.Recorded), m.From, m.Tick-1)
}

// NewPlayer returns a Player for r and the world it plays into, in the
// state the recording starts from.
func NewPlayer(r *Recording) (*Player, *sim.World, error) {
	w, err := r.World()
	if err != nil {
		return nil, nil, fmt.Errorf("replay: start state: %w", err)
	}
	return &Player{rec: r, tick: w.Tick, seal: r.Config.Hash()}, w, nil
}

// Step runs one tick of w: Next, then w.Step, then Check. It does nothing
// once the recording is done.
func (p *Player) Step(w *sim.World) {
	if p.Done(w) {
		return
	}
	w.Step(p.Next(w))
	p.Check(w)
}

// Next applies to w what the recording changes at its tick (a new tick
// rate) and returns the input to step it with. Callers that step the world
// themselves call Next, then w.Step, then Check; after a change of rate
// they may want to follow w.Config.Rate in their scheduler.
func (p *Player) Next(w *sim.World) sim.Input {
	p.tick = w.Tick
	events := p.rec.Events
	for p.event < len(events) && events[p.event].Tick < w.Tick {
		p.event++ // skipped: the world was moved on without the player
	}
	var in sim.Input
	for ; p.event < len(events) && events[p.event].Tick == w.Tick; p.event++ {
		if e := events[p.event]; e.Rate != 0 {
			// The rate is valid: the decoder checked it.
			_ = w.SetRate(e.Rate)
		} else {
			in = e.Input
		}
	}
	return in
}

// Check compares w with the checkpoint of its tick, if it has one, and
// with the final fingerprint at the final tick: both when the final tick is
// a checkpoint's. The first mismatch is kept (see Mismatch); later ones are
// counted.
func (p *Player) Check(w *sim.World) {
	p.tick = w.Tick
	recorded, n := p.recorded(w.Tick)
	if n == 0 {
		return
	}
	got := w.FingerprintFrom(p.seal)
	for _, want := range recorded[:n] {
		p.compare(w.Tick, got, want)
	}
}

// compare counts one fingerprint compared at tick, and keeps the first
// that differs.
func (p *Player) compare(tick int64, got, want uint64) {
	p.checked++
	if p.mismatch != nil {
		p.after++
		if got != want {
			p.later++
		}
		return
	}
	if got != want {
		from := max(p.rec.StartTick, tick-int64(p.rec.Interval))
		p.mismatch = &Mismatch{Tick: tick, From: from, Recorded: want, Played: got}
	}
}

// recorded returns the fingerprints the recording holds for tick: the
// checkpoint of the tick, if it has one, then the final fingerprint at the
// final tick.
func (p *Player) recorded(tick int64) (fps [2]uint64, n int) {
	r := p.rec
	d := tick - r.StartTick
	if d > 0 && d%int64(r.Interval) == 0 && d/int64(r.Interval) <= int64(len(r.Checkpoints)) {
		fps[n], n = r.Checkpoints[d/int64(r.Interval)-1], n+1
	}
	if tick == r.FinalTick {
		fps[n], n = r.Final, n+1
	}
	return fps, n
}

// Done reports whether w has reached the end of the recording.
func (p *Player) Done(w *sim.World) bool { return w.Tick >= p.rec.FinalTick }

// Tick returns how many ticks of the recording have been played: the tick
// of the overlay's PLAY tick/total.
func (p *Player) Tick() int64 { return p.tick - p.rec.StartTick }

// Total returns how many ticks the recording holds.
func (p *Player) Total() int64 { return p.rec.FinalTick - p.rec.StartTick }

// Mismatch returns the first checkpoint that did not match, if any: the
// world is not the one recorded from that tick on.
func (p *Player) Mismatch() (Mismatch, bool) {
	if p.mismatch == nil {
		return Mismatch{}, false
	}
	return *p.mismatch, true
}

// Checked returns how many checkpoints have been compared so far, the final
// fingerprint included.
func (p *Player) Checked() int { return p.checked }
