package tape_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"tickbox/sim/tape"
	"tickbox/sim/tape/tapetest"
)

// When the final tick is a checkpoint's, that checkpoint is compared as
// well as the final fingerprint: a tape whose last checkpoint alone is
// wrong (a flipped bit the CRC was fixed for) does not verify. Package
// replay had the same hole, closed the same way.
func TestLastCheckpointIsCompared(t *testing.T) {
	h := header
	h.Every = 100
	r := record(t, h, 1000)
	r.Prints[len(r.Prints)-1] ^= 1
	got, err := tape.Decode(reencode(t, r))
	if err != nil {
		t.Fatal(err)
	}
	m, bad := playBack(t, got, newWalker()).Mismatch()
	if !bad || m.Tick != 1000 || m.From != 900 {
		t.Errorf("the last checkpoint flipped: mismatch %v %+v, want one at tick 1000, from 900", bad, m)
	}
}

// A recording decodes to what was recorded, and plays back into a fresh
// state with every fingerprint matching, at every spacing of fingerprints.
func TestRecordAndPlayBack(t *testing.T) {
	for _, every := range []int{1, 7, 60} {
		h := header
		h.Every = every
		r := record(t, h, 1000)
		got, err := tape.Decode(reencode(t, r))
		if err != nil {
			t.Fatal(err)
		}
		if !same(got, r) {
			t.Fatalf("every %d: decoded %+v, want %+v", every, got, r)
		}
		p := playBack(t, got, newWalker())
		if m, bad := p.Mismatch(); bad {
			t.Fatalf("every %d: %v", every, m)
		}
		if want := 1000 / every; p.Checked() != want+1 { // the final one too, on a checkpoint's tick or not
			t.Errorf("every %d: %d fingerprints checked, want %d and the final one", every, p.Checked(), want)
		}
		if p.Played() != 1000 || p.Total() != 1000 {
			t.Errorf("every %d: played %d of %d, want 1000 of 1000", every, p.Played(), p.Total())
		}
	}
}

// same reports whether two recordings hold the same.
func same(a, b *tape.Recording) bool {
	if a.Header != b.Header || a.Start != b.Start || a.Final != b.Final || a.Last != b.Last ||
		!bytes.Equal(a.State, b.State) || !slices.Equal(a.Prints, b.Prints) || len(a.Events) != len(b.Events) {
		return false
	}
	return sameEvents(a.Events, b.Events)
}

// sameEvents reports whether two recordings' events are the same.
func sameEvents(a, b []tape.Event) bool {
	return slices.EqualFunc(a, b, func(x, y tape.Event) bool {
		return x.Tick == y.Tick && x.Rate == y.Rate && bytes.Equal(x.Input, y.Input)
	})
}

// Only ticks whose input is not the zero input have an event: a jump
// every 50 ticks, and walking except in the ticks 100 to 199 of each 300.
func TestOnlyInputsAreRecorded(t *testing.T) {
	r := record(t, header, 300)
	var want int
	for tick := range int64(300) {
		if play(tick) != (input{}) {
			want++
		}
	}
	if len(r.Events) != want {
		t.Fatalf("%d events for 300 ticks, want %d", len(r.Events), want)
	}
}

// A tape of a game that went another way names the tick: one input
// changed in the file (re-encoded, so the checksum holds) makes the tick
// that took it the first that differs.
func TestPlaybackNamesTheFirstTickThatDiffers(t *testing.T) {
	r := record(t, header, 600)
	i := slices.IndexFunc(r.Events, func(e tape.Event) bool { return e.Tick >= 300 && e.Input != nil })
	if err := tapetest.SetInput(r, i, []byte{0, 2}); err != nil { // a step to the right instead
		t.Fatal(err)
	}
	bad := r.Events[i].Tick
	r2, err := tape.Decode(reencode(t, r))
	if err != nil {
		t.Fatal(err)
	}
	w := newWalker()
	p := playBack(t, r2, w)
	m, ok := p.Mismatch()
	if !ok || m.From != bad || m.Tick != bad+1 {
		t.Fatalf("mismatch %v (%v), want tick %d", m, ok, bad)
	}
	if !strings.Contains(m.String(), "tick 3") {
		t.Errorf("mismatch says %q, want the tick named", m)
	}
	got, err := p.Locate(w)
	if err != nil || got != (tape.BadTick{Tick: bad, Cause: tape.CauseDiffers}) {
		t.Fatalf("Locate = %+v, %v; want tick %d, differs", got, err, bad)
	}
}

