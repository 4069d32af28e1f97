package sched_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"tickbox/sim/policy"
	"tickbox/sim/sched"
)

// TestNew checks the settings New starts with.
func TestNew(t *testing.T) {
	tests := []struct {
		name       string
		config     sched.Config
		rate       int
		maxFrame   time.Duration
		maxUpdates int
	}{
		{"DefaultConfig", sched.DefaultConfig(), 60, 250 * ms, 5},
		{"zero Config", sched.Config{}, 60, 0, 0},
		{"custom", sched.Config{Rate: 144, MaxFrame: ms, MaxUpdates: 1}, 144, ms, 1},
	}
	for _, tt := range tests {
		s, err := sched.New(tt.config, &policy.Tickbox{})
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		f, u := s.Limits()
		if s.Rate() != tt.rate || f != tt.maxFrame || u != tt.maxUpdates || s.Scale() != 4 ||
			s.Paused() || s.Owed() != 0 || s.Alpha() != 0 || s.Totals() != (sched.Totals{}) || s.Check() != nil {
			t.Errorf("%s: New(%+v) starts at rate %d, limits %v %d, scale %d, paused %v, owed %d, totals %+v",
				tt.name, tt.config, s.Rate(), f, u, s.Scale(), s.Paused(), s.Owed(), s.Totals())
		}
	}
}

// TestNewErrors checks New refuses bad settings with an error naming them.
func TestNewErrors(t *testing.T) {
	tests := []struct {
		config  sched.Config
		wantErr string
	}{
		{sched.Config{Rate: 1001}, "tick rate 1001 Hz: must be 1 to 1000 Hz"},
		{sched.Config{MaxFrame: -ms}, "max frame -1ms: must be ≥ 0"},
		{sched.Config{MaxUpdates: -1}, "max updates -1: must be ≥ 0"},
	}
	for _, tt := range tests {
		s, err := sched.New(tt.config, &policy.Tickbox{})
		if s != nil || err == nil || !strings.Contains(err.Error(), tt.wantErr) {
			t.Errorf("New(%+v) = %v, %v; want nil and an error containing %q", tt.config, s, err, tt.wantErr)
		}
	}
}

// TestCheckReportsMismatch breaks the accounting on purpose and expects
// Check to describe it.
func TestCheckReportsMismatch(t *testing.T) {
	tests := []struct {
		name    string
		units   int64
		wantErr []string
	}{
		{"one unit too many", 1, []string{"accounting: run 2 + dropped 0 + not run 0 ticks + owed 161 units != accepted 2 ticks + 160 units"}},
		{"a whole tick too many", sched.UnitsPerTick, []string{"accounting:", "owed units 4000000160: policy tickbox keeps them in 0..3999999999"}},
		{"owed below zero", -sched.UnitsPerTick, []string{"accounting:", "owed units -3999999840"}},
	}
	for _, tt := range tests {
		s, err := sched.New(sched.DefaultConfig(), &policy.Tickbox{})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Advance(frame60 * 2); err != nil {
			t.Fatal(err)
		}
		// 33,333,334 ns × 240 = 8,000,000,160 units: 2 ticks run, 160 owed.
		s.CorruptOwedForTest(tt.units)
		err = s.Check()
		for _, want := range tt.wantErr {
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("%s: Check() = %v, want an error containing %q", tt.name, err, want)
			}
		}
	}
}

// TestZeroSchedulerPanics checks that a Scheduler not made by New says so,
// rather than silently never ticking.
func TestZeroSchedulerPanics(t *testing.T) {
	defer func() {
		if r := recover(); r == nil || !strings.Contains(r.(string), "without New") {
			t.Errorf("recovered %v, want a panic about New", r)
		}
	}()
	var s sched.Scheduler
	s.Advance(ms)
}

