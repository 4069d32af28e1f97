package instrument_test

import (
	"fmt"
	"math"
	"testing"
	"time"

	"tickbox/sim/instrument"
	"tickbox/sim/policy"
	"tickbox/sim/sched"
)

// ms is a millisecond, for short frame lengths.
const ms = time.Millisecond

// speedAfter plays frames of frame through s for d of wall time, reading
// each with m, and returns m's last reading.
func speedAfter(t *testing.T, s *sched.Scheduler, m *instrument.Speedometer, frame, d time.Duration) float64 {
	t.Helper()
	for wall := time.Duration(0); wall < d; wall += frame {
		f, err := s.Advance(frame)
		if err != nil {
			t.Fatal(err)
		}
		m.Add(frame, f, s.Step())
	}
	return m.Speed()
}

func TestSpeedometer(t *testing.T) {
	var m instrument.Speedometer
	if got := m.Speed(); got != 0 {
		t.Errorf("zero Speedometer reads %v, want 0", got)
	}
	s, err := sched.New(sched.DefaultConfig(), &policy.Tickbox{})
	if err != nil {
		t.Fatal(err)
	}
	near := func(got, want float64) bool { return math.Abs(got-want) < 1e-6 }
	steps := []struct {
		name  string
		set   func()
		frame time.Duration
		want  float64
	}{
		{"60 fps at ×1", func() {}, 16_666_667, 1},
		{"144 fps at ×1", func() {}, 6_944_445, 1},
		{"irregular 37 ms frames at ×1", func() {}, 37 * ms, 1},
		{"×2", func() { s.SetScale(8) }, 16_666_667, 2},
		{"×¼", func() { s.SetScale(1) }, 16_666_667, 0.25},
		{"paused", func() { s.SetPaused(true) }, 16_666_667, 0},
		{"resumed at ×1", func() { s.SetPaused(false); s.SetScale(4) }, 16_666_667, 1},
		// 100 ms frames owe 6 ticks; the cap runs 5 and drops 1.
		{"capped", func() {}, 100 * ms, 5.0 / 6},
	}
	for _, st := range steps {
		st.set()
		if got := speedAfter(t, s, &m, st.frame, 2*instrument.SpeedWindow); !near(got, st.want) {
			t.Errorf("%s: speed %v, want %v", st.name, got, st.want)
		}
	}
}

// A clock that went backwards counts as no wall time, not negative time.
func TestSpeedometerIgnoresNegativeWallTime(t *testing.T) {
	var m instrument.Speedometer
	m.Add(-time.Second, sched.Frame{}, 16*ms)
	m.Add(10*ms, sched.Frame{Ticks: 1}, 10*ms)
	if got := m.Speed(); got != 1 {
		t.Errorf("speed %v, want 1", got)
	}
}

func TestSpeedometerDoesNotAllocate(t *testing.T) {
	var m instrument.Speedometer
	f := sched.Frame{Ticks: 1, Alpha: 0.25}
	if allocs := testing.AllocsPerRun(5000, func() { m.Add(16*ms, f, 16*ms); m.Speed() }); allocs != 0 {
		t.Errorf("Add and Speed allocate %v times, want 0", allocs)
	}
}

// The speed kept as frames come and go is the speed a scan of the latest
// frames gives (to rounding), from 1 µs frames, more than the ring holds in
// a window, to 300 ms ones.
func TestSpeedometerIsTheScan(t *testing.T) {
	var m instrument.Speedometer
	type frame struct {
		wall time.Duration
		game float64
	}
	var all []frame
	alpha, rng := 0.0, uint64(7)
	for i := range 30000 {
		rng = rng*6364136223846793005 + 1442695040888963407
		wall := time.Duration(rng>>40) % (300 * ms)
		if i/3000%2 == 1 {
			wall = time.Duration(rng>>60) * time.Microsecond
		}
		f := sched.Frame{Ticks: int(rng >> 61), Alpha: float64(rng>>11) / (1 << 53)}
		m.Add(wall, f, 16*ms)
		all = append(all, frame{wall, (float64(f.Ticks) + f.Alpha - alpha) * float64(16*ms)})
		alpha = f.Alpha
		var w time.Duration
		game := 0.0
		for j := len(all) - 1; j >= 0 && j >= len(all)-1024 && w < instrument.SpeedWindow; j-- {
			w += all[j].wall
			game += all[j].game
		}
		want := 0.0
		if w > 0 {
			want = game / float64(w)
		}
		if got := m.Speed(); math.Abs(got-want) > 1e-9*math.Max(1, math.Abs(want)) {
			t.Fatalf("frame %d: speed %v, the scan gives %v", i, got, want)
		}
	}
}

// Paused for a whole window, the game speed is exactly 0: the running sums
// keep no rounding residue from the frames that moved (the overlay showed
// "-0.00×" when the residue came out negative).
func TestSpeedometerPausedIsZero(t *testing.T) {
	var m instrument.Speedometer
	step := time.Second / 60
	for i := range 200 { // uneven frames and alphas, whose sum leaves a residue
		m.Add(17*time.Millisecond+time.Duration(i%7)*time.Millisecond/3, sched.Frame{Ticks: i % 3, Alpha: float64(i%10) / 10.3}, step)
	}
	for range 100 {
		m.Add(16*time.Millisecond, sched.Frame{Alpha: 0.4 / 10.3, Paused: true}, step)
	}
	if got := m.Speed(); got != 0 || math.Signbit(got) {
		t.Errorf("paused for %v: speed %v, want exactly 0", instrument.SpeedWindow, got)
	}
}

// A Speedometer reads 1 while the loop keeps up, and less while the tick
// cap drops time: 100 ms frames owe 6 ticks, the cap runs 5.
func ExampleSpeedometer() {
	s, _ := sched.New(sched.DefaultConfig(), &policy.Tickbox{})
	var speed instrument.Speedometer
	for _, frame := range []time.Duration{16_666_667, 100 * time.Millisecond} {
		for range 60 {
			f, _ := s.Advance(frame)
			speed.Add(frame, f, s.Step())
		}
		fmt.Printf("frames of %v: speed %.3f\n", frame, speed.Speed())
	}
	// Output:
	// frames of 16.666667ms: speed 1.000
	// frames of 100ms: speed 0.833
}
