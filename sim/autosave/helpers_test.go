package autosave_test

import (
	"encoding/binary"
	"errors"
	"math"
	"testing"

	"tickbox/sim/fixed"
	"tickbox/sim/tape"
)

// input is a tick's input of the test game: exported fields of fixed
// size, which encoding/binary encodes.
type input struct {
	Jump bool
	Dir  int8
}

// walker is a small deterministic game: a body that walks and jumps, and
// a seeded generator (xorshift) that kicks it now and then. Every field
// is in its snapshot and its fingerprint.
type walker struct {
	X, Y, VY float64
	RNG      uint64
	Rate     int64
}

func newWalker() *walker { return &walker{RNG: 0x9e3779b97f4a7c15, Rate: 60} }

func (w *walker) Step(in input) {
	w.RNG ^= w.RNG << 13
	w.RNG ^= w.RNG >> 7
	w.RNG ^= w.RNG << 17
	dt := 1 / float64(w.Rate)
	w.X += float64(float64(in.Dir) * 3 * dt) // float64(): no fused multiply-add (see the package comment)
	if w.RNG%97 == 0 {
		w.X += 0.5 // a kick from the game's own generator
	}
	if in.Jump && w.Y == 0 {
		w.VY = 5
	}
	w.VY -= float64(9.81 * dt)
	w.Y = max(w.Y+float64(w.VY*dt), 0)
	if w.Y == 0 {
		w.VY = 0
	}
}

func (w *walker) SetRate(hz int) { w.Rate = int64(hz) }

func (w *walker) Fingerprint() uint64 {
	h := uint64(14695981039346656037)
	for _, v := range [...]uint64{math.Float64bits(w.X), math.Float64bits(w.Y), math.Float64bits(w.VY), w.RNG, uint64(w.Rate)} {
		for range 8 {
			h ^= v & 0xff
			h *= 1099511628211
			v >>= 8
		}
	}
	return h
}

func (w *walker) MarshalBinary() ([]byte, error) { return binary.Append(nil, binary.LittleEndian, w) }

func (w *walker) UnmarshalBinary(b []byte) error {
	n, err := binary.Decode(b, binary.LittleEndian, w)
	if err == nil && n != len(b) {
		err = errors.New("walker: bytes left over")
	}
	return err
}

// play is the input of tick in the tests' sessions: a jump every 50
// ticks, walking right then left.
func play(tick int64) input {
	return input{Jump: tick%50 == 7, Dir: int8(tick/100%3) - 1}
}

// record records ticks ticks of a fresh walker under h.
func record(t testing.TB, h tape.Header, ticks int64) *tape.Recording {
	t.Helper()
	return recordEach(t, h, ticks, nil).Recording()
}

// recordEach records ticks ticks of a fresh walker under h, and calls
// after, if not nil, with each tick's number once it is recorded.
func recordEach(t testing.TB, h tape.Header, ticks int64, after func(tick int64, rec *tape.Recorder[input])) *tape.Recorder[input] {
	t.Helper()
	w := newWalker()
	rec, err := tape.NewRecorder[input](h, 0, w)
	if err != nil {
		t.Fatal(err)
	}
	for tick := range ticks {
		in := play(tick)
		if err := rec.Add(tick, in); err != nil {
			t.Fatal(err)
		}
		w.Step(in)
		if err := rec.Stepped(tick+1, w); err != nil {
			t.Fatal(err)
		}
		if after != nil {
			after(tick, rec)
		}
	}
	return rec
}

// playBack plays r into s to its end and returns the player.
func playBack(t testing.TB, r *tape.Recording, s tape.State[input]) *tape.Player[input] {
	t.Helper()
	p, err := tape.NewPlayer(r, "walker", 1, s)
	if err != nil {
		t.Fatal(err)
	}
	for tick := r.Start; !p.Done(tick); {
		if hz, ok := p.Rate(tick); ok {
			s.(fixed.Rated).SetRate(hz)
		}
		s.Step(p.Take(tick))
		tick++
		p.Check(tick, s)
	}
	return p
}

// reencode encodes r, failing the test if it cannot.
func reencode(t testing.TB, r *tape.Recording) []byte {
	t.Helper()
	b, err := r.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	return b
}
