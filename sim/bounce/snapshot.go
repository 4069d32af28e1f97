package bounce

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

// The snapshot format, all little-endian:
//
//	magic "TBXW", version uint16 = 2
//	config: model byte (0 sandbox, 1 lesson), its physics version uint16,
//	        rate uint32, balls uint32, seed uint64, then width, height,
//	        bumper x, bumper y, bumper radius, ball radius, restitution,
//	        gravity, jump speed as float64 bits, then the build as one byte
//	        (0 strict, 1 clang, 2 gcc)
//	tick int64, RNG state uint64, jumper Y, VY, PreviousY, Peak
//	for each ball: X, Y, VX, VY, PrevX, PrevY
//
// Every float is stored as its exact bits, so a decoded world is identical to
// the encoded one, fingerprint included.
const (
	snapshotMagic   = "TBXW"
	snapshotVersion = 2
	snapshotHeader  = 4 + 2 + 1 + 2 + 4 + 4 + 8 + 9*8 + 1 + 8 + 8 + 4*8
	snapshotPerBall = 6 * 8
)

// MarshalBinary encodes the world as a snapshot. It never fails.
func (w *World) MarshalBinary() ([]byte, error) {
	return w.AppendBinary(make([]byte, 0, snapshotHeader+w.Balls.Len()*snapshotPerBall))
}

// AppendBinary appends the world's snapshot to buf, which a caller that
// takes one every tick reuses (encoding.BinaryAppender). It never fails.
func (w *World) AppendBinary(buf []byte) ([]byte, error) {
	c := &w.Config
	n := w.Balls.Len()
	buf = append(buf, snapshotMagic...)
	buf = binary.LittleEndian.AppendUint16(buf, snapshotVersion)
	buf = append(buf, byte(c.Model))
	buf = binary.LittleEndian.AppendUint16(buf, uint16(c.Version))
	buf = binary.LittleEndian.AppendUint32(buf, uint32(c.Rate))
	buf = binary.LittleEndian.AppendUint32(buf, uint32(n))
	buf = binary.LittleEndian.AppendUint64(buf, c.Seed)
	for _, v := range c.floats() {
		buf = appendFloat(buf, v)
	}
	buf = append(buf, byte(c.Build))
	buf = binary.LittleEndian.AppendUint64(buf, uint64(w.Tick))
	buf = binary.LittleEndian.AppendUint64(buf, w.RNG.State)
	for _, v := range []float64{w.Jumper.Y, w.Jumper.VY, w.Jumper.PreviousY, w.Jumper.Peak} {
		buf = appendFloat(buf, v)
	}
	b := &w.Balls
	for i := range n {
		for _, v := range [...]float64{b.X[i], b.Y[i], b.VX[i], b.VY[i], b.PrevX[i], b.PrevY[i]} {
			buf = appendFloat(buf, v)
		}
	}
	return buf, nil
}

// floats lists the config's float fields in snapshot order.
func (c *Config) floats() []float64 {
	return []float64{c.Width, c.Height, c.BumperX, c.BumperY, c.BumperRadius,
		c.BallRadius, c.Restitution, c.Gravity, c.JumpSpeed}
}

func (c *Config) setFloats(v []float64) {
	c.Width, c.Height, c.BumperX, c.BumperY, c.BumperRadius = v[0], v[1], v[2], v[3], v[4]
	c.BallRadius, c.Restitution, c.Gravity, c.JumpSpeed = v[5], v[6], v[7], v[8]
}

func appendFloat(buf []byte, v float64) []byte {
	return binary.LittleEndian.AppendUint64(buf, math.Float64bits(v))
}

// Unmarshal decodes a snapshot made by MarshalBinary. It checks the magic,
// the version, the length against the ball count before allocating anything,
// and the config's rules, and names what is wrong.
func Unmarshal(data []byte) (*World, error) {
	w := &World{}
	if err := w.UnmarshalBinary(data); err != nil {
		return nil, err
	}
	return w, nil
}

