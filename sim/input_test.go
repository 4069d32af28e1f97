package sim_test

import (
	"testing"

	"tickbox/sim"
)

func TestInputByteRoundTrip(t *testing.T) {
	for b := range 16 {
		in, err := sim.InputFromByte(byte(b))
		if err != nil {
			t.Fatalf("InputFromByte(%#x): %v", b, err)
		}
		if got := in.Byte(); got != byte(b) {
			t.Errorf("InputFromByte(%#x).Byte() = %#x", b, got)
		}
	}
	for _, b := range []byte{0x10, 0x80, 0xff} {
		if _, err := sim.InputFromByte(b); err == nil {
			t.Errorf("InputFromByte(%#x) = nil error, want one for the unknown bits", b)
		}
	}
}

func TestInputString(t *testing.T) {
	tests := []struct {
		in   sim.Input
		want string
	}{
		{sim.Input{}, "none"},
		{sim.Input{Jump: true}, "jump"},
		{sim.Input{Jump: true, Kick: sim.KickRight, Teleport: true}, "jump+kick-right+teleport"},
		{sim.Input{Kick: sim.KickUp}, "kick-up"},
	}
	for _, tt := range tests {
		if got := tt.in.String(); got != tt.want {
			t.Errorf("%#v.String() = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// Two inputs before one tick: either's jump and teleport count, the later
// kick wins; nothing is held for the next tick.
func TestInputMerge(t *testing.T) {
	for _, tc := range []struct{ a, b, want sim.Input }{
		{sim.Input{Jump: true}, sim.Input{Kick: sim.KickLeft}, sim.Input{Jump: true, Kick: sim.KickLeft}},
		{sim.Input{Kick: sim.KickUp}, sim.Input{Kick: sim.KickRight}, sim.Input{Kick: sim.KickRight}},
		{sim.Input{Kick: sim.KickUp, Teleport: true}, sim.Input{}, sim.Input{Kick: sim.KickUp, Teleport: true}},
	} {
		if got := tc.a.Merge(tc.b); got != tc.want {
			t.Errorf("%v then %v: %v, want %v", tc.a, tc.b, got, tc.want)
		}
		if h := tc.a.Held(); !h.IsZero() {
			t.Errorf("%v holds %v, want nothing", tc.a, h)
		}
	}
}
