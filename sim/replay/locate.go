package replay

import (
	"errors"

	"tickbox/sim"
)

// Cause says why Locate names a tick as the first bad one.
type Cause int

const (
	// CauseRecord: every checkpoint after the mismatch matches again, so the
	// world played right and the fingerprint in the file is wrong (the file
	// was edited, or written by a faulty recorder).
	CauseRecord Cause = iota
	// CauseNotReproducible: stepping the tick from the same snapshot twice
	// gave two worlds. Something a tick reads is not in the snapshot, or is
	// not deterministic (a clock, map order, goroutine timing).
	CauseNotReproducible
	// CauseFusion: the tick's result changes when multiply-adds are fused,
	// as a naive arm64 or GOAMD64=v3 build computes them: the first tick at
	// which a machine that fuses parts from one that does not.
	CauseFusion
	// CauseUnknown: no tick in the window behaves differently here; the last
	// tick of the window is the first whose result is known to be wrong.
	CauseUnknown
	// CauseZeroed: the fingerprint recorded at the mismatch is 0, which no
	// world's is but once in 2^64: the file was zeroed there, or never
	// written, and says nothing of the world.
	CauseZeroed
	// CauseTwin: the final tick is a checkpoint's, so the file records two
	// fingerprints of one world, and the world played matches one of them:
	// the other is wrong in the file. The ticks before are not to blame.
	CauseTwin
)

func (c Cause) String() string {
	switch c {
	case CauseRecord:
		return "the world plays right: later checkpoints match again, so the fingerprint recorded here is wrong"
	case CauseNotReproducible:
		return "not reproducible: stepping it twice from the same snapshot gives two different worlds"
	case CauseFusion:
		return "its result changes when multiply-adds are fused, as naive arm64 or GOAMD64=v3 builds compute"
	case CauseTwin:
		return "the world plays right: the file's other fingerprint of this tick (the final one and the last checkpoint fall on it) matches, so the one recorded here is wrong"
	case CauseZeroed:
		return "the fingerprint recorded here is 0000000000000000, zeroed in the file, not recorded (a world's is 0 once in 2^64)"
	}
	return "no tick in the window behaves differently here; this is the first tick known to be wrong"
}

// BadTick is the first tick Locate found wrong, and why.
type BadTick struct {
	Tick  int64
	Cause Cause
}

// Locate finds the first bad tick after a mismatch, best called when the
// recording has been played at least to the checkpoint after it. A
// recorded fingerprint of 0 is a zeroed file. Where the final tick is a
// checkpoint's and the world matches one of its two fingerprints, the other
// is what is wrong. If every later checkpoint
// matched, the recorded fingerprint is what is wrong. Otherwise it plays the recording
// again up to the window before the mismatching checkpoint, where the
// world was still right, and probes that window tick by tick: the first
// tick that does not reproduce from its snapshot, or whose result depends
// on fused multiply-adds, is where a machine could have gone another way.
func (p *Player) Locate() (BadTick, error) {
	m, ok := p.Mismatch()
	if !ok {
		return BadTick{}, errors.New("replay: nothing to locate: every checkpoint matched")
	}
	if m.Recorded == 0 {
		return BadTick{m.Tick - 1, CauseZeroed}, nil
	}
	if fps, n := p.recorded(m.Tick); n == 2 && (fps[0] == m.Played || fps[1] == m.Played) {
		return BadTick{m.Tick - 1, CauseTwin}, nil
	}
	if p.after > 0 && p.later == 0 {
		return BadTick{m.Tick - 1, CauseRecord}, nil
	}
	q, w, err := NewPlayer(p.rec)
	if err != nil {
		return BadTick{}, err
	}
	for w.Tick < m.From {
		w.Step(q.Next(w))
	}
	for w.Tick < m.Tick {
		tick, in := w.Tick, q.Next(w)
		if cause, bad := probe(w, in); bad {
			return BadTick{tick, cause}, nil
		}
	}
	return BadTick{m.Tick - 1, CauseUnknown}, nil
}

// probe steps w with in, and besides it a copy restored from w's snapshot
// and another with fusion switched over, and reports the first difference.
func probe(w *sim.World, in sim.Input) (Cause, bool) {
	snap, err := w.MarshalBinary()
	if err != nil {
		return CauseNotReproducible, true
	}
	again, err1 := sim.Unmarshal(snap)
	fused, err2 := sim.Unmarshal(snap)
	if err1 != nil || err2 != nil {
		return CauseNotReproducible, true
	}
	fused.Config.Build = sim.GCC // or back to strict, for a recording of a twin
	if w.Config.Build != sim.Strict {
		fused.Config.Build = sim.Strict
	}
	w.Step(in)
	again.Step(in)
	fused.Step(in)
	switch fp := w.Fingerprint(); {
	case again.Fingerprint() != fp:
		return CauseNotReproducible, true
	case fused.Fingerprint() != fp:
		return CauseFusion, true
	}
	return 0, false
}
