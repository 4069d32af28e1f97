package tape

import (
	"errors"

	"tickbox/sim/fixed"
)

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
	// CauseFusion: the tick's result changes when multiply-adds are fused
	// (a state that can step both ways: Fusing), as a naive arm64 or
	// GOAMD64=v3 build computes them: the first tick at which a machine
	// that fuses parts from one that does not.
	CauseFusion
	// CauseZeroed: the fingerprint recorded at the mismatch is 0, which no
	// state's is but once in 2^64: the file was zeroed there, or never
	// written, and says nothing of the game.
	CauseZeroed
	// CauseTwin: the final tick is a fingerprint's, so the file holds two
	// fingerprints of one state, and the state played matches one of
	// them: the other is wrong in the file. The ticks before are not to
	// blame.
	CauseTwin
)

// inFile reports whether c is found in the file alone (a fingerprint
// later ones contradict, a zeroed one, a twin's): Locate then leaves the
// state as it was.
func (c Cause) inFile() bool { return c == CauseRecord || c == CauseZeroed || c == CauseTwin }

func (c Cause) String() string {
	if c < 0 || int(c) >= len(causes) {
		c = CauseUnknown
	}
	return causes[c]
}

// causes says each Cause; CauseUnknown's says any other value too.
var causes = [...]string{
	CauseDiffers:         "the state after it differs from the recorded one; stepped twice from its snapshot now, it gives one state, which proves nothing about the recorded run (a tick that reads a clock, map order or a goroutine's timing differs between runs, not between two steps): run the synctest (tape.Options.SyncTest, -synctest) over a session; if every tick reproduces there, this build computes the tick otherwise (other rules, fused multiply-adds, a dependency changed)",
	CauseRecord:          "the world plays right: later fingerprints match again, so the one recorded here is wrong",
	CauseNotReproducible: "not reproducible: stepped twice from its snapshot, it gives two different states",
	CauseUnknown:         "no tick since the last fingerprint that matched fails to reproduce; this is the first tick known to be wrong",
	CauseFusion:          "its result changes when multiply-adds are fused, as naive arm64 or GOAMD64=v3 builds compute",
	CauseZeroed:          "the fingerprint recorded here is 0000000000000000, zeroed in the file, not recorded (a state's is 0 once in 2^64)",
	CauseTwin:            "the world plays right: the file's other fingerprint of this tick (the final one and the last checkpoint fall on it) matches, so the one recorded here is wrong",
}

// BadTick is the first tick Locate found wrong, and why.
type BadTick struct {
	Tick  int64
	Cause Cause
}

// Fusing is a state that can step as the other kind of build would: one
// that fuses multiply-adds if it does not, or one that does not if it
// does. SwapFusion switches it over; restoring a snapshot switches it
// back. Locate steps each tick it looks at both ways.
type Fusing interface{ SwapFusion() }

// Locate names the first tick that differs after a mismatch, best called
// once the recording has played to its end (so that later fingerprints
// are known). A recorded fingerprint of 0 is a zeroed file; where the
// final tick is a fingerprint's and the state matches one of its two,
// the other is what is wrong; where every later fingerprint matched
// again, the one recorded is. Otherwise it restores s to the start, plays
// it to the last fingerprint that matched, and steps each tick after it
// twice from its snapshot (SyncTest), and once more the other way if s is
// Fusing: the first that does not reproduce, or whose result depends on
// fusion, is named; with a fingerprint every tick, the tick that differs
// is named in any case. s is left as it was after the tick named, except
// for the causes found in the file, which leave s as it was.
func (p *Player[I]) Locate(s State[I]) (BadTick, error) {
	m, ok := p.Mismatch()
	if !ok {
		return BadTick{}, errors.New("tape: nothing to locate: every fingerprint matched")
	}
	if cause, ok := p.fileCause(m); ok {
		return BadTick{m.Tick - 1, cause}, nil
	}
	q, err := NewPlayer[I](p.rec, p.rec.Game, p.rec.Rules, s)
	if err != nil {
		return BadTick{}, err
	}
	for tick := p.rec.Start; tick < m.From; tick++ {
		s.Step(q.next(tick, s))
	}
	var pr probe[I]
	for tick := m.From; tick < m.Tick; tick++ {
		if cause, bad, err := pr.step(tick, s, q.next(tick, s)); err != nil || bad {
			return BadTick{tick, cause}, err
		}
	}
	if p.rec.Every == 1 {
		return BadTick{m.From, CauseDiffers}, nil
	}
	return BadTick{m.Tick - 1, CauseUnknown}, nil
}

// fileCause returns what the file shows is wrong at m, if it shows it: a
// zeroed fingerprint, the twin of one that matches, or one that later
// fingerprints contradict.
func (p *Player[I]) fileCause(m Mismatch) (Cause, bool) {
	switch prints, n := p.recorded(m.Tick); {
	case m.Recorded == 0:
		return CauseZeroed, true
	case n == 2 && (prints[0] == m.Played || prints[1] == m.Played):
		return CauseTwin, true
	case p.matched > 0:
		return CauseRecord, true
	}
	return 0, false
}

// probe steps a tick as Locate looks at it: twice from its snapshot
// (SyncTest), and once fused the other way when the state is Fusing.
type probe[I any] struct {
	sync SyncTest[I]
	snap []byte
}

// step runs tick on s with in and reports whether it is bad, and why.
func (pr *probe[I]) step(tick int64, s State[I], in I) (Cause, bool, error) {
	fused, ok := s.(Fusing)
	var other uint64
	if ok {
		snap, err := snapshot(s, pr.snap)
		if err != nil {
			return CauseNotReproducible, true, err
		}
		pr.snap = snap
		fused.SwapFusion()
		s.Step(in)
		other = s.Fingerprint()
		if err := s.UnmarshalBinary(snap); err != nil {
			return CauseNotReproducible, true, err
		}
	}
	if err := pr.sync.Step(tick, s, in); err != nil {
		return CauseNotReproducible, true, err
	}
	if _, bad := pr.sync.FirstBad(); bad {
		return CauseNotReproducible, true, nil
	}
	if ok && other != s.Fingerprint() {
		return CauseFusion, true, nil
	}
	return 0, false, nil
}

// next returns the input of tick, having set s to the tick rate the
// recording changes to there, if it does and s follows rates.
func (p *Player[I]) next(tick int64, s State[I]) I {
	if hz, ok := p.Rate(tick); ok {
		if r, ok := s.(fixed.Rated); ok {
			r.SetRate(hz)
		}
	}
	return p.Take(tick)
}
