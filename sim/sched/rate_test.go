package sched_test

import (
	"math"
	"strings"
	"testing"
	"time"

	"tickbox/sim/policy"
	"tickbox/sim/sched"
)

// TestSetRateKeepsAlpha changes the tick rate with part of a tick owed: the
// owed fraction, hence alpha, must be the same just after as just before,
// and frames after the change must tick at the new step.
func TestSetRateKeepsAlpha(t *testing.T) {
	tests := []struct {
		from, to int
		first    time.Duration // frame before the change
	}{
		{50, 60, 10 * ms},
		{60, 1, frame60 / 3},
		{1, 1000, 123 * ms},
		{1000, 7, 700 * time.Microsecond},
		{60, 144, 13 * ms},
	}
	for _, tt := range tests {
		p := newPair(t, sched.Config{Rate: tt.from})
		p.advance(t, tt.first)
		alpha, owed := p.s.Alpha(), p.s.Owed()
		p.setRate(t, tt.to)
		if p.s.Alpha() != alpha || p.s.Owed() != owed {
			t.Errorf("%d → %d Hz: alpha %v → %v, owed %d → %d; want both unchanged",
				tt.from, tt.to, alpha, p.s.Alpha(), owed, p.s.Owed())
		}
		if p.s.Rate() != tt.to {
			t.Errorf("Rate() = %d after SetRate(%d)", p.s.Rate(), tt.to)
		}
		p.compare(t)
		for range 50 {
			p.advance(t, frame60)
		}
	}
}

// TestStep checks the displayed step is 1/rate rounded to the nanosecond.
func TestStep(t *testing.T) {
	tests := []struct {
		hz   int
		want time.Duration
	}{
		{1, time.Second},
		{60, 16_666_667},
		{144, 6_944_444},
		{1000, time.Millisecond},
		{999, 1_001_001},
		{7, 142_857_143},
	}
	for _, tt := range tests {
		s, err := sched.New(sched.Config{Rate: tt.hz}, &policy.Tickbox{})
		if err != nil {
			t.Fatal(err)
		}
		if got := s.Step(); got != tt.want {
			t.Errorf("Step() at %d Hz = %d ns, want %d ns", tt.hz, got, tt.want)
		}
	}
}

// TestBadRates checks that rates outside 1..1000 are refused with an error
// naming the value, by New and by SetRate, and leave the rate as it was.
func TestBadRates(t *testing.T) {
	tests := []struct {
		hz      int
		wantErr string
		inNew   bool // New refuses it too (New reads 0 as DefaultRate)
	}{
		{0, "tick rate 0 Hz: must be 1 to 1000 Hz", false},
		{-1, "tick rate -1 Hz: must be 1 to 1000 Hz", true},
		{1001, "tick rate 1001 Hz: must be 1 to 1000 Hz", true},
		{math.MinInt, "tick rate -9223372036854775808", true},
	}
	for _, tt := range tests {
		s, err := sched.New(sched.DefaultConfig(), &policy.Tickbox{})
		if err != nil {
			t.Fatal(err)
		}
		if err := s.SetRate(tt.hz); err == nil || !strings.Contains(err.Error(), tt.wantErr) {
			t.Errorf("SetRate(%d) = %v, want an error containing %q", tt.hz, err, tt.wantErr)
		}
		if s.Rate() != sched.DefaultRate {
			t.Errorf("after SetRate(%d): Rate() = %d, want %d", tt.hz, s.Rate(), sched.DefaultRate)
		}
		_, err = sched.New(sched.Config{Rate: tt.hz}, &policy.Tickbox{})
		if tt.inNew && (err == nil || !strings.Contains(err.Error(), tt.wantErr)) {
			t.Errorf("New(Rate: %d) = %v, want an error containing %q", tt.hz, err, tt.wantErr)
		}
	}
}
