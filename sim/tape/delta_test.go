package tape_test

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"tickbox/sim/tape"
)

// roundTrip checks that the delta of in against ref reads back as in,
// to its last byte and no further, and returns it.
func roundTrip(t testing.TB, ref, in []byte) []byte {
	t.Helper()
	d := tape.AppendDelta(nil, ref, in)
	// Bytes after a delta are the next field's: it reads its own end.
	src := append(bytes.Clone(d), 0xff, 0x01)
	got, n, err := tape.ReadDelta([]byte("kept"), ref, src, tape.MaxInput)
	if err != nil || n != len(d) || !bytes.Equal(got, append([]byte("kept"), in...)) {
		t.Fatalf("ref %x, in %x: delta %x reads back %x, %d bytes, %v", ref, in, d, got, n, err)
	}
	return d
}

// The delta of an input against the same input is 2 bytes, of any
// length; one changed byte costs a run; inputs of other lengths read
// back too.
func TestDeltaSizes(t *testing.T) {
	long := make([]byte, 776)
	long[640] = 7
	moved := bytes.Clone(long)
	moved[640] = 8
	for _, c := range []struct {
		name     string
		ref, in  []byte
		size     int
		contains []byte
	}{
		{"the same, 776 bytes", long, long, 2, nil},
		{"one byte changed at 640", long, moved, 6, []byte{1, 0x80, 5, 7 ^ 8, 0}},
		{"against none", nil, []byte{0, 0, 3}, 5, []byte{3, 1, 2, 3, 0}},
		{"shorter", []byte{1, 2, 3}, []byte{1, 2}, 2, []byte{1, 0}},
		{"longer, zeros after", []byte{1}, []byte{1, 0, 0}, 2, []byte{2, 0}},
		{"every byte changed", []byte{1, 2, 3}, []byte{4, 5, 6}, 7, []byte{0, 3, 0, 5, 7, 5, 0}},
	} {
		d := roundTrip(t, c.ref, c.in)
		if len(d) != c.size || (c.contains != nil && !bytes.Contains(d, c.contains)) {
			t.Errorf("%s: delta %x, want %d bytes holding %x", c.name, d, c.size, c.contains)
		}
	}
}

// randomInput returns an input of up to most bytes like ref: a few runs
// of it changed, or of another length, or nothing like it.
func randomInput(r *rand.Rand, ref []byte, most int) []byte {
	in := bytes.Clone(ref)
	switch r.IntN(4) {
	case 0:
		in = make([]byte, r.IntN(most+1))
		for i := range in {
			in[i] = byte(r.Uint32())
		}
	case 1:
		in = append(in[:r.IntN(len(in)+1)], make([]byte, r.IntN(8))...)
	}
	for range r.IntN(6) {
		if len(in) == 0 {
			break
		}
		at := r.IntN(len(in))
		for i := at; i < min(len(in), at+1+r.IntN(4)); i++ {
			in[i] = byte(r.Uint32()) // a zero here leaves the byte alone, or ends a run
		}
	}
	return in[:min(len(in), most)]
}

// Any input reads back from its delta against any reference, as a chain
// of inputs does, each against the one before, and every delta read
// back writes the same bytes: the property the fuzzer checks of garbage,
// here of real deltas.
func TestDeltaRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 43))
	var ref []byte
	for range 20000 {
		in := randomInput(r, ref, 800)
		d := roundTrip(t, ref, in)
		if again := tape.AppendDelta(nil, ref, in); !bytes.Equal(again, d) {
			t.Fatalf("the delta of %x against %x is %x once, %x again", in, ref, d, again)
		}
		ref = in
	}
}

// A delta that is cut short, garbled or not the one AppendDelta writes is
// refused with a *FormatError at its offset, naming what is wrong.
func TestReadDeltaRefuses(t *testing.T) {
	ref := []byte{1, 2, 3, 4, 5, 6}
	for _, c := range []struct {
		name  string
		delta []byte
		most  int
		want  string
	}{
		{"empty", nil, 10, "truncated"},
		{"no end", []byte{0, 1, 0, 9}, 10, "truncated"},
		{"a run cut short", []byte{0, 3, 0, 9}, 10, "truncated: a run of 3 bytes"},
		{"a zero in a run", []byte{0, 2, 0, 9, 0, 0}, 10, "a zero in a run"},
		{"two runs that are one", []byte{0, 1, 0, 9, 1, 0, 9, 0}, 10, "one run"},
		{"a run past the end", []byte{0, 2, 5, 9, 9, 0}, 10, "before a run 5: must be 0 to 4"},
		{"a run longer than the input", []byte{0, 7}, 10, "must be 0 to 6"},
		{"a long varint", []byte{0x80, 0x00, 0}, 10, "shortest form"},
		{"an input too long", []byte{6 ^ 11, 0}, 10, "an input of 11 bytes: at most 10"},
		{"a varint past 64 bits", bytes.Repeat([]byte{0xff}, 11), 10, "longer than 64 bits"},
	} {
		got, _, err := tape.ReadDelta(nil, ref, c.delta, c.most)
		var fe *tape.FormatError
		if !errors.As(err, &fe) || !strings.Contains(err.Error(), c.want) || got != nil {
			t.Errorf("%s: delta %x: %v, %x; want a *FormatError saying %q", c.name, c.delta, err, got, c.want)
		}
	}
}

// A recorder's deltas and a wire's need no allocation a tick once their
// buffers have grown.
func TestDeltaAllocatesNothing(t *testing.T) {
	ref, in := make([]byte, 776), make([]byte, 776)
	in[640], in[700] = 1, 2
	d := make([]byte, 0, 64)
	out := make([]byte, 0, 776)
	allocs := testing.AllocsPerRun(100, func() {
		d = tape.AppendDelta(d[:0], ref, in)
		out, _, _ = tape.ReadDelta(out[:0], ref, d, tape.MaxInput)
	})
	if allocs != 0 || !bytes.Equal(out, in) {
		t.Errorf("%v allocations a delta written and read, want 0", allocs)
	}
}

// ReadDelta never panics, refuses with a *FormatError, reads no input
// longer than asked, and what it accepts is the delta AppendDelta writes
// of what it read.
func FuzzReadDelta(f *testing.F) {
	long := make([]byte, 776)
	long[640] = 7
	moved := bytes.Clone(long)
	moved[641] = 1
	for _, c := range [][2][]byte{{long, long}, {long, moved}, {nil, []byte{1, 0, 2}}, {[]byte{1, 2}, []byte{3}}} {
		f.Add(c[0], tape.AppendDelta(nil, c[0], c[1]), 1024)
	}
	f.Add([]byte{}, []byte{0x80, 0x00}, 4)
	f.Fuzz(func(t *testing.T, ref, src []byte, most int) {
		most %= 2048
		got, n, err := tape.ReadDelta(nil, ref, src, most)
		var fe *tape.FormatError
		switch {
		case err != nil && !errors.As(err, &fe):
			t.Fatalf("error %v is not a *FormatError", err)
		case err != nil:
			return
		case len(got) > most || n > len(src):
			t.Fatalf("read %d bytes of %d into an input of %d, most %d", n, len(src), len(got), most)
		}
		if again := tape.AppendDelta(nil, ref, got); !bytes.Equal(again, src[:n]) {
			t.Fatalf("accepted %x against %x, which gives %x, whose delta is %x", src[:n], ref, got, again)
		}
	})
}
