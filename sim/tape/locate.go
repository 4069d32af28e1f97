package tape

import "errors"

// Cause says why Locate names a tick.
type Cause int

const (
	// CauseDiffers: the state after this tick differs from the recorded
	// one, and the tick reproduces from its snapshot now. That proves
	// nothing about the recorded run: a tick that reads a clock, map order
	// or goroutine timing gives one state for two steps in a row and
	// another in another run. The synctest over a session tells: if every
	// tick reproduces there, this build computes the tick otherwise than
	// the one that recorded it (other rules, fused multiply-adds on
	// another machine, a dependency changed).
	CauseDiffers Cause = iota
	// CauseRecord: every fingerprint after the mismatch matches again, so
	// the game played right and the fingerprint recorded is wrong.
	CauseRecord
	// CauseNotReproducible: stepping the tick twice from its snapshot gave
	// two states (see SyncTest).
	CauseNotReproducible
	// CauseUnknown: with fingerprints every few ticks, no tick between the
	// last that matched and the first that did not fails to reproduce;
	// the last of them is the first known to be wrong.
	CauseUnknown
)

func (c Cause) String() string {
	switch c {
	case CauseDiffers:
		return "the state after it differs from the recorded one; stepped twice from its snapshot now, it gives one state, which proves nothing about the recorded run (a tick that reads a clock, map order or a goroutine's timing differs between runs, not between two steps): run the synctest (Options.SyncTest, -synctest) over a session; if every tick reproduces there, this build computes the tick otherwise (other rules, fused multiply-adds, a dependency changed)"
	case CauseRecord:
		return "the game plays right: later fingerprints match again, so the one recorded here is wrong"
	case CauseNotReproducible:
		return "not reproducible: stepped twice from its snapshot, it gives two different states"
	}
	return "no tick since the last fingerprint that matched fails to reproduce; this is the first tick known to be wrong"
}

// BadTick is the first tick Locate found wrong, and why.
type BadTick struct {
	Tick  int64
	Cause Cause
}

// Rated is a state whose step depends on the tick rate: a playback calls
// SetRate where the recording changes the rate, before the tick runs.
type Rated interface{ SetRate(hz int) }

// Locate names the first tick that differs after a mismatch, best called
// once the recording has played to its end (so that later fingerprints
// are known). Unless later fingerprints all matched again, it restores s
// to the start, plays it to the last fingerprint that matched, and steps
// each tick after it twice from its snapshot (SyncTest): the first that
// does not reproduce is named; with a fingerprint every tick, the tick
// that differs is named in any case. s is left as it was after the tick
// named, except for CauseRecord, which leaves s as it was.
func (p *Player[I]) Locate(s State[I]) (BadTick, error) {
	m, ok := p.Mismatch()
	switch {
	case !ok:
		return BadTick{}, errors.New("tape: nothing to locate: every fingerprint matched")
	case p.after > 0 && p.later == 0:
		return BadTick{m.Tick - 1, CauseRecord}, nil
	}
	q, err := NewPlayer[I](p.rec, p.rec.Game, p.rec.Rules, s)
	if err != nil {
		return BadTick{}, err
	}
	for tick := p.rec.Start; tick < m.From; tick++ {
		s.Step(q.next(tick, s))
	}
	var sync SyncTest[I]
	for tick := m.From; tick < m.Tick; tick++ {
		if err := sync.Step(tick, s, q.next(tick, s)); err != nil {
			return BadTick{}, err
		}
		if bad, ok := sync.FirstBad(); ok {
			return BadTick{bad, CauseNotReproducible}, nil
		}
	}
	if p.rec.Every == 1 {
		return BadTick{m.From, CauseDiffers}, nil
	}
	return BadTick{m.Tick - 1, CauseUnknown}, nil
}

// next returns the input of tick, having set s to the tick rate the
// recording changes to there, if it does and s follows rates.
func (p *Player[I]) next(tick int64, s State[I]) I {
	if hz, ok := p.Rate(tick); ok {
		if r, ok := s.(Rated); ok {
			r.SetRate(hz)
		}
	}
	return p.Take(tick)
}
