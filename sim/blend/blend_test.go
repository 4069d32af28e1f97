package blend_test

import (
	"strings"
	"testing"

	"tickbox/sim/blend"
)

func TestAt(t *testing.T) {
	tests := []struct {
		mode                    blend.Mode
		previous, current, want float64
		alpha                   float64
	}{
		{blend.Interpolate, 2, 4, 2, 0},
		{blend.Interpolate, 2, 4, 3, 0.5},
		{blend.Interpolate, 2, 4, 3.5, 0.75},
		{blend.Interpolate, 4, 2, 3.5, 0.25}, // moving backwards
		{blend.Extrapolate, 2, 4, 4, 0},
		{blend.Extrapolate, 2, 4, 5, 0.5},
		{blend.Extrapolate, 4, 2, 1.5, 0.25},
		{blend.Newest, 2, 4, 4, 0},
		{blend.Newest, 2, 4, 4, 0.75},
		{blend.Mode(9), 2, 4, 4, 0.5}, // unknown: drawn like Newest
	}
	for _, tt := range tests {
		if got := tt.mode.At(tt.previous, tt.current, tt.alpha); got != tt.want {
			t.Errorf("%v.At(%v, %v, %v) = %v, want %v", tt.mode, tt.previous, tt.current, tt.alpha, got, tt.want)
		}
	}
}

// Weight is the k of the one formula, previous + (current-previous)·k.
func TestWeight(t *testing.T) {
	for _, tt := range []struct {
		mode  blend.Mode
		alpha float64
		want  float64
	}{
		{blend.Interpolate, 0.25, 0.25}, {blend.Extrapolate, 0.25, 1.25}, {blend.Newest, 0.25, 1},
		{blend.Interpolate, 0, 0}, {blend.Extrapolate, 0, 1}, {blend.Mode(9), 0.5, 1},
	} {
		if got := tt.mode.Weight(tt.alpha); got != tt.want {
			t.Errorf("%v.Weight(%v) = %v, want %v", tt.mode, tt.alpha, got, tt.want)
		}
	}
}

func TestZeroModeInterpolates(t *testing.T) {
	var m blend.Mode
	if m != blend.Interpolate {
		t.Fatalf("zero Mode is %v, want interpolate", m)
	}
}

func TestParseRoundTrip(t *testing.T) {
	for _, m := range blend.Modes {
		got, err := blend.Parse(m.String())
		if err != nil || got != m {
			t.Errorf("Parse(%q) = %v, %v; want %v", m.String(), got, err, m)
		}
	}
	for _, bad := range []string{"", "Interpolate", "lerp", "newest "} {
		if _, err := blend.Parse(bad); err == nil || !strings.Contains(err.Error(), "must be newest, interpolate or extrapolate") {
			t.Errorf("Parse(%q) error = %v, want one naming the accepted names", bad, err)
		}
	}
	if s := blend.Mode(9).String(); s != "Mode(9)" {
		t.Errorf("Mode(9).String() = %q", s)
	}
}

func TestText(t *testing.T) {
	for _, m := range blend.Modes {
		text, err := m.MarshalText()
		if err != nil || string(text) != m.String() {
			t.Errorf("%v.MarshalText() = %q, %v", m, text, err)
		}
		var back blend.Mode = 9
		if err := back.UnmarshalText(text); err != nil || back != m {
			t.Errorf("UnmarshalText(%q) = %v, %v; want %v", text, back, err, m)
		}
	}
	if _, err := blend.Mode(9).MarshalText(); err == nil {
		t.Error("Mode(9).MarshalText() succeeded")
	}
	m := blend.Newest
	if err := m.UnmarshalText([]byte("sideways")); err == nil || m != blend.Newest {
		t.Errorf("UnmarshalText(sideways) = %v, mode now %v; want an error and no change", err, m)
	}
}
