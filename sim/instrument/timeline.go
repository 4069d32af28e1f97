package instrument

import "time"

// FrameRecord is what the timeline keeps of one frame.
type FrameRecord struct {
	Length       time.Duration // real time since the previous frame began
	Ticks        int           // ticks run in the frame
	DroppedTicks int64         // ticks dropped by the cap
	Dropped      time.Duration // their game time
	ClampLoss    time.Duration // real time cut: by the clamp, or OwedLoss of it by the policy's owed limit
	OwedLoss     time.Duration // of ClampLoss, what the policy's owed limit cut (sched.Frame's)
	GameTime     time.Duration // game time the ticks covered: Ticks × step
	SimTime      time.Duration // real time the ticks' steps took, load excluded
	Paused       bool          // paused: a tick run by one tick (a frame paused that runs none is not kept)
	Fast         bool          // as fast as possible: ticks ran for a budget, not for time
	Draw         time.Duration // how long the frame took to draw, once told (Dev.SetDrawTime); 0 before
}

// TimelineSize is how many frames the timeline keeps: a second's worth at
// 2000 fps, far more than a second at any cap; memory stays bounded.
const TimelineSize = 2048

// Timeline is a ring of the most recent frames, newest last. It never
// allocates after it is made.
type Timeline struct {
	frames [TimelineSize]FrameRecord
	next   int   // where the next frame goes
	n      int   // frames held, up to TimelineSize
	added  int64 // frames ever added
	second lastSecond
}

// add records a frame, forgetting the oldest when full.
func (t *Timeline) add(f FrameRecord) {
	if t.n == TimelineSize {
		t.second.forget(t, t.added-TimelineSize) // the frame about to be overwritten
	}
	t.frames[t.next] = f
	t.next = (t.next + 1) % TimelineSize
	t.n = min(t.n+1, TimelineSize)
	t.added++
	t.second.add(t, t.added-1)
}

// setDraw tells the newest frame how long it took to draw, which is known
// only after it was added: the window draws after the loop's frame.
func (t *Timeline) setDraw(d time.Duration) {
	if t.n == 0 {
		return
	}
	t.second.setDraw(t.Back(0), d) // the newest frame is always in the second
}

// Added returns how many frames were ever added: Back(i) is frame number
// Added()-1-i, counting from 0, which lets a picture colour frames by
// number without the colours shifting as frames move along.
func (t *Timeline) Added() int64 { return t.added }

// Len returns the number of frames held.
func (t *Timeline) Len() int { return t.n }

// Back returns the i-th most recent frame: Back(0) is the newest.
// It panics if i is not in [0, Len()).
func (t *Timeline) Back(i int) *FrameRecord {
	if i < 0 || i >= t.n {
		panic("instrument: Timeline.Back out of range")
	}
	return &t.frames[(t.next-1-i+2*TimelineSize)%TimelineSize]
}

// secondSums returns the sums over the most recent second of real time: the
// newest frames back to the one that crosses the second, so that a second
// at 30 fps counts 30 frames, not 29 (all the frames held, if they cover
// less). It costs no scan: the sums follow each add.
func (t *Timeline) secondSums() Span { return t.second.sums }

// number returns frame number k (counting from 0 as added), which must
// still be held.
func (t *Timeline) number(k int64) *FrameRecord { return t.Back(int(t.added - 1 - k)) }