// A recorded fingerprint that is wrong, where the game plays right, is
// named as such: the fingerprints after it match again.
func TestLocateAWrongFingerprint(t *testing.T) {
	r := record(t, header, 200)
	r.Prints[99] ^= 1
	w := newWalker()
	p := playBack(t, r, w)
	got, err := p.Locate(w)
	if err != nil || got != (tape.BadTick{Tick: 99, Cause: tape.CauseRecord}) {
		t.Fatalf("Locate = %+v, %v; want tick 99, the record", got, err)
	}
}

// flaky is a walker whose ticks from 250 on read something outside the
// state (a counter of calls, as a clock or a global generator would be):
// stepped twice from one snapshot, they differ.
type flaky struct {
	*walker
	calls int
}

func (f *flaky) Step(in input) {
	f.calls++
	f.walker.Step(in)
	if f.walker.X > -1e9 && f.calls%2 == 0 && f.Fingerprint()%3 == 0 && f.calls > 250 {
		f.walker.X += 1e-9
	}
}

// With fingerprints every 60 ticks, Locate plays the window again and
// names the first tick that does not reproduce from its snapshot.
func TestLocateATickThatDoesNotReproduce(t *testing.T) {
	h := header
	h.Every = 60
	r := record(t, h, 600)
	f := &flaky{walker: newWalker()}
	p := playBack(t, r, f)
	m, ok := p.Mismatch()
	if !ok {
		t.Fatal("a flaky game played back without a mismatch")
	}
	got, err := p.Locate(f)
	if err != nil || got.Cause != tape.CauseNotReproducible || got.Tick < m.From || got.Tick >= m.Tick {
		t.Fatalf("Locate = %+v, %v; want a tick of %d to %d, not reproducible", got, err, m.From, m.Tick-1)
	}
}

// Locate with every fingerprint matching says there is nothing to find.
func TestLocateWithoutAMismatch(t *testing.T) {
	w := newWalker()
	p := playBack(t, record(t, header, 10), w)
	if _, err := p.Locate(w); err == nil {
		t.Fatal("Locate found something in a recording that matched")
	}
}

// A recording of another game, or of other rules, is refused, naming
// both.
func TestPlayerRefusesAnotherGame(t *testing.T) {
	r := record(t, header, 10)
	for _, c := range []struct {
		game  string
		rules int
		want  []string
	}{
		{"runner", 1, []string{`"walker"`, `"runner"`}},
		{"walker", 2, []string{"version 1", "version 2"}},
	} {
		_, err := tape.NewPlayer[input](r, c.game, c.rules, newWalker())
		for _, w := range c.want {
			if err == nil || !strings.Contains(err.Error(), w) {
				t.Errorf("NewPlayer(%q, %d) = %v, want an error naming %s", c.game, c.rules, err, w)
			}
		}
	}
}

// A change of tick rate is recorded at its tick and played back there:
// the walker, whose step follows the rate, ends where it was recorded.
func TestRateChanges(t *testing.T) {
	w := newWalker()
	rec, err := tape.NewRecorder[input](header, 0, w)
	if err != nil {
		t.Fatal(err)
	}
	for tick := range int64(400) {
		if tick == 100 || tick == 250 {
			hz := int(90 + tick/10)
			rec.Rate(tick, 7) // replaced by the next change of the same tick
			if err := rec.Rate(tick, hz); err != nil {
				t.Fatal(err)
			}
			w.SetRate(hz)
		}
		rec.Add(tick, play(tick))
		w.Step(play(tick))
		rec.Stepped(tick+1, w)
	}
	r, err := tape.Decode(reencode(t, rec.Recording()))
	if err != nil {
		t.Fatal(err)
	}
	var rates []int
	for _, e := range r.Events {
		if e.Rate != 0 {
			rates = append(rates, e.Rate)
		}
	}
	if !slices.Equal(rates, []int{100, 115}) {
		t.Fatalf("rates recorded %v, want [100 115]", rates)
	}
	if m, bad := playBack(t, r, newWalker()).Mismatch(); bad {
		t.Fatal(m)
	}
}

