package sched_test

import (
	"math/rand/v2"
	"testing"
	"time"

	"tickbox/sim/policy"
	"tickbox/sim/sched"
)

// ceilFrame returns one frame at num/den frames per second, rounded up to the
// nanosecond. Rounding up keeps the textbook pattern visible: a 60 fps frame
// of 16,666,666 ns would end a hair before the tick boundary, run 0 ticks,
// and leave the next frame to run 2, which is correct but not the point.
func ceilFrame(num, den int64) time.Duration {
	ns := int64(time.Second) * den
	return time.Duration((ns + num - 1) / num)
}

// TestSteadyFrameRates feeds ten minutes of game time at common display rates
// into a 60 Hz scheduler, checking every observable after every frame against
// a closed form: after frames totalling T ns, exactly floor(T·60/1e9) ticks
// have run and 4·(T·60 mod 1e9) units are owed.
func TestSteadyFrameRates(t *testing.T) {
	tests := []struct {
		name     string
		num, den int64          // frames per second, as num/den
		perFrame map[int]bool   // tick counts a frame may run
		want     func(int) bool // on the histogram of tick counts
	}{
		{"30 fps", 30, 1, map[int]bool{2: true}, nil},
		{"59.94 fps", 5994, 100, map[int]bool{1: true, 2: true}, nil},
		{"60 fps", 60, 1, map[int]bool{1: true}, nil},
		{"144 fps", 144, 1, map[int]bool{0: true, 1: true}, nil},
	}
	const rate = 60
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := sched.New(sched.DefaultConfig(), &policy.Tickbox{})
			if err != nil {
				t.Fatal(err)
			}
			frame := ceilFrame(tt.num, tt.den)
			histogram := map[int]int64{}
			var total time.Duration
			var ran int64
			for frames := int64(1); total < 10*time.Minute; frames++ {
				f, err := s.Advance(frame)
				if err != nil {
					t.Fatal(err)
				}
				total += frame
				cum := int64(total) * rate / int64(time.Second)
				owed := 4 * (int64(total) * rate % int64(time.Second))
				want := sched.Frame{Elapsed: frame, Ticks: int(cum - ran), Alpha: float64(owed) / sched.UnitsPerTick}
				if f != want {
					t.Fatalf("frame %d:\n got %+v\nwant %+v", frames, f, want)
				}
				ran = cum
				histogram[f.Ticks]++
				checkAfter(t, s, frames, cum, owed)
			}
			for n, count := range histogram {
				if !tt.perFrame[n] {
					t.Errorf("%d frames ran %d ticks; want only %v", count, n, tt.perFrame)
				}
			}
			if got, want := s.Totals().Ticks, int64(total)*rate/int64(time.Second); got != want {
				t.Errorf("ran %d ticks in %v, want floor(accepted/step) = %d", got, total, want)
			}
			t.Logf("%v of frames of %v: %d ticks, per-frame counts %v", total, frame, ran, histogram)
		})
	}
}

// checkAfter checks the scheduler's totals, owed time and accounting after
// frames frames in which ticks ticks ran and nothing was clamped, capped or
// paused.
func checkAfter(t *testing.T, s *sched.Scheduler, frames, ticks, owed int64) {
	t.Helper()
	want := sched.Totals{Frames: frames, Ticks: ticks, AcceptedTicks: ticks, AcceptedUnits: owed}
	if got := s.Totals(); got != want {
		t.Fatalf("frame %d: Totals():\n got %+v\nwant %+v", frames, got, want)
	}
	if s.Owed() != owed || s.Alpha() != float64(owed)/sched.UnitsPerTick {
		t.Fatalf("frame %d: Owed() = %d, Alpha() = %v; want %d units", frames, s.Owed(), s.Alpha(), owed)
	}
	if err := s.Check(); err != nil {
		t.Fatalf("frame %d: %v", frames, err)
	}
}

// TestNoDriftTenHours feeds ten hours of frames whose timestamps are rounded
// to the nanosecond, as a real clock reports them, so frames alternate in
// length. Whatever the pattern, the tick count must equal the exact floor of
// the accepted time over the step, at every frame: an accumulator that lost
// even a fraction of a nanosecond per frame would be off after ten hours.
func TestNoDriftTenHours(t *testing.T) {
	tests := []struct {
		name     string
		num, den int64 // frames per second, as num/den
		rate     int
	}{
		{"59.94 fps at 60 Hz", 5994, 100, 60},
		{"60 fps at 60 Hz", 60, 1, 60},
		{"60 fps at 59 Hz", 60, 1, 59},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := sched.New(sched.Config{Rate: tt.rate, MaxFrame: sched.DefaultMaxFrame, MaxUpdates: sched.DefaultMaxUpdates}, &policy.Tickbox{})
			if err != nil {
				t.Fatal(err)
			}
			r, sec := int64(tt.rate), int64(time.Second)
			frames := 10 * 3600 * tt.num / tt.den
			var previous, ran int64
			for i := int64(1); i <= frames; i++ {
				now := (2*i*sec*tt.den + tt.num) / (2 * tt.num) // i/fps s, to the nearest ns
				f, err := s.Advance(time.Duration(now - previous))
				if err != nil {
					t.Fatal(err)
				}
				previous = now
				cum := now * r / sec
				if int64(f.Ticks) != cum-ran || s.Owed() != 4*r*now-cum*sched.UnitsPerTick {
					t.Fatalf("frame %d at %d ns: %d ticks, owed %d; want %d, %d",
						i, now, f.Ticks, s.Owed(), cum-ran, 4*r*now-cum*sched.UnitsPerTick)
				}
				ran = cum
				if err := s.Check(); err != nil {
					t.Fatalf("frame %d: %v", i, err)
				}
			}
			if got, want := s.Totals().Ticks, previous*r/sec; got != want {
				t.Errorf("after %v: %d ticks, want %d", time.Duration(previous), got, want)
			}
		})
	}
}

// TestIrregularFrames feeds seeded frames of 4 to 40 ms, as an uneven frame
// rate produces, and compares every observable with the reference.
func TestIrregularFrames(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3} {
		p := newPair(t, sched.DefaultConfig())
		rng := rand.New(rand.NewPCG(seed, 0x7469636b))
		for range 5_000 {
			e := 4*time.Millisecond + time.Duration(rng.Int64N(int64(36*time.Millisecond)+1))
			f := p.advance(t, e)
			if f.Clamped || f.Capped {
				t.Fatalf("seed %d: a frame of %v was clamped or capped: %+v", seed, e, f)
			}
		}
	}
}
