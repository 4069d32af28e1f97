package bounce_test

import (
	"testing"

	"tickbox/sim/bounce"
)

func TestInputByteRoundTrip(t *testing.T) {
	for b := range 16 {
		in, err := bounce.InputFromByte(byte(b))
		if err != nil {
			t.Fatalf("InputFromByte(%#x): %v", b, err)
		}
		if got := in.Byte(); got != byte(b) {
			t.Errorf("InputFromByte(%#x).Byte() = %#x", b, got)
		}
	}
	for _, b := range []byte{0x10, 0x80, 0xff} {
		if _, err := bounce.InputFromByte(b); err == nil {
			t.Errorf("InputFromByte(%#x) = nil error, want one for the unknown bits", b)
		}
	}
}

func TestInputString(t *testing.T) {
	tests := []struct {
		in   bounce.Input
		want string
	}{
		{bounce.Input{}, "none"},
		{bounce.Input{Jump: true}, "jump"},
		{bounce.Input{Jump: true, Kick: bounce.KickRight, Teleport: true}, "jump+kick-right+teleport"},
		{bounce.Input{Kick: bounce.KickUp}, "kick-up"},
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
	for _, tc := range []struct{ a, b, want bounce.Input }{
		{bounce.Input{Jump: true}, bounce.Input{Kick: bounce.KickLeft}, bounce.Input{Jump: true, Kick: bounce.KickLeft}},
		{bounce.Input{Kick: bounce.KickUp}, bounce.Input{Kick: bounce.KickRight}, bounce.Input{Kick: bounce.KickRight}},
		{bounce.Input{Kick: bounce.KickUp, Teleport: true}, bounce.Input{}, bounce.Input{Kick: bounce.KickUp, Teleport: true}},
	} {
		if got := tc.a.Merge(tc.b); got != tc.want {
			t.Errorf("%v then %v: %v, want %v", tc.a, tc.b, got, tc.want)
		}
		if h := tc.a.Held(); !h.IsZero() {
			t.Errorf("%v holds %v, want nothing", tc.a, h)
		}
	}
}
