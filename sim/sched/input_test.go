package sched_test

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"tickbox/sim/policy"
	"tickbox/sim/sched"
)

func itoa(n int) string { return strconv.Itoa(n) }

// TestBadInput feeds frames that are refused: each gets an error naming the
// value, a zero Frame, and leaves Totals, Owed and Alpha exactly as they
// were, and the accounting whole.
func TestBadInput(t *testing.T) {
	tests := []struct {
		name    string
		call    func(*sched.Scheduler) (sched.Frame, error)
		wantErr string
	}{
		{"negative Duration", func(s *sched.Scheduler) (sched.Frame, error) { return s.Advance(-time.Nanosecond) }, "elapsed -1ns"},
		{"25 h", func(s *sched.Scheduler) (sched.Frame, error) { return s.Advance(25 * time.Hour) }, "elapsed 25h0m0s"},
		{"1 ns past MaxElapsed", func(s *sched.Scheduler) (sched.Frame, error) { return s.Advance(sched.MaxElapsed + 1) }, "elapsed 24h0m0.000000001s"},
		{"the clock went back", func(s *sched.Scheduler) (sched.Frame, error) { return s.Advance(-3 * ms) }, "elapsed -3ms: must be 0..24h0m0s"},
		{"negative tick count", func(s *sched.Scheduler) (sched.Frame, error) { return s.AdvanceTicks(-1) }, "tick count -1"},
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
			if err := s.Check(); err != nil {
				t.Errorf("the accounting after the refused frame: %v", err)
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
	p := newPair(t, sched.Config{Rate: sched.MaxRate})
	p.setScale(t, sched.MaxScale)
	p.advance(t, 62_499) // 62,499 ns × 64,000 = 3,999,936,000 units, just short of a tick
	f, err := p.s.Advance(sched.MaxElapsed)
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
