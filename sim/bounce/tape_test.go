package bounce_test

import (
	"strings"
	"testing"

	"tickbox/sim/bounce"
	"tickbox/sim/simtest"
	"tickbox/sim/tape"
	"tickbox/sim/tape/tapetest"
)

// tenMinutes is a tape of ten minutes at 60 Hz of the busy script.
func tenMinutes(b *testing.B) []byte {
	w, err := bounce.New(bounce.DefaultConfig())
	if err != nil {
		b.Fatal(err)
	}
	data, err := simtest.Record(b, w, w.Config.Build).Until(36_000, simtest.BusyInput).Done().MarshalBinary()
	if err != nil {
		b.Fatal(err)
	}
	return data
}

func BenchmarkDecodeTape(b *testing.B) {
	data := tenMinutes(b)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := tape.Decode(data); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkEncodeTape(b *testing.B) {
	r, err := tape.Decode(tenMinutes(b))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := r.MarshalBinary(); err != nil {
			b.Fatal(err)
		}
	}
}

// A tape whose input does not decode as an Input is refused as damaged,
// naming the event, not played as a desync.
func TestPlayRefusesADamagedInput(t *testing.T) {
	r, err := tape.Load("../../assets/scenarios/session.tbr")
	if err != nil {
		t.Fatal(err)
	}
	if err := tapetest.SetInput(r, 1, []byte{0x30}); err != nil { // bits no input has
		t.Fatal(err)
	}
	if _, _, err := bounce.Play(r); err == nil || !strings.Contains(err.Error(), "event 1") || !strings.Contains(err.Error(), "damaged") {
		t.Errorf("Play of a tape with input 0x30: %v; want it refused as damaged, naming event 1", err)
	}
}
