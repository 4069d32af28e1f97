package instrument

import "time"

// Span sums the frames of a span of real time: the timeline keeps the
// last second's.
type Span struct {
	Frames   int
	Length   time.Duration // real time covered
	Worst    time.Duration // the longest frame
	Shortest time.Duration // the shortest frame: what the machine draws at best
	Ticks    int64
	GameTime time.Duration
	SimTime  time.Duration
	Draw     time.Duration // the drawing time of the frames told theirs (Dev.SetDrawTime)
	Drawn    int           // how many those are
}

// lastSecond keeps a timeline's last second as frames come and go, so that
// reading it costs nothing even when a thousand frames make a second (the
// lab's tiny frames once spent most of each frame rescanning the ring).
// The frames in it are numbers oldest to newest-1; worst and shortest keep
// its longest and its shortest frame.
type lastSecond struct {
	sums            Span
	oldest          int64 // the number of the oldest frame in the second
	worst, shortest extreme
}

// add takes frame k, the newest, into the second and lets go of the oldest
// frames that the second no longer needs.
func (w *lastSecond) add(t *timeline, k int64) {
	if w.sums.Frames == 0 {
		w.oldest = k
	}
	w.sums.count(t.number(k), +1)
	w.worst.add(t, k, false)
	w.shortest.add(t, k, true)
	for w.sums.Frames > 1 && w.sums.Length-t.number(w.oldest).Length >= time.Second {
		w.forget(t, w.oldest)
	}
	w.sums.Worst, w.sums.Shortest = w.worst.length(t), w.shortest.length(t)
}

// forget drops frame k from the second if it is the oldest there.
func (w *lastSecond) forget(t *timeline, k int64) {
	if w.sums.Frames == 0 || k != w.oldest {
		return
	}
	w.sums.count(t.number(k), -1)
	w.oldest++
	w.worst.forget(k)
	w.shortest.forget(k)
	w.sums.Worst, w.sums.Shortest = w.worst.length(t), w.shortest.length(t)
}

// setDraw sets frame f's drawing time to d, f being in the second (the
// newest), and keeps the second's sum of them.
func (w *lastSecond) setDraw(f *FrameRecord, d time.Duration) {
	w.sums.countDraw(f.Draw, -1)
	f.Draw = d
	w.sums.countDraw(d, +1)
}

// count adds frame f to the sums (sign +1) or takes it out of them (-1).
func (w *Span) count(f *FrameRecord, sign int) {
	n := time.Duration(sign)
	w.Frames += sign
	w.Length += n * f.Length
	w.Ticks += int64(sign * f.Ticks)
	w.GameTime += n * f.GameTime
	w.SimTime += n * f.SimTime
	w.countDraw(f.Draw, sign)
}

// countDraw adds a drawing time d to the sums (sign +1) or takes it out
// (-1): only a time told counts.
func (w *Span) countDraw(d time.Duration, sign int) {
	if d > 0 {
		w.Draw += time.Duration(sign) * d
		w.Drawn += sign
	}
}

// extreme keeps the longest frame of the second, or the shortest, as
// frames come and go: a queue of frame numbers whose lengths fall (for the
// shortest, rise) from front to back, the front the frame kept. A new
// frame ends the wait of every frame queued that it outdoes, since that
// frame will leave the second before it.
type extreme struct {
	queue       [timelineSize]int64
	head, count int // the queue's front, and how many frames it holds
}

// add queues frame k, the newest, in a queue that keeps the shortest
// frame if least, else the longest.
func (e *extreme) add(t *timeline, k int64, least bool) {
	d := t.number(k).Length
	// A frame queued that d outdoes is never the one kept.
	for e.count > 0 && (least && d <= t.number(e.back()).Length || !least && d >= t.number(e.back()).Length) {
		e.count--
	}
	e.queue[(e.head+e.count)%timelineSize] = k
	e.count++
}

// forget lets go of frame k, the oldest of the second.
func (e *extreme) forget(k int64) {
	if e.count > 0 && e.queue[e.head] == k {
		e.head = (e.head + 1) % timelineSize
		e.count--
	}
}

// length returns the kept frame's length; 0 for none.
func (e *extreme) length(t *timeline) time.Duration {
	if e.count == 0 {
		return 0
	}
	return t.number(e.queue[e.head]).Length
}

// back returns the newest frame number queued.
func (e *extreme) back() int64 { return e.queue[(e.head+e.count-1)%timelineSize] }

// MeanDraw returns the mean drawing time of the frames in w that were told
// theirs; 0 for none. It is steadier than the latest frame's
// (Stats.DrawTime), which a machine's hiccup in that one frame moves.
func (w Span) MeanDraw() time.Duration {
	if w.Drawn == 0 {
		return 0
	}
	return w.Draw / time.Duration(w.Drawn)
}
