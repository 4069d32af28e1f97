package policy

import (
	"testing"
	"time"

	"tickbox/sim/rng"
	"tickbox/sim/sched"
)

// Godot keeps get_average_physics_steps' answer until the typical counts
// change; after every frame of irregular frames (steady 60 fps, 144 fps,
// hitches, 0 to 40 ms) the kept answer is the one the counts give now.
func TestGodotAverageKept(t *testing.T) {
	g := newGodot()
	s, err := sched.New(sched.DefaultConfig(), g)
	if err != nil {
		t.Fatal(err)
	}
	gen := rng.RNG{State: 3}
	for i := range 3000 {
		e := time.Duration(gen.Uint64() % uint64(40*time.Millisecond))
		switch {
		case i < 500:
			e = 16666667
		case i < 1000:
			e = 6944444
		case i%700 == 0:
			e = 2 * time.Second
		}
		if _, err := s.Advance(e); err != nil {
			t.Fatal(err)
		}
		n, lo, hi := g.timer.average()
		if wn, wlo, whi := g.timer.computeAverage(); n != wn || lo != wlo || hi != whi {
			t.Fatalf("frame %d: kept average %d [%v, %v], the typical counts give %d [%v, %v]", i+1, n, lo, hi, wn, wlo, whi)
		}
	}
}

// smoothed feeds s n frames of d µs and returns what the last became.
func smoothed(s *godotSmoother, d int64, n int) int64 {
	var out int64
	for range n {
		out = s.delta(d)
	}
	return out
}

// The smoother's thresholds, from smooth_delta and
// update_refresh_rate_estimator, each at its edge. Frames of 16,667 µs
// average to round(1e6/16,667) = 60 fps every 60 frames: the first average
// is the estimate, the third hit completes it (frame 180: vsync 16,666 µs,
// smoothing on), the twentieth locks it (frame 1,200).
//   - A frame under 1,000 µs passes unchanged: 999 stays 999; 1,000 is
//     smoothed to one whole vsync, 16,666 (at least one).
//   - The first estimate needs 50 fps or more: at 20,000 µs (50 fps) it
//     completes after 180 frames and a 30,000 µs frame becomes one vsync,
//     20,000; at 20,408 µs (round(49.0004) = 49 fps) there is none, and
//     30,000 stays 30,000.
//   - Locked, the estimate no longer moves: 21 averages of 16,129 µs (62
//     fps, within 5 % of 60) would raise it to 61 (21 hits above against
//     20 at it), which starts a new estimate and hands the frame on as it
//     is; locked, frame 2,460 is still one vsync of 16,666.
func TestGodotSmootherEdges(t *testing.T) {
	for _, c := range []struct {
		name       string
		steady     int64 // µs
		n          int
		last, want int64
		more       int
	}{
		{"999 µs after 200 frames at 60", 16667, 200, 999, 999, 1},
		{"1,000 µs after 200 frames at 60", 16667, 200, 1000, 16666, 1},
		{"30,000 µs after 240 frames at 50", 20000, 240, 30000, 20000, 1},
		{"30,000 µs after 240 frames at 49", 20408, 240, 30000, 30000, 1},
		{"62 fps for 21 averages after the lock at 60", 16667, 1200, 16129, 16666, 21 * 60},
	} {
		s := newGodotSmoother()
		smoothed(&s, c.steady, c.n)
		if got := smoothed(&s, c.last, c.more); got != c.want {
			t.Errorf("%s: %d µs became %d, want %d", c.name, c.last, got, c.want)
		}
	}
}