// Reset starts over as New does, keeping the settings, the policy and the
// pause: from then on it decides every frame as a fresh Scheduler with
// those settings does.
func TestReset(t *testing.T) {
	p := &policy.Tickbox{}
	s, err := sched.New(sched.Config{Rate: 50, MaxFrame: 100 * ms, MaxUpdates: 3}, p)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SetScale(8); err != nil {
		t.Fatal(err)
	}
	for _, e := range []time.Duration{frame60, 2 * time.Second, 7 * ms} {
		if _, err := s.Advance(e); err != nil {
			t.Fatal(err)
		}
	}
	s.SetPaused(true)
	s.RequestStep()
	s.Reset()
	if s.Totals() != (sched.Totals{}) || s.Owed() != 0 || s.Alpha() != 0 || !s.Paused() || s.Policy() != p {
		t.Fatalf("after Reset: totals %+v, owed %d, alpha %v, paused %v, policy %v; want zero, zero, zero, true, the same",
			s.Totals(), s.Owed(), s.Alpha(), s.Paused(), s.Policy().Name())
	}
	if f, _ := s.Advance(frame60); f.Ticks != 0 {
		t.Fatalf("a step requested before Reset ran after it: %+v", f)
	}
	s.SetPaused(false)
	fresh, err := sched.New(sched.Config{Rate: 50, MaxFrame: 100 * ms, MaxUpdates: 3}, &policy.Tickbox{})
	if err != nil {
		t.Fatal(err)
	}
	_ = fresh.SetScale(8)
	fresh.SetPaused(true)
	_, _ = fresh.Advance(frame60) // the paused frame, as s had
	fresh.SetPaused(false)
	for _, e := range []time.Duration{7 * ms, time.Second, frame60, 3 * ms} {
		a, _ := s.Advance(e)
		b, _ := fresh.Advance(e)
		if a != b || s.Owed() != fresh.Owed() || s.Totals() != fresh.Totals() {
			t.Fatalf("%v after Reset: %+v, a fresh scheduler %+v", e, a, b)
		}
	}
}

// NotRun moves ticks a frame decided but a stop kept from running out of
// Ticks into NotRun: Ticks is then the ticks that ran, the identity holds
// (Check nil), the time owed and the ticks dropped are as they were. It
// refuses, with a panic, to give back more ticks than have run, or fewer
// than none.
func TestNotRunKeepsTheIdentity(t *testing.T) {
	s, err := sched.New(sched.DefaultConfig(), &policy.Tickbox{})
	if err != nil {
		t.Fatal(err)
	}
	f, err := s.Advance(100 * time.Millisecond) // 6 ticks owed, 5 decided, 1 dropped
	if err != nil || f.Ticks != 5 {
		t.Fatalf("a frame of 100 ms: %d ticks, %v; want 5", f.Ticks, err)
	}
	owed, before := s.Owed(), s.Totals()
	s.NotRun(3)
	after := s.Totals()
	if after.Ticks != 2 || after.NotRun != 3 || after.DroppedTicks != before.DroppedTicks || s.Owed() != owed {
		t.Errorf("after NotRun(3): ticks %d, not run %d, dropped %d, owed %d; want 2, 3, %d, %d",
			after.Ticks, after.NotRun, after.DroppedTicks, s.Owed(), before.DroppedTicks, owed)
	}
	if err := s.Check(); err != nil {
		t.Errorf("after NotRun(3): %v", err)
	}
	for _, n := range []int{-1, 3} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("NotRun(%d) with 2 ticks run did not panic", n)
				}
			}()
			s.NotRun(n)
		}()
	}
}

// Accepted is the game time the latest frame accepted, in units: its real
// time at the rate and the scale, clamped; a frame of ticks' or a step's
// ticks; nothing for a frame refused, or paused without a step. The totals
// sum it.
func TestAccepted(t *testing.T) {
	s, err := sched.New(sched.Config{Rate: 50, MaxFrame: 100 * ms}, &policy.Tickbox{})
	if err != nil {
		t.Fatal(err)
	}
	const tick = sched.UnitsPerTick
	var sum int64
	for _, c := range []struct {
		name string
		do   func() error
		want int64
	}{
		{"10 ms at 50 Hz: half a tick", func() error { _, err := s.Advance(10 * ms); return err }, tick / 2},
		{"a second clamped to 100 ms: 5 ticks", func() error { _, err := s.Advance(time.Second); return err }, 5 * tick},
		{"3 ticks", func() error { _, err := s.AdvanceTicks(3); return err }, 3 * tick},
		{"a refused frame", func() error {
			if _, err := s.Advance(-ms); err == nil {
				return errors.New("not refused")
			}
			return nil
		}, 0},
		{"×2, 10 ms", func() error { _ = s.SetScale(8); _, err := s.Advance(10 * ms); return err }, tick},
		{"paused", func() error { s.SetPaused(true); _, err := s.Advance(10 * ms); return err }, 0},
		{"paused, a step", func() error { s.RequestStep(); _, err := s.Advance(10 * ms); return err }, tick},
	} {
		if err := c.do(); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		sum += c.want
		tot := s.Totals()
		if got := s.Accepted(); got != c.want || tot.AcceptedTicks*tick+tot.AcceptedUnits != sum {
			t.Errorf("%s: Accepted() = %d, totals %d ticks + %d; want %d, %d in all", c.name, got, tot.AcceptedTicks, tot.AcceptedUnits, c.want, sum)
		}
	}
}
