package replay

import (
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"math"

	"tickbox/sim"
)

const magic = "TBXR"

// MarshalBinary encodes the recording in the file format described in the
// package comment. It returns an error, naming what is wrong, if the
// recording breaks a rule of the format (events out of order, a wrong number
// of checkpoints, ...): everything it returns, Decode accepts.
func (r *Recording) MarshalBinary() ([]byte, error) {
	if err := r.checkEvents(); err != nil {
		return nil, err
	}
	buf := make([]byte, 0, r.size())
	buf = append(buf, magic...)
	buf = binary.LittleEndian.AppendUint16(buf, Version)
	buf = appendConfig(buf, &r.Config)
	buf = binary.AppendUvarint(buf, uint64(r.Interval))
	buf = binary.AppendUvarint(buf, uint64(r.StartTick))
	buf = binary.AppendUvarint(buf, uint64(r.FinalTick))
	buf = binary.AppendUvarint(buf, uint64(len(r.Start)))
	buf = append(buf, r.Start...)
	buf = appendEvents(buf, r.StartTick, r.Events)
	for _, fp := range r.Checkpoints {
		buf = binary.LittleEndian.AppendUint64(buf, fp)
	}
	buf = binary.LittleEndian.AppendUint64(buf, r.Final)
	buf = binary.LittleEndian.AppendUint32(buf, crc32.ChecksumIEEE(buf))
	// Decoding what was just encoded is the one check that covers every
	// rule; it costs far less than the session it saves, and keeps nothing
	// (check: no events or checkpoints are allocated).
	if err := check(buf); err != nil {
		return nil, fmt.Errorf("replay: recording breaks the format: %w", err)
	}
	return buf, nil
}

// size is a bound on the encoded length, exact but for the header's
// varints, so that encoding allocates once and no more than it needs.
func (r *Recording) size() int {
	const header = 4 + 2 + 5*binary.MaxVarintLen64 + 8 + 9*8 + 1 + 4*binary.MaxVarintLen64
	events, prev := binary.MaxVarintLen64, r.StartTick
	for _, e := range r.Events {
		d := uint64(e.Tick-prev) << 4
		prev = e.Tick
		events += uvarintLen(d)
		if e.Rate != 0 {
			events += uvarintLen(uint64(e.Rate))
		}
	}
	return header + len(r.Start) + events + 8*len(r.Checkpoints) + 8 + 4
}

// uvarintLen is the length of v as a uvarint.
func uvarintLen(v uint64) int {
	n := 1
	for ; v >= 0x80; v >>= 7 {
		n++
	}
	return n
}

// configFloats lists the config's float fields in file order.
func configFloats(c *sim.Config) [9]*float64 {
	return [9]*float64{&c.Width, &c.Height, &c.BumperX, &c.BumperY, &c.BumperRadius,
		&c.BallRadius, &c.Restitution, &c.Gravity, &c.JumpSpeed}
}

func appendConfig(buf []byte, c *sim.Config) []byte {
	buf = binary.AppendUvarint(buf, uint64(c.Model))
	buf = binary.AppendUvarint(buf, uint64(c.Version))
	buf = binary.AppendUvarint(buf, uint64(c.Rate))
	buf = binary.AppendUvarint(buf, uint64(c.Balls))
	buf = binary.LittleEndian.AppendUint64(buf, c.Seed)
	for _, f := range configFloats(c) {
		buf = binary.LittleEndian.AppendUint64(buf, math.Float64bits(*f))
	}
	return append(buf, byte(c.Build))
}

// appendEvents writes the count, then the events (appendEventChain).
func appendEvents(buf []byte, start int64, events []Event) []byte {
	buf = binary.AppendUvarint(buf, uint64(len(events)))
	buf, _ = appendEventChain(buf, start, events)
	return buf
}

// appendEventChain writes each event as its tick's distance from the
// previous event (the first from prev) packed with the input byte (0 for a
// rate change, which the new rate follows), and returns the last event's
// tick, prev if there is none.
func appendEventChain(buf []byte, prev int64, events []Event) ([]byte, int64) {
	for _, e := range events {
		d := uint64(e.Tick - prev)
		prev = e.Tick
		if e.Rate != 0 {
			buf = binary.AppendUvarint(buf, d<<4)
			buf = binary.AppendUvarint(buf, uint64(e.Rate))
			continue
		}
		buf = binary.AppendUvarint(buf, d<<4|uint64(e.Input.Byte()))
	}
	return buf, prev
}

// checkEvents reports events out of order or outside the recorded ticks
// before they are encoded, where the decoder's message would be obscure.
func (r *Recording) checkEvents() error {
	for i, e := range r.Events {
		if e.Tick < r.StartTick || e.Tick >= r.FinalTick {
			return fmt.Errorf("replay: event %d (%v) at tick %d: must be in ticks %d to %d",
				i, e, e.Tick, r.StartTick, r.FinalTick-1)
		}
		if i > 0 && !r.Events[i-1].before(e) {
			return fmt.Errorf("replay: event %d (%v) at tick %d: comes after event %d (%v) at tick %d",
				i, e, e.Tick, i-1, r.Events[i-1], r.Events[i-1].Tick)
		}
	}
	return nil
}