// The Recorder refuses ticks out of order, naming them.
func TestRecorderKeepsTheOrder(t *testing.T) {
	w := newWalker()
	rec, _ := tape.NewRecorder[input](header, 5, w)
	if err := rec.Add(6, input{Jump: true}); err == nil {
		t.Error("an input for tick 6 at tick 5 was taken")
	}
	rec.Add(5, input{Jump: true})
	if err := rec.Add(5, input{Dir: 1}); err == nil {
		t.Error("two inputs for tick 5 were taken")
	}
	if err := rec.Stepped(7, w); err == nil {
		t.Error("a step from tick 5 to 7 was taken")
	}
	if _, err := tape.NewRecorder[input](tape.Header{Game: "walker", Rate: 60}, 0, w); err == nil || !strings.Contains(err.Error(), "between fingerprints") {
		t.Errorf("a header with no spacing of fingerprints: %v", err)
	}
}

// secret has a field encoding/binary cannot set: the Recorder says so
// before anything is recorded, naming the type.
type secret struct{ jump bool }

var _ = secret{jump: true} // the field exists to be refused

// custom encodes itself.
type custom struct{ n uint8 }

func (c custom) AppendBinary(b []byte) ([]byte, error) { return append(b, c.n), nil }
func (c *custom) UnmarshalBinary(b []byte) error {
	if len(b) != 1 {
		return errors.New("custom: one byte")
	}
	c.n = b[0]
	return nil
}

type counter struct{ n uint64 }

func (c *counter) Step(in custom)      { c.n = c.n*31 + uint64(in.n) }
func (c *counter) Fingerprint() uint64 { return c.n }
func (c *counter) MarshalBinary() ([]byte, error) {
	return binary.LittleEndian.AppendUint64(nil, c.n), nil
}
func (c *counter) UnmarshalBinary(b []byte) error {
	c.n = binary.LittleEndian.Uint64(b)
	return nil
}

type secretState struct{ counter }

func (s *secretState) Step(secret) {}

func TestInputEncodings(t *testing.T) {
	_, err := tape.NewRecorder[secret](header, 0, &secretState{})
	if err == nil || !strings.Contains(err.Error(), "tape_test.secret") || !strings.Contains(err.Error(), "exported") {
		t.Errorf("a recorder of unexported fields: %v, want the type named and the cure", err)
	}
	c := &counter{}
	rec, err := tape.NewRecorder[custom](header, 0, c)
	if err != nil {
		t.Fatal(err)
	}
	for tick := range int64(20) {
		in := custom{uint8(tick % 3)}
		rec.Add(tick, in)
		c.Step(in)
		rec.Stepped(tick+1, c)
	}
	r := rec.Recording()
	var x tape.Inputs
	if first, err := x.Next(r.Events[0]); len(r.Events) != 13 || err != nil || !bytes.Equal(first, []byte{1}) {
		t.Fatalf("events %v: want 13, the first one byte 1 (%x, %v)", r.Events, first, err)
	}
	p, err := tape.NewPlayer[custom](r, "walker", 1, &counter{})
	if err != nil {
		t.Fatal(err)
	}
	for tick := int64(1); tick < 4; tick++ {
		if got := p.Take(tick); got.n != uint8(tick%3) {
			t.Errorf("tick %d took %d, want %d", tick, got.n, tick%3)
		}
	}
}

