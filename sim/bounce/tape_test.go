package bounce_test

import (
	"testing"

	"tickbox/sim/bounce"
	"tickbox/sim/simtest"
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
		if _, err := bounce.DecodeTape(data); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkEncodeTape(b *testing.B) {
	r, err := bounce.DecodeTape(tenMinutes(b))
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
