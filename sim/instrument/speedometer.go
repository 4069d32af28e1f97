package instrument

import (
	"time"

	"tickbox/sim/sched"
)

// speedWindow is the wall time a [speedometer] averages over: long enough
// to smooth out single frames, short enough that the reading recovers
// within a second of a slowdown ending.
const speedWindow = 500 * time.Millisecond

// speedFrames bounds the frames a speedometer remembers: at more than
// speedFrames/speedWindow frames a second (2048 fps) it averages over the
// latest speedFrames frames instead, a shorter window.
const speedFrames = 1024

// speedometer measures game speed: how much game time the simulation
// advanced per second of wall time, over the latest speedWindow. It is 1
// when the loop keeps up at ×1, the time scale when scaled, below 1 when
// the tick cap or the clamp drops time, and 0 while paused. The zero
// speedometer is ready to use; it never allocates, and keeps its sums as
// frames come and go, so a reading costs no scan however short the frames.
type speedometer struct {
	wall  [speedFrames]time.Duration // ring of the latest frames' wall time
	game  [speedFrames]float64       // and the game time each advanced, ns
	next  int                        // where the next frame goes
	alpha float64                    // the previous frame's alpha

	// The window: its oldest frame's place in the ring, its frames, and
	// the sums over them.
	first   int
	frames  int
	moving  int // frames in the window whose game time moved
	wallSum time.Duration
	gameSum float64
}

// Add records one frame: wall, the real time it took (as measured, before
// any snapping), and f, what the scheduler made of it, at a tick of step.
// The game time advanced is the ticks run plus the change in alpha, so a
// loop that keeps up reads exactly its time scale, not a count of ticks
// that wobbles from frame to frame.
func (m *speedometer) Add(wall time.Duration, f sched.Frame, step time.Duration) {
	wall = max(wall, 0) // a clock that went backwards took no time
	game := (float64(f.Ticks) + f.Alpha - m.alpha) * float64(step)
	m.alpha = f.Alpha
	if m.frames == speedFrames {
		m.dropOldest() // about to be overwritten
	}
	m.wall[m.next], m.game[m.next] = wall, game
	m.next = (m.next + 1) % speedFrames
	m.frames++
	if game != 0 {
		m.moving++
	}
	m.wallSum += wall
	m.gameSum += game
	for m.frames > 1 && m.wallSum-m.wall[m.first] >= speedWindow {
		m.dropOldest()
	}
}

// dropOldest lets go of the window's oldest frame.
func (m *speedometer) dropOldest() {
	m.wallSum -= m.wall[m.first]
	m.gameSum -= m.game[m.first]
	if m.game[m.first] != 0 {
		m.moving--
	}
	m.first = (m.first + 1) % speedFrames
	m.frames--
	if m.moving == 0 {
		// No rounding left over from the frames gone: a paused game
		// reads 0×, not the sums' residue (-1e-16, "-0.00×").
		m.gameSum = 0
	}
}

// Speed returns game time over wall time across the latest frames that
// make up speedWindow of wall time (all the frames recorded, if fewer), or
// 0 if they took no wall time.
func (m *speedometer) Speed() float64 {
	if m.wallSum <= 0 {
		return 0
	}
	return m.gameSum / float64(m.wallSum)
}
