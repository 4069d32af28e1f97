package sched_test

import (
	"testing"
	"time"

	"tickbox/sim/policy"
	"tickbox/sim/sched"
)

// TestPause walks a script of pausing, single-stepping and AdvanceTicks at
// 50 Hz (20 ms ticks), checking the frame, owed time and totals after each
// line. Owed time stays at half a tick throughout the pause.
func TestPause(t *testing.T) {
	const half = sched.UnitsPerTick / 2
	tests := []struct {
		name         string
		do           func(*sched.Scheduler) (sched.Frame, error)
		want         sched.Frame
		wantOwed     int64
		wantTicks    int64 // Totals().Ticks
		wantAccepted int64 // Totals().AcceptedTicks
	}{
		{"half a tick", func(s *sched.Scheduler) (sched.Frame, error) { return s.Advance(10 * ms) },
			sched.Frame{Elapsed: 10 * ms, Alpha: 0.5}, half, 0, 0},
		{"pause; 1 s frame", func(s *sched.Scheduler) (sched.Frame, error) { s.SetPaused(true); return s.Advance(time.Second) },
			sched.Frame{Elapsed: time.Second, Paused: true, Alpha: 0.5}, half, 0, 0},
		{"a 2 s frame while paused is not clamped", func(s *sched.Scheduler) (sched.Frame, error) { return s.Advance(2 * time.Second) },
			sched.Frame{Elapsed: 2 * time.Second, Paused: true, Alpha: 0.5}, half, 0, 0},
		{"request a step", func(s *sched.Scheduler) (sched.Frame, error) { s.RequestStep(); return s.Advance(16 * ms) },
			sched.Frame{Elapsed: 16 * ms, Paused: true, Ticks: 1, Alpha: 0.5}, half, 1, 1},
		{"the step is used up", func(s *sched.Scheduler) (sched.Frame, error) { return s.Advance(16 * ms) },
			sched.Frame{Elapsed: 16 * ms, Paused: true, Alpha: 0.5}, half, 1, 1},
		{"requests do not add up", func(s *sched.Scheduler) (sched.Frame, error) {
			s.RequestStep()
			s.RequestStep()
			return s.Advance(500 * ms)
		},
			sched.Frame{Elapsed: 500 * ms, Paused: true, Ticks: 1, Alpha: 0.5}, half, 2, 2},
		{"AdvanceTicks while paused", func(s *sched.Scheduler) (sched.Frame, error) { return s.AdvanceTicks(3) },
			sched.Frame{Paused: true, Ticks: 3, Alpha: 0.5}, half, 5, 5},
		{"AdvanceTicks leaves a request pending", func(s *sched.Scheduler) (sched.Frame, error) { s.RequestStep(); return s.AdvanceTicks(0) },
			sched.Frame{Paused: true, Alpha: 0.5}, half, 5, 5},
		{"…for the next frame", func(s *sched.Scheduler) (sched.Frame, error) { return s.Advance(16 * ms) },
			sched.Frame{Elapsed: 16 * ms, Paused: true, Ticks: 1, Alpha: 0.5}, half, 6, 6},
		{"resuming cancels a request", func(s *sched.Scheduler) (sched.Frame, error) {
			s.RequestStep()
			s.SetPaused(false)
			s.SetPaused(true)
			return s.Advance(16 * ms)
		}, sched.Frame{Elapsed: 16 * ms, Paused: true, Alpha: 0.5}, half, 6, 6},
		{"resume where the pause began", func(s *sched.Scheduler) (sched.Frame, error) { s.SetPaused(false); return s.Advance(10 * ms) },
			sched.Frame{Elapsed: 10 * ms, Ticks: 1}, 0, 7, 7},
		{"a request while running is ignored", func(s *sched.Scheduler) (sched.Frame, error) { s.RequestStep(); return s.Advance(0) },
			sched.Frame{}, 0, 7, 7},
		{"…even after pausing again", func(s *sched.Scheduler) (sched.Frame, error) { s.SetPaused(true); return s.Advance(30 * ms) },
			sched.Frame{Elapsed: 30 * ms, Paused: true}, 0, 7, 7},
		{"AdvanceTicks while running", func(s *sched.Scheduler) (sched.Frame, error) { s.SetPaused(false); return s.AdvanceTicks(2) },
			sched.Frame{Ticks: 2}, 0, 9, 9},
	}
	s, err := sched.New(sched.Config{Rate: 50, MaxFrame: 250 * ms, MaxUpdates: 5}, &policy.Tickbox{})
	if err != nil {
		t.Fatal(err)
	}
	for i, tt := range tests {
		f, err := tt.do(s)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if f != tt.want {
			t.Fatalf("%s:\n got %+v\nwant %+v", tt.name, f, tt.want)
		}
		total := s.Totals()
		if s.Owed() != tt.wantOwed || total.Ticks != tt.wantTicks || total.AcceptedTicks != tt.wantAccepted ||
			total.AcceptedUnits != tt.wantOwed || total.Frames != int64(i+1) || total.Clamps != 0 {
			t.Fatalf("%s: owed %d, totals %+v; want owed %d, %d ticks run and accepted, %d frames",
				tt.name, s.Owed(), total, tt.wantOwed, tt.wantTicks, i+1)
		}
		if s.Paused() != f.Paused {
			t.Fatalf("%s: Paused() = %v, frame says %v", tt.name, s.Paused(), f.Paused)
		}
		if err := s.Check(); err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
	}
}
