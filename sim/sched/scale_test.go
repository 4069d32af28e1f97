package sched_test

import (
	"strings"
	"testing"

	"tickbox/sim/policy"
	"tickbox/sim/sched"
)

// TestScales runs the same 60 fps frames at several time scales: a scale of
// q quarters runs q/4 times the ticks of ×1 while the cap allows, and the
// step never changes.
func TestScales(t *testing.T) {
	const frames = 3600 // a minute at 60 fps; a multiple of 4
	tests := []struct {
		name      string
		quarters  int
		wantTicks int64
	}{
		{"×¼", 1, frames / 4},
		{"×½", 2, frames / 2},
		{"×¾", 3, frames * 3 / 4},
		{"×1", 4, frames},
		{"×2", 8, frames * 2},
		{"×4", 16, frames * 4},
		{"×16", 64, frames * 16},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := newPair(t, sched.DefaultConfig())
			step := p.s.Step()
			p.setScale(t, tt.quarters)
			if p.s.Scale() != tt.quarters {
				t.Errorf("Scale() = %d, want %d", p.s.Scale(), tt.quarters)
			}
			for range frames {
				if f := p.advance(t, frame60); f.Capped {
					t.Fatalf("capped: %+v", f)
				}
			}
			if got := p.s.Totals().Ticks; got != tt.wantTicks {
				t.Errorf("%d frames ran %d ticks, want %d", frames, got, tt.wantTicks)
			}
			if p.s.Step() != step {
				t.Errorf("Step() = %v at scale %d, want %v as at ×1", p.s.Step(), tt.quarters, step)
			}
		})
	}
}

// TestSetScaleKeepsAlpha changes the scale with part of a tick owed.
func TestSetScaleKeepsAlpha(t *testing.T) {
	p := newPair(t, sched.DefaultConfig())
	p.advance(t, 10*ms)
	alpha := p.s.Alpha()
	for _, q := range []int{1, 64, 5, 4} {
		p.setScale(t, q)
		if p.s.Alpha() != alpha {
			t.Errorf("SetScale(%d): alpha %v, want %v", q, p.s.Alpha(), alpha)
		}
		p.compare(t)
	}
}

// TestBadScales checks scales outside 1..64 quarters are refused, naming the
// value, and leave the scale as it was.
func TestBadScales(t *testing.T) {
	for _, q := range []int{0, -1, 65, 1 << 30} {
		s, err := sched.New(sched.DefaultConfig(), &policy.Tickbox{})
		if err != nil {
			t.Fatal(err)
		}
		want := "time scale " + itoa(q) + " quarters: must be 1..64"
		if err := s.SetScale(q); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("SetScale(%d) = %v, want an error containing %q", q, err, want)
		}
		if s.Scale() != sched.NormalScale {
			t.Errorf("after SetScale(%d): Scale() = %d, want %d", q, s.Scale(), sched.NormalScale)
		}
	}
}
