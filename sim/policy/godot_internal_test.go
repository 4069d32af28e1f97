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
	g := NewGodot()
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
