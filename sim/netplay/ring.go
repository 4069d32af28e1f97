package netplay

import (
	"encoding"
	"fmt"
)

// snapshot is what a ring needs of a state: its fingerprint, and a
// snapshot it saves and restores (tape.State has both).
type snapshot interface {
	Fingerprint() uint64
	encoding.BinaryMarshaler
	encoding.BinaryUnmarshaler
}

// copier is a state that copies another of its type in place, reusing its
// own storage (bounce.World.CopyFrom): a ring of them saves by copying the
// fields, not by encoding them.
type copier[S any] interface{ CopyFrom(src S) }

// ring keeps the states of the last ticks, each slot made once: a copy of
// the state when the state is a copier, else its bytes (reused when it
// appends, encoding.BinaryAppender). A slot is valid until the ticks
// before it are found to have run on a wrong input.
type ring[S snapshot] struct {
	slots   []slot[S]
	copies  bool
	live    copier[S] // the state saved from and restored into, as a copier
	scratch S         // a byte ring decodes into it to read a slot's state
}

// slot is one saved state. A copier's is kept as the interface too, so
// that a save makes no type assertion (as costly as a small world's copy).
type slot[S any] struct {
	tick   int64
	valid  bool
	state  S         // for a copier
	copier copier[S] // state, as one
	bytes  []byte    // otherwise
}

// newRing makes a ring of size slots for s, the state it saves and
// restores (save and load take no other); fresh makes each slot's state
// (for a copier) or the scratch state (for bytes).
func newRing[S snapshot](size int, s S, fresh func() (S, error)) (*ring[S], error) {
	r := &ring[S]{slots: make([]slot[S], size)}
	r.live, r.copies = any(s).(copier[S])
	n := 1
	if r.copies {
		n = size
	}
	for i := range n {
		f, err := fresh()
		if err != nil {
			return nil, err
		}
		if r.copies {
			r.slots[i].state, r.slots[i].copier = f, any(f).(copier[S])
		} else {
			r.scratch = f
		}
	}
	return r, nil
}

func (r *ring[S]) at(tick int64) *slot[S] { return &r.slots[tick%int64(len(r.slots))] }

// save keeps s, the state the ring was made for, as the state at tick,
// over whatever the slot held.
func (r *ring[S]) save(tick int64, s S) error {
	sl := r.at(tick)
	sl.tick, sl.valid = tick, false
	if r.copies {
		sl.copier.CopyFrom(s)
	} else {
		b, err := appendSnapshot(s, sl.bytes)
		if err != nil {
			return fmt.Errorf("netplay: saving the state at tick %d: %w", tick, err)
		}
		sl.bytes = b
	}
	sl.valid = true
	return nil
}

func appendSnapshot(s snapshot, buf []byte) ([]byte, error) {
	if a, ok := s.(encoding.BinaryAppender); ok {
		return a.AppendBinary(buf[:0])
	}
	return s.MarshalBinary()
}

// has reports whether the ring holds a valid state at tick.
func (r *ring[S]) has(tick int64) bool {
	sl := r.at(tick)
	return sl.valid && sl.tick == tick
}

// load restores the state at tick, which the ring has, into s, the state
// the ring was made for.
func (r *ring[S]) load(tick int64, s S) error {
	sl := r.at(tick)
	if r.copies {
		r.live.CopyFrom(sl.state)
		return nil
	}
	if err := s.UnmarshalBinary(sl.bytes); err != nil {
		return fmt.Errorf("netplay: restoring the state at tick %d: %w", tick, err)
	}
	return nil
}

// state returns the state at tick, which the ring has, to read only.
func (r *ring[S]) state(tick int64) (S, error) {
	if r.copies {
		return r.at(tick).state, nil
	}
	return r.scratch, r.load(tick, r.scratch)
}

// latest returns the latest tick from..to whose state the ring has.
func (r *ring[S]) latest(from, to int64) (int64, bool) {
	for t := to; t >= from && t > to-int64(len(r.slots)); t-- {
		if r.has(t) {
			return t, true
		}
	}
	return 0, false
}

// invalidate forgets the states after tick: they were computed from a
// wrong input.
func (r *ring[S]) invalidate(after int64) {
	for i := range r.slots {
		if r.slots[i].tick > after {
			r.slots[i].valid = false
		}
	}
}
