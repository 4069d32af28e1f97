package instrument

import "time"

// Readout is what a window's instruments read after a frame, as a plain
// value for a painter: the loop's figures and switches, and the recent
// frames. It holds no pointer into the loop, so drawing it cannot change
// the game, and what one frame draws is one consistent moment. Its slice
// is a buffer the Readout owns and fillFrames reuses: keep one Readout
// and fill it every frame, and it allocates nothing after the first.
type Readout struct {
	Tick      int64         // the next tick: the ticks run since the start
	Alpha     float64       // the scheduler's alpha
	Settings  Settings      // the switches as they are
	Stats     Stats         // the latest frame's; Err is left out (nil): a window shows errors as notices
	Measured  bool          // the costs are measurements, not a virtual clock's zeros
	ClockStep time.Duration // the clock's step, 0 for a clock that does not know it

	// The timeline's frames: the newest first, back to the first that
	// reaches FrameSpan into the past (or all the timeline holds).
	Frames []FrameRecord
	Added  int64 // frames ever added: Frames[i] is frame number Added-1-i
}

// FrameSpan is how far back a Readout's frames reach. A window's timeline
// shows the last second; the quarter more means a painter that adds frame
// widths in float32, and so stops a little early or late, never runs out
// of frames before its left edge.
const FrameSpan = time.Second + time.Second/4

// fillFrames copies t's newest frames, back to FrameSpan. The buffer is
// made for the whole ring at once: it never grows after.
func (r *Readout) fillFrames(t *timeline) {
	if r.Frames == nil {
		r.Frames = make([]FrameRecord, 0, timelineSize)
	}
	r.Frames = r.Frames[:0]
	var covered time.Duration
	for i := range t.n {
		f := t.back(i)
		r.Frames = append(r.Frames, *f)
		if f.Length >= FrameSpan-covered { // written so that the sum cannot overflow
			break
		}
		covered += f.Length
	}
	r.Added = t.added
}