// UnmarshalBinary is Unmarshal into w, reusing w's ball slices when they
// are long enough, so that restoring a snapshot every tick allocates
// nothing once w has grown. w is left unusable after an error.
func (w *World) UnmarshalBinary(data []byte) error {
	r := reader{data: data}
	c, err := readConfig(&r)
	if err != nil {
		return err
	}
	w.Config, w.dt = c, 1/float64(c.Rate)
	w.Balls.resize(c.Balls)
	w.readState(&r)
	return r.err
}

// readConfig reads and checks a snapshot's header with r, from its start:
// its magic, version, length and config. It leaves r where the state
// begins.
func readConfig(r *reader) (Config, error) {
	data := r.data
	var c Config
	if string(r.bytes(4)) != snapshotMagic {
		return c, errors.New("snapshot: not a Tickbox world (magic is not TBXW)")
	}
	if v := r.uint16(); v != snapshotVersion {
		return c, fmt.Errorf("snapshot: version %d: this build reads version %d", v, snapshotVersion)
	}
	c.Model = Model(r.bytes(1)[0])
	c.Version = int(r.uint16())
	c.Rate = int(r.uint32())
	n := r.uint32()
	if want := snapshotHeader + int64(n)*snapshotPerBall; r.err == nil && int64(len(data)) != want {
		return c, fmt.Errorf("snapshot: %d bytes for %d balls: want exactly %d", len(data), n, want)
	}
	c.Balls = int(n)
	c.Seed = r.uint64()
	c.setFloats(r.floats(9))
	c.Build = Build(r.bytes(1)[0])
	if r.err != nil {
		return c, r.err
	}
	if err := c.Validate(); err != nil {
		return c, fmt.Errorf("snapshot: %w", err)
	}
	return c, nil
}

// readState reads what follows the config into w.
func (w *World) readState(r *reader) {
	w.Tick = int64(r.uint64())
	w.RNG.State = r.uint64()
	j := r.floats(4)
	w.Jumper = Jumper{Y: j[0], VY: j[1], PreviousY: j[2], Peak: j[3]}
	b := &w.Balls
	for i := range b.Len() {
		v := r.floats(6)
		b.X[i], b.Y[i], b.VX[i], b.VY[i], b.PrevX[i], b.PrevY[i] = v[0], v[1], v[2], v[3], v[4], v[5]
	}
}

// reader reads little-endian values from a byte slice; past the end it
// returns zeros and remembers the error, so decoding code reads straight
// through and checks once.
type reader struct {
	data []byte
	off  int
	err  error
	tmp  [9]float64
}

func (r *reader) bytes(n int) []byte {
	if r.err != nil || len(r.data)-r.off < n {
		if r.err == nil {
			r.err = fmt.Errorf("snapshot: truncated at byte %d of %d", len(r.data), r.off+n)
		}
		return make([]byte, n)
	}
	b := r.data[r.off : r.off+n]
	r.off += n
	return b
}

func (r *reader) uint16() uint16 { return binary.LittleEndian.Uint16(r.bytes(2)) }
func (r *reader) uint32() uint32 { return binary.LittleEndian.Uint32(r.bytes(4)) }
func (r *reader) uint64() uint64 { return binary.LittleEndian.Uint64(r.bytes(8)) }

// floats reads n ≤ 9 floats into a buffer that the next call reuses.
func (r *reader) floats(n int) []float64 {
	for i := range n {
		r.tmp[i] = math.Float64frombits(r.uint64())
	}
	return r.tmp[:n]
}

// CopyFrom makes w an exact copy of src, reusing w's slices when they are
// large enough, so that saving and restoring state every tick allocates
// nothing once w has grown.
func (w *World) CopyFrom(src *World) {
	w.Config, w.Tick, w.Jumper, w.RNG, w.dt = src.Config, src.Tick, src.Jumper, src.RNG, src.dt
	n := src.Balls.Len()
	b, s := &w.Balls, &src.Balls
	b.X = append(b.X[:0], s.X[:n]...)
	b.Y = append(b.Y[:0], s.Y[:n]...)
	b.VX = append(b.VX[:0], s.VX[:n]...)
	b.VY = append(b.VY[:0], s.VY[:n]...)
	b.PrevX = append(b.PrevX[:0], s.PrevX[:n]...)
	b.PrevY = append(b.PrevY[:0], s.PrevY[:n]...)
}
