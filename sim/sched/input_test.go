package sched_test

import (
	"math"
	"strconv"
	"strings"
	"testing"
	"time"

	"tickbox/sim/policy"
	"tickbox/sim/sched"
)

func itoa(n int) string { return strconv.Itoa(n) }

// TestBadInput feeds frames that are refused: each gets an error naming the
// value, a zero Frame, and leaves Totals, Owed and Alpha exactly as they were.
func TestBadInput(t *testing.T) {
	type S = *sched.Scheduler
	tests := []struct {
		name    string
		call    func(S) (sched.Frame, error)
		wantErr string
	}{
		{"negative Duration", func(s S) (sched.Frame, error) { return s.Advance(-time.Nanosecond) }, "elapsed -1ns"},
		{"25 h", func(s S) (sched.Frame, error) { return s.Advance(25 * time.Hour) }, "elapsed 25h0m0s"},
		{"1 ns past MaxElapsed", func(s S) (sched.Frame, error) { return s.Advance(sched.MaxElapsed + 1) }, "elapsed 24h0m0.000000001s"},
		{"-1 s", func(s S) (sched.Frame, error) { return s.AdvanceSeconds(-1) }, "elapsed -1 s"},
		{"tiny negative seconds", func(s S) (sched.Frame, error) { return s.AdvanceSeconds(-1e-300) }, "elapsed -1e-300 s"},
		{"NaN", func(s S) (sched.Frame, error) { return s.AdvanceSeconds(math.NaN()) }, "elapsed NaN s"},
		{"+Inf", func(s S) (sched.Frame, error) { return s.AdvanceSeconds(math.Inf(1)) }, "elapsed +Inf s"},
		{"-Inf", func(s S) (sched.Frame, error) { return s.AdvanceSeconds(math.Inf(-1)) }, "elapsed -Inf s"},
		{"25 h in seconds", func(s S) (sched.Frame, error) { return s.AdvanceSeconds(25 * 3600) }, "elapsed 90000 s"},
		{"negative tick count", func(s S) (sched.Frame, error) { return s.AdvanceTicks(-1) }, "tick count -1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := busyScheduler(t)
			totals, owed, alpha := s.Totals(), s.Owed(), s.Alpha()
			f, err := tt.call(s)
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("error = %v, want one containing %q", err, tt.wantErr)
			}
			if f != (sched.Frame{}) {
				t.Errorf("frame = %+v, want the zero Frame", f)
			}
			if s.Totals() != totals || s.Owed() != owed || s.Alpha() != alpha {
				t.Errorf("state changed: totals %+v → %+v, owed %d → %d, alpha %v → %v",
					totals, s.Totals(), owed, s.Owed(), alpha, s.Alpha())
			}
		})
	}
}

// busyScheduler returns a scheduler that has clamped, capped and owes part
// of a tick, so that no total is zero by accident.
func busyScheduler(t *testing.T) *sched.Scheduler {
	t.Helper()
	s, err := sched.New(sched.DefaultConfig(), &policy.Tickbox{})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range []time.Duration{frame60, 2 * time.Second, 7 * ms} {
		if _, err := s.Advance(e); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// TestLongestFrame feeds MaxElapsed at the highest rate and fastest scale,
// with owed time one unit short of a tick less than the longest frame's
// worth, the case the overflow bound in the package comment is about.
func TestLongestFrame(t *testing.T) {
	for _, useSeconds := range []bool{false, true} {
		p := newPair(t, sched.Config{Rate: sched.MaxRate})
		p.setScale(t, sched.MaxScale)
		p.advance(t, 62_499) // 62,499 ns × 64,000 = 3,999,936,000 units, just short of a tick
		var f sched.Frame
		var err error
		if useSeconds {
			f, err = p.s.AdvanceSeconds(sched.MaxElapsed.Seconds())
		} else {
			f, err = p.s.Advance(sched.MaxElapsed)
		}
		if err != nil {
			t.Fatal(err)
		}
		if want := p.r.advance(sched.MaxElapsed); f != want {
			t.Fatalf("got %+v\nwant %+v", f, want)
		}
		if f.Ticks != 1_382_400_000 {
			t.Errorf("24 h at 1000 Hz ×16 ran %d ticks, want 1,382,400,000", f.Ticks)
		}
		p.compare(t)
	}
}

// TestAdvanceSecondsRounds checks AdvanceSeconds rounds to the nearest ns.
func TestAdvanceSecondsRounds(t *testing.T) {
	tests := []struct {
		sec  float64
		want time.Duration
	}{
		{0, 0},
		{math.Copysign(0, -1), 0},
		{1.0 / 60, 16_666_667},
		{1.0 / 144, 6_944_444},
		{0.4e-9, 0},
		{0.6e-9, 1},
		{86400, sched.MaxElapsed},
	}
	for _, tt := range tests {
		s, err := sched.New(sched.Config{}, &policy.Tickbox{})
		if err != nil {
			t.Fatal(err)
		}
		f, err := s.AdvanceSeconds(tt.sec)
		if err != nil || f.Elapsed != tt.want {
			t.Errorf("AdvanceSeconds(%v): Elapsed %v, err %v; want %v", tt.sec, f.Elapsed, err, tt.want)
		}
	}
}
