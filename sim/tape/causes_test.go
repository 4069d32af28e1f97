package tape_test

import (
	"encoding/binary"
	"errors"
	"math"
	"strings"
	"testing"

	"tickbox/sim/tape"
	"tickbox/sim/tape/tapetest"
)

// locate plays r into s to its end and locates its mismatch.
func locate(t *testing.T, r *tape.Recording, s tape.State[input]) (tape.Mismatch, tape.BadTick) {
	t.Helper()
	p := playBack(t, r, s)
	m, bad := p.Mismatch()
	if !bad {
		t.Fatal("every fingerprint matched: want a mismatch")
	}
	got, err := p.Locate(s)
	if err != nil {
		t.Fatal(err)
	}
	return m, got
}

// A fingerprint zeroed in the file is named so, not blamed on the game.
func TestLocateAZeroedFingerprint(t *testing.T) {
	h := header
	h.Every = 60
	r := record(t, h, 600)
	r.Prints[2] = 0 // after 180 ticks
	if _, got := locate(t, r, newWalker()); got.Tick != 179 || got.Cause != tape.CauseZeroed {
		t.Errorf("located tick %d, %v; want 179, %v", got.Tick, got.Cause, tape.CauseZeroed)
	}
}

// Where the final tick is a fingerprint's, the file holds two of one
// state: the one that differs while its twin matches is wrong in the file.
func TestLocateTheFinalFingerprintsTwin(t *testing.T) {
	h := header
	h.Every = 60
	r := record(t, h, 600)
	r.Last ^= 1
	if m, got := locate(t, r, newWalker()); m.Tick != 600 || got.Tick != 599 || got.Cause != tape.CauseTwin {
		t.Errorf("mismatch at %d, located tick %d, %v; want 600, 599, %v", m.Tick, got.Tick, got.Cause, tape.CauseTwin)
	}
}

// fuser is a game whose step fuses a multiply-add when Fused is set, as a
// build for arm64 may: FMA(y, -x, y) instead of float64(y*-x) + y. Its
// step is the logistic map at 3.9, which is chaotic: a last bit of
// difference grows, so a fingerprint a second later shows it.
type fuser struct {
	X     float64
	Fused bool
}

func (f *fuser) Step(input) {
	y := 3.9 * f.X
	if f.Fused {
		f.X = math.FMA(y, -f.X, y)
	} else {
		f.X = float64(y*-f.X) + y
	}
}

func (f *fuser) SwapFusion()         { f.Fused = !f.Fused }
func (f *fuser) Fingerprint() uint64 { return math.Float64bits(f.X) }
func (f *fuser) MarshalBinary() ([]byte, error) {
	return binary.Append(nil, binary.LittleEndian, f)
}
func (f *fuser) UnmarshalBinary(b []byte) error {
	_, err := binary.Decode(b, binary.LittleEndian, f)
	return err
}

// A recording made by a build that fuses, played by one that does not,
// is pinned to the first tick whose result fusing changes.
func TestLocateAFusedTick(t *testing.T) {
	h := header
	h.Game, h.Every = "walker", 60
	rec, err := tape.NewRecorder[input](h, 0, &fuser{X: 0.3}) // it says it does not fuse
	if err != nil {
		t.Fatal(err)
	}
	fused, plain, first := &fuser{X: 0.3, Fused: true}, &fuser{X: 0.3}, int64(-1)
	for tick := range int64(300) {
		rec.Add(tick, play(tick))
		fused.Step(play(tick))
		plain.Step(play(tick))
		rec.Stepped(tick+1, fused)
		if first < 0 && fused.X != plain.X {
			first = tick
		}
	}
	if first < 0 {
		t.Fatal("fusing never changed a tick")
	}
	_, got := locate(t, rec.Recording(), &fuser{})
	t.Logf("fusing first changes tick %d", first)
	if got.Tick != first || got.Cause != tape.CauseFusion {
		t.Errorf("located tick %d, %v; want %d, %v", got.Tick, got.Cause, first, tape.CauseFusion)
	}
}

// A recording with an input that does not decode is refused as damaged,
// naming the event, not played and blamed on the game (issue 26); Take
// gives the zero input, as Err says, for an input that fails only then.
func TestPlayerRefusesAnInputThatDoesNotDecode(t *testing.T) {
	r := record(t, header, 200)
	in, err := tapetest.Input(r, 3)
	if err != nil {
		t.Fatal(err)
	}
	if err := tapetest.SetInput(r, 3, append(in, 0)); err != nil { // a byte too many
		t.Fatal(err)
	}
	_, err = tape.NewPlayer[input](r, "walker", 1, newWalker())
	if err == nil || !strings.Contains(err.Error(), "event 3") || !strings.Contains(err.Error(), "damaged") {
		t.Fatalf("NewPlayer: %v; want the recording refused as damaged, naming event 3", err)
	}
	var once flakyInput
	rf := recordFlaky(t)
	p, err := tape.NewPlayer[flakyInput](rf, "flaky", 1, &once)
	if err != nil {
		t.Fatal(err)
	}
	failDecode = true
	defer func() { failDecode = false }()
	if in := p.Take(0); in != (flakyInput{}) || p.Err() == nil {
		t.Errorf("Take of an input that fails to decode: %v, Err %v; want the zero input and the error", in, p.Err())
	}
}

// failDecode makes flakyInput's decoding fail: an input type whose
// decoding fails where it once succeeded.
var failDecode bool

type flakyInput struct{ N uint8 }

func (f *flakyInput) UnmarshalBinary(b []byte) error {
	if len(b) != 1 {
		return errors.New("one byte")
	}
	f.N = b[0]
	if failDecode {
		return errors.New("failed")
	}
	return nil
}
func (f flakyInput) AppendBinary(b []byte) ([]byte, error) { return append(b, f.N), nil }

func (f *flakyInput) Step(in flakyInput)  { f.N += in.N }
func (f *flakyInput) Fingerprint() uint64 { return uint64(f.N) }
func (f *flakyInput) MarshalBinary() ([]byte, error) {
	return []byte{f.N}, nil
}

// recordFlaky records one tick of flakyInput 7.
func recordFlaky(t *testing.T) *tape.Recording {
	t.Helper()
	var s flakyInput
	rec, err := tape.NewRecorder[flakyInput](tape.Header{Game: "flaky", Rules: 1, Rate: 60, Every: 1}, 0, &s)
	if err != nil {
		t.Fatal(err)
	}
	rec.Add(0, flakyInput{7})
	s.Step(flakyInput{7})
	rec.Stepped(1, &s)
	return rec.Recording()
}
