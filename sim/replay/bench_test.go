package replay_test

import (
	"testing"

	"tickbox/sim/replay"
)

// tenMinutes is a recording of ten minutes at 60 Hz of the busy script.
func tenMinutes(b *testing.B) []byte {
	return encode(b, record(b, newWorld(b, nil), 36_000, busyInput))
}

func BenchmarkDecode(b *testing.B) {
	data := tenMinutes(b)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := replay.Decode(data); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkEncode(b *testing.B) {
	r, err := replay.Decode(tenMinutes(b))
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
