package bounce_test

import (
	"bytes"
	"strings"
	"testing"

	"tickbox/sim/bounce"
)

func TestSnapshotRoundTrip(t *testing.T) {
	w := run(t, 777, func(c *bounce.Config) { c.Balls = 50; c.Restitution = 0.8 })
	data, err := w.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	got, err := bounce.Unmarshal(data)
	if err != nil {
		t.Fatalf("Unmarshal: %v", err)
	}
	if got.Fingerprint() != w.Fingerprint() || got.Config != w.Config {
		t.Fatal("decoded world differs from the encoded one")
	}
	// Both must also go on identically: nothing the next tick needs is lost.
	for tick := int64(777); tick < 1500; tick++ {
		w.Step(scriptedInput(tick))
		got.Step(scriptedInput(tick))
	}
	if got.Fingerprint() != w.Fingerprint() {
		t.Fatal("decoded world went a different way from the original")
	}
	again, _ := got.MarshalBinary()
	data2, _ := w.MarshalBinary()
	if !bytes.Equal(again, data2) {
		t.Fatal("re-encoding differs")
	}
}

func TestSnapshotRejectsBadData(t *testing.T) {
	w := run(t, 10, nil)
	good, _ := w.MarshalBinary()
	tests := []struct {
		name string
		edit func([]byte) []byte
		want string
	}{
		{"empty", func([]byte) []byte { return nil }, "not a Tickbox world"},
		{"magic", func(b []byte) []byte { b[0] = 'X'; return b }, "not a Tickbox world"},
		{"version", func(b []byte) []byte { b[4] = 9; return b }, "version 9"},
		{"truncated", func(b []byte) []byte { return b[:len(b)-1] }, "want exactly"},
		{"extra byte", func(b []byte) []byte { return append(b, 0) }, "want exactly"},
		{"huge count", func(b []byte) []byte { b[13], b[14], b[15], b[16] = 0xff, 0xff, 0xff, 0xff; return b }, "4294967295 balls"},
		{"bad rate", func(b []byte) []byte { b[9], b[10] = 0, 0; return b }, "tick rate 0 Hz"},
		{"old physics", func(b []byte) []byte { b[7] = 1; return b }, "sandbox physics version 1: this build computes sandbox physics version 2"},
		{"bad build", func(b []byte) []byte { b[13+4+8+72] = 3; return b }, "build 3"},
		{"header only", func(b []byte) []byte { return b[:15] }, "truncated"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := tt.edit(bytes.Clone(good))
			_, err := bounce.Unmarshal(data)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Unmarshal = %v, want an error containing %q", err, tt.want)
			}
		})
	}
}

func TestCopyFrom(t *testing.T) {
	src := run(t, 300, func(c *bounce.Config) { c.Balls = 20 })
	var dst bounce.World
	dst.CopyFrom(src)
	if dst.Fingerprint() != src.Fingerprint() {
		t.Fatal("copy differs")
	}
	dst.Step(bounce.Input{Kick: bounce.KickUp})
	src.Step(bounce.Input{Kick: bounce.KickUp})
	if dst.Fingerprint() != src.Fingerprint() {
		t.Fatal("copy went a different way: it shares or lacks state")
	}
	allocs := testing.AllocsPerRun(10, func() { dst.CopyFrom(src) })
	if allocs != 0 {
		t.Errorf("CopyFrom into a grown world allocates %v times", allocs)
	}
}
