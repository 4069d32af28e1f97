package bounce_test

import (
	"testing"

	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
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
		{bounce.Input{Jump: bounce.Tap(true)}, "jump"},
		{bounce.Input{Jump: bounce.Tap(true), Kick: bounce.KickRight, Teleport: bounce.Tap(true)}, "jump+kick-right+teleport"},
		{bounce.Input{Kick: bounce.KickUp}, "kick-up"},
	}
	for _, tt := range tests {
		if got := tt.in.String(); got != tt.want {
			t.Errorf("%#v.String() = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// Two inputs before one tick: either's jump and teleport presses count
// (the loop's rule for buttons), the later kick wins; nothing but what is
// held goes to the next tick.
func TestInputMerge(t *testing.T) {
	tap := bounce.Tap(true)
	twice := fixed.Button{Presses: 2, Releases: 2}
	for _, tc := range []struct{ a, b, want bounce.Input }{
		{bounce.Input{Jump: tap}, bounce.Input{Kick: bounce.KickLeft}, bounce.Input{Jump: tap, Kick: bounce.KickLeft}},
		{bounce.Input{Jump: tap}, bounce.Input{Jump: tap}, bounce.Input{Jump: twice}},
		{bounce.Input{Kick: bounce.KickUp}, bounce.Input{Kick: bounce.KickRight}, bounce.Input{Kick: bounce.KickRight}},
		{bounce.Input{Kick: bounce.KickUp, Teleport: tap}, bounce.Input{}, bounce.Input{Kick: bounce.KickUp, Teleport: tap}},
	} {
		if got := tc.a.Merge(tc.b); got != tc.want {
			t.Errorf("%v then %v: %+v, want %+v", tc.a, tc.b, got, tc.want)
		}
		if h := tc.a.Held(); h != (bounce.Input{}) {
			t.Errorf("%v holds %+v, want nothing", tc.a, h)
		}
	}
}

// The world acts on presses, and the byte a recording stores says what
// it does: presses counted twice are one jump, as a tap is; a button
// held, and what a frame of many ticks leaves its later ticks (Held),
// do nothing.
func TestInputBytesArePresses(t *testing.T) {
	held := fixed.Button{Down: true}
	for _, tc := range []struct {
		in   bounce.Input
		want byte
	}{
		{bounce.Input{Jump: fixed.Button{Presses: 2, Releases: 1, Down: true}}, 0x01},
		{bounce.Input{Jump: held, Teleport: held}, 0},
		{bounce.Input{Jump: fixed.Button{Presses: 1, Down: true}, Kick: bounce.KickUp}.Held(), 0},
		{bounce.Input{Teleport: fixed.Button{Releases: 1}}, 0},
	} {
		if got := tc.in.Byte(); got != tc.want {
			t.Errorf("%+v: byte %#02x, want %#02x", tc.in, got, tc.want)
		}
	}
	if got, _ := bounce.InputFromByte(0x09); got != (bounce.Input{Jump: bounce.Tap(true), Teleport: bounce.Tap(true)}) {
		t.Errorf("0x09 decodes to %+v, want a jump and a teleport, each a tap", got)
	}
}