// Save writes a file Load reads back whole.
func TestSaveLoad(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.tbt")
	r := record(t, header, 100)
	if err := r.Save(path); err != nil {
		t.Fatal(err)
	}
	got, err := tape.Load(path)
	if err != nil || !same(got, r) {
		t.Fatalf("Load = %v, %v", got, err)
	}
	if _, err := tape.Load(filepath.Join(t.TempDir(), "none")); err == nil || !strings.Contains(err.Error(), `none"`) {
		t.Errorf("Load of no file: %v, want the path quoted", err)
	}
}

// Decode refuses every truncation and every flipped bit of a file (the
// checksum), and bytes after its end.
func TestDecodeRefusesDamage(t *testing.T) {
	data := reencode(t, record(t, header, 120))
	for n := range len(data) {
		if _, err := tape.Decode(data[:n]); err == nil {
			t.Fatalf("a file cut to %d of %d bytes decoded", n, len(data))
		}
	}
	for i := range len(data) * 8 {
		bad := bytes.Clone(data)
		bad[i/8] ^= 1 << (i % 8)
		if _, err := tape.Decode(bad); err == nil {
			t.Fatalf("bit %d flipped: the file decoded", i)
		}
	}
	var fe *tape.FormatError
	if _, err := tape.Decode(append(bytes.Clone(data), 0)); !errors.As(err, &fe) {
		t.Fatalf("a byte after the end: %v", err)
	}
}

// A file cut short is called truncated, whatever the bytes its last four
// happen to be: a tape cut at byte 100 of 7,088 was called damaged, its
// checksum not matching, where a replay file says corrupted or truncated.
func TestDecodeSaysTruncated(t *testing.T) {
	data := reencode(t, record(t, header, 120))
	for n := len("TBXT") + 2; n < len(data); n++ { // past the magic and the version
		if _, err := tape.Decode(data[:n]); err == nil || !strings.Contains(err.Error(), "truncated") {
			t.Fatalf("a file cut to %d of %d bytes: %v; want it called truncated", n, len(data), err)
		}
	}
}

// Every bit of the header and the start state flipped, with the checksum
// recomputed, is refused: by Decode, by the player (another game, other
// rules), or by the first fingerprint, which the header's hash seals.
func TestEveryHeaderBitIsChecked(t *testing.T) {
	r := record(t, header, 120)
	data := reencode(t, r)
	uv := func(v int) int { return len(binary.AppendUvarint(nil, uint64(v))) }
	head := 4 + 2 + uv(len(r.Game)) + len(r.Game) + uv(r.Rules) + uv(r.Rate) + uv(r.Every) +
		uv(int(r.Start)) + uv(len(r.State)) + len(r.State) // magic to the end of the state
	caught := 0
	for i := range head * 8 {
		bad := bytes.Clone(data[:len(data)-4])
		bad[i/8] ^= 1 << (i % 8)
		bad = binary.LittleEndian.AppendUint32(bad, crc32.ChecksumIEEE(bad))
		got, err := tape.Decode(bad)
		if err != nil {
			caught++
			continue
		}
		w := newWalker()
		p, err := tape.NewPlayer[input](got, "walker", 1, w)
		if err != nil {
			caught++
			continue
		}
		w.Step(p.Take(got.Start))
		p.Check(got.Start+1, w)
		if m, bad := p.Mismatch(); bad && m.Tick == got.Start+1 {
			caught++
		}
	}
	if caught != head*8 {
		t.Fatalf("%d of the %d bits from the magic to the end of the state were caught", caught, head*8)
	}
}

// A player whose game moved on without it (a replay that jumps to a
// tick) takes the recorded input of the tick it is asked for: the inputs
// it skipped are read all the same, for each is written against the one
// before.
func TestTakeAfterSkippedTicks(t *testing.T) {
	r := record(t, header, 600)
	p, err := tape.NewPlayer[input](r, "walker", 1, newWalker())
	if err != nil {
		t.Fatal(err)
	}
	for tick := int64(5); tick < 600; tick += 37 {
		if got := p.Take(tick); got != play(tick) || p.Err() != nil {
			t.Fatalf("tick %d, after ticks skipped: took %+v (%v), want %+v", tick, got, p.Err(), play(tick))
		}
	}
}
