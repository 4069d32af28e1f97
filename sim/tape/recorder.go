package tape

import (
	"bytes"
	"encoding/binary"
	"fmt"

	"tickbox/sim/sched"
)

// Recorder records a game tick by tick. The caller runs the ticks:
//
//	rec.Add(tick, in) // the input of the tick about to run
//	state.Step(in)
//	rec.Stepped(tick+1, state)
//
// A Recorder is not safe for concurrent use.
type Recorder[I any] struct {
	rec   Recording
	size  int    // the file's length so far, at most: what MaxFileSize bounds
	head  uint64 // the header's hash, which every fingerprint is sealed with
	tick  int64  // the ticks run as last seen
	codec *codec[I]
	// inputs is the last input recorded, which the next is written
	// against; arena holds the deltas, a block for many ticks.
	inputs Inputs
	arena  []byte
	// last is the state Stepped saw last when its fingerprint has not been
	// taken (the ticks between two fingerprints): it is taken when the
	// recording is read, not after every tick.
	last    State[I]
	stopped bool
}

// NewRecorder starts a recording of s as it is now, after tick ticks,
// under h. It returns an error naming what is wrong if h breaks a rule,
// I cannot be encoded (see the package comment), or s cannot be saved.
func NewRecorder[I any](h Header, tick int64, s State[I]) (*Recorder[I], error) {
	if err := h.Check(); err != nil {
		return nil, err
	}
	if tick < 0 || tick > MaxTick {
		return nil, fmt.Errorf("tape: start tick %d: must be 0 to %d", tick, int64(MaxTick))
	}
	c, err := newCodec[I]()
	if err != nil {
		return nil, err
	}
	state, err := s.MarshalBinary()
	if err != nil {
		return nil, fmt.Errorf("tape: saving the state at tick %d: %w", tick, err)
	}
	r := &Recorder[I]{tick: tick, codec: c, last: s}
	r.rec = Recording{Header: h, Start: tick, Final: tick, State: bytes.Clone(state)}
	r.head = r.rec.headHash()
	if r.size = r.rec.size(); r.size > MaxFileSize {
		return nil, fmt.Errorf("tape: a state of %d bytes: a tape is at most %d", len(state), MaxFileSize)
	}
	return r, nil
}

// Add records in as the input of tick, the tick about to run. An input
// that encodes as the zero input is not recorded. It returns an error,
// recording nothing, if tick is not the next tick, or already has an
// input, or in cannot be encoded.
func (r *Recorder[I]) Add(tick int64, in I) error {
	b, err := r.codec.encode(in)
	if err != nil || r.codec.isZero(b) {
		return err
	}
	d, arena := r.inputs.delta(r.arena, b)
	if err := r.add(Event{Tick: tick, Input: d}); err != nil {
		return err
	}
	r.arena = arena
	r.inputs.commit(b)
	return nil
}

// Rate records that the tick rate is hz from tick on, the tick about to
// run. Two changes before one tick leave the last. A rate the scheduler
// refuses is an error, recording nothing.
func (r *Recorder[I]) Rate(tick int64, hz int) error {
	if err := sched.CheckRate(hz); err != nil {
		return fmt.Errorf("tape: %w", err)
	}
	if n := len(r.rec.Events); n > 0 && tick == r.tick && !r.stopped {
		if e := &r.rec.Events[n-1]; e.Tick == tick && e.Rate != 0 {
			e.Rate = hz
			return nil
		}
	}
	return r.add(Event{Tick: tick, Rate: hz})
}

func (r *Recorder[I]) add(e Event) error {
	n := len(r.rec.Events)
	switch {
	case r.stopped:
		return fmt.Errorf("tape: %v: the recorder is stopped", e)
	case e.Tick != r.tick:
		return fmt.Errorf("tape: %v: the recording is at tick %d", e, r.tick)
	case n > 0 && !r.rec.Events[n-1].before(e):
		return fmt.Errorf("tape: %v: the tick has %v already", e, r.rec.Events[n-1])
	case n >= MaxEvents:
		return fmt.Errorf("tape: %v: the recording holds %d events, the most a tape may", e, n)
	case r.size+eventSize(e) > MaxFileSize:
		return fmt.Errorf("tape: %v: the recording would pass %d bytes, the most a tape may be", e, MaxFileSize)
	}
	r.rec.Events = append(r.rec.Events, e)
	r.size += eventSize(e)
	return nil
}

// Stepped notes s after a tick, now that tick ticks have run: every Every
// ticks it seals s's fingerprint into the recording. It returns an error,
// noting nothing, if tick is not one more than the ticks it saw last, or
// the recording spans MaxSpan ticks already.
func (r *Recorder[I]) Stepped(tick int64, s State[I]) error {
	sealed := (tick-r.rec.Start)%int64(r.rec.Every) == 0
	switch {
	case r.stopped:
		return fmt.Errorf("tape: stepped to tick %d: the recorder is stopped", tick)
	case tick != r.tick+1:
		return fmt.Errorf("tape: stepped to tick %d after tick %d: call Stepped after every tick", tick, r.tick)
	case tick-r.rec.Start > MaxSpan:
		return fmt.Errorf("tape: tick %d: a tape spans at most %d ticks", tick, int64(MaxSpan))
	case sealed && r.size+8 > MaxFileSize:
		return fmt.Errorf("tape: tick %d: the recording would pass %d bytes, the most a tape may be", tick, MaxFileSize)
	}
	r.tick, r.rec.Final, r.last = tick, tick, s
	if sealed {
		r.size += 8
		r.rec.Last, r.last = seal(r.head, s.Fingerprint()), nil
		r.rec.Prints = append(r.rec.Prints, r.rec.Last)
	}
	return nil
}

// eventSize bounds what e takes in the file.
func eventSize(e Event) int { return 2*binary.MaxVarintLen64 + len(e.Input) }

// Ticks returns how many ticks have been recorded.
func (r *Recorder[I]) Ticks() int64 { return r.tick - r.rec.Start }

// Recording returns a copy of what has been recorded, up to the last tick
// Stepped saw; the state Stepped saw last must not have changed since
// but by ticks Stepped saw.
func (r *Recorder[I]) Recording() *Recording {
	r.final()
	c := r.rec
	c.Events = append([]Event(nil), r.ran()...)
	c.Prints = append([]uint64(nil), r.rec.Prints...)
	return &c
}

// ran returns the events of the ticks that have run: not those added
// for the tick about to run.
func (r *Recorder[I]) ran() []Event {
	e := r.rec.Events
	for len(e) > 0 && e[len(e)-1].Tick >= r.rec.Final {
		e = e[:len(e)-1]
	}
	return e
}

// final seals the fingerprint of the state Stepped saw last, once.
func (r *Recorder[I]) final() {
	if r.last != nil {
		r.rec.Last, r.last = seal(r.head, r.last.Fingerprint()), nil
	}
}

// SoFar returns what has been recorded, up to the last tick Stepped saw:
// not a copy but the recorder's own, which the caller must not change,
// and which grows with later ticks (an autosave writes what is new of it).
// Its last events may be the input of the tick about to run, past Final.
func (r *Recorder[I]) SoFar() *Recording {
	r.final()
	return &r.rec
}

// Finish stops the recording and returns it, up to the last tick Stepped
// saw: not a copy but the recorder's own, which a long recording holds
// once instead of twice.
func (r *Recorder[I]) Finish() *Recording {
	r.final()
	r.stopped = true
	r.rec.Events = r.ran()
	return &r.rec
}
