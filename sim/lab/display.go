package lab

import (
	"fmt"
	"time"

	"tickbox/sim/pacing"
	"tickbox/sim/rng"
)

// madeUpDisplay is a made-up display, for measurements. It refreshes exactly
// Num/Den times a second and every frame lasts one refresh. The clock
// reading of frame k's end is its k-th refresh after the first reading,
// rounded up to the nanosecond, moved by timer noise: a whole number of ns
// drawn uniformly from [-Noise, +Noise] by the world's generator (rng.RNG)
// seeded with Seed, a fresh draw for every reading. The clock is monotonic:
// a reading the noise would put before the previous one equals it instead,
// so no frame is shorter than 0.
//
// Rounding up keeps a noise-free display at 60 Hz running exactly one
// 60 Hz tick per frame: rounded down, a frame would end a third of a
// nanosecond before its tick was due, run none, and leave two to the next.
// This is a display's refresh grid, which the Snapper snaps noisy readings
// to, not a frame pattern: package instrument's steady frames follow the
// lesson's rule, floor(i·10⁹/F). On a grid rounded down, snapped frames
// come out of step with the noise-free timeline they are measured against
// (60 Hz ±1 ms: 24,005 frames off by a tick raw, 23,996 snapped, where the
// claim is a tenfold cut), so the grid keeps rounding up.
type madeUpDisplay struct {
	Num, Den int64         // refresh rate, Num/Den Hz
	Noise    time.Duration // timer noise on each reading, ±
	Seed     uint64        // seeds the noise
}

// Hz returns the refresh rate in Hz.
func (d madeUpDisplay) Hz() float64 { return float64(d.Num) / float64(d.Den) }

// String names the display for tables: "60 Hz ±1ms", "59.94 Hz noise-free".
func (d madeUpDisplay) String() string {
	if d.Noise == 0 {
		return fmt.Sprintf("%.4g Hz noise-free", d.Hz())
	}
	return fmt.Sprintf("%.4g Hz ±%v", d.Hz(), d.Noise)
}

// Check returns an error naming the first value a measurement cannot use.
func (d madeUpDisplay) Check() error {
	if d.Num <= 0 || d.Den <= 0 || d.Hz() < pacing.MinRefresh || d.Hz() > pacing.MaxRefresh {
		return fmt.Errorf("display %d/%d Hz: must be %v to %v Hz", d.Num, d.Den, pacing.MinRefresh, pacing.MaxRefresh)
	}
	if d.Noise < 0 || d.Noise > maxNoise {
		return fmt.Errorf("timer noise %v: must be 0 to %v", d.Noise, maxNoise)
	}
	return nil
}

// maxNoise bounds the timer noise a madeUpDisplay takes: far past what any timer
// shows, and far past what the Snapper can repair.
const maxNoise = 100 * time.Millisecond

// displayFrames plays a madeUpDisplay's frames.
type displayFrames struct {
	step, rest int64 // one refresh is step + rest/num ns
	num        int64
	frac       int64 // the exact time so far is a whole ns plus frac/num
	noise      int64 // how far the previous reading was from the true time
	span       uint64
	rng        rng.RNG
}

// Frames returns the display's frames, from its first reading.
func (d madeUpDisplay) Frames() *displayFrames {
	perRefresh := int64(time.Second) * d.Den // ns per refresh, times Num
	c := &displayFrames{
		step: perRefresh / d.Num, rest: perRefresh % d.Num, num: d.Num,
		span: uint64(2*d.Noise + 1), rng: rng.RNG{State: d.Seed},
	}
	c.noise = c.draw() // the first reading is noisy too
	return c
}

// Next returns the next frame's length as the noisy clock reads it, and
// as it really was (one refresh, to the nanosecond).
func (c *displayFrames) Next() (read, real time.Duration) {
	up := min(c.frac, 1) // 1 while the exact time is past a whole ns
	c.frac += c.rest
	whole := c.step + c.frac/c.num
	c.frac %= c.num
	length := whole + min(c.frac, 1) - up
	// A monotonic clock never reads earlier than it read before: noise
	// that would put this reading before the previous one (more noise than
	// half a frame) leaves it at the previous reading, a frame of 0 ns,
	// never a negative one.
	noise := max(c.draw(), c.noise-length)
	read = time.Duration(length + noise - c.noise)
	c.noise = noise
	return read, time.Duration(length)
}

// draw returns the noise on one reading. The modulo's bias, at most 2e5 in
// 1.8e19, is far below anything a frame could show.
func (c *displayFrames) draw() int64 {
	if c.span == 1 {
		return 0
	}
	return int64(c.rng.Uint64()%c.span) - int64(c.span/2)
}
