package lab

import (
	"fmt"
	"io"
	"math"
	"tickbox/sim/capture"
	"time"

	"tickbox/sim/instrument"
)

// A session stays quiet up to this much work, some ten seconds on an
// ordinary machine; past it, it says before it starts what it is about to
// do, that progress follows on stderr and that Ctrl+C stops it.
const (
	budgetBodyTicks = 1e9 // bodies (balls and the jumper) times ticks
	budgetFrames    = 1e8 // frames through the scheduler
)

// work is what a session is about to do, estimated before it starts.
type work struct {
	ticks   int64
	bodies  int
	frames  float64 // ticks' game time over the mean frame; 0 if not known
	virtual float64 // seconds on a virtual clock (net's); 0 if none
}

// estimateFrames is the frames that ticks at rate hz take with frames like
// sample's (a fresh copy: the session's own are not touched): every frame
// of a trace, which plays again and again, or the first thousand of a
// pattern. Each frame counts as the ticks its time covers, as at most the
// clamp and at most the tick cap allow: a clamp of 1 ns makes 600 ticks
// take 10^10 frames whatever their length. It is +Inf for frames that
// never run a tick (a trace of frames of 0 ns and 1 ns).
func estimateFrames(ticks int64, hz int, sample instrument.Source, l limits) float64 {
	if sample == nil {
		return 0
	}
	perFrame := func(d time.Duration) float64 {
		if l.maxFrame > 0 {
			d = min(d, l.maxFrame)
		}
		t := d.Seconds() * float64(hz)
		if l.maxUpdates > 0 {
			t = min(t, float64(l.maxUpdates))
		}
		return t
	}
	var sum float64
	n := 0
	if f, ok := sample.(*capture.File); ok {
		for _, d := range f.Lengths() {
			sum += perFrame(d)
		}
		n = len(f.Lengths())
	} else {
		for n = 0; n < 1000; n++ {
			sum += perFrame(sample.Next(1))
		}
	}
	return float64(ticks) / (sum / float64(n))
}

// announce says on stderr, before a session over the budget starts, how
// much work it is and how to follow and stop it.
func (w work) announce(stderr io.Writer, name string) {
	bodyTicks := float64(w.ticks) * float64(w.bodies)
	if bodyTicks <= budgetBodyTicks && w.frames <= budgetFrames {
		return
	}
	frames := fmt.Sprintf("about %.3g frames", w.frames)
	if math.IsInf(w.frames, 1) {
		frames = "frames that never run a tick (it may never end)"
	}
	if w.virtual > 0 {
		frames += " over " + timeSpan(w.virtual) + " of virtual time"
	}
	fmt.Fprintf(stderr, "tickbox %s: a long session: %s of %s (%.3g body-ticks) in %s,"+
		" past the %.0g body-ticks or %.0g frames done without a word; progress follows on stderr every %v, and Ctrl+C stops it\n",
		name, count(w.ticks, "tick", "ticks"), count(int64(w.bodies), "body", "bodies"), bodyTicks, frames,
		float64(budgetBodyTicks), float64(budgetFrames), progressPipe)
}

// count writes n things, one or many: "1 body", "4 bodies".
func count(n int64, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// timeSpan writes a span of seconds in the largest unit it fills, to three
// figures: "about 10.5 years".
func timeSpan(secs float64) string {
	unit, size := "s", 1.0
	for _, u := range []struct {
		name string
		size float64
	}{{"years", 365.25 * 86400}, {"days", 86400}, {"hours", 3600}, {"minutes", 60}} {
		if secs >= u.size {
			unit, size = u.name, u.size
			break
		}
	}
	return fmt.Sprintf("about %.3g %s", secs/size, unit)
}
