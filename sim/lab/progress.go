package lab

import (
	"fmt"
	"io"
	"os"
	"time"
)

// progress shows a long run's progress on stderr: on a terminal, one line
// rewritten in place four times a second; into a file or a pipe, a line
// every five seconds, so that a log shows a long run is alive and how far
// it got, and a short one (under five seconds) shows nothing. A nil
// *progress shows nothing.
type progress struct {
	out       io.Writer
	from, to  int64 // the tick counter at the start and at the end
	start     time.Time
	shown     time.Time
	every     time.Duration // between two lines
	terminal  bool          // rewrite one line in place
	calls     int64         // calls to update
	framed    bool          // a call is a frame: show their count
	everShown bool
	now       func() time.Time
}

// How often a line is shown, and the calls between two looks at the
// clock, so that a fast run does not pay for the clock every frame.
const (
	progressTerminal = 250 * time.Millisecond
	progressPipe     = 5 * time.Second
	progressCalls    = 256
)

// newProgress returns a meter for ticks from..to on stderr.
func newProgress(stderr io.Writer, from, to int64) *progress {
	p := &progress{out: stderr, from: from, to: to, every: progressPipe, now: time.Now}
	if f, ok := stderr.(*os.File); ok {
		if info, err := f.Stat(); err == nil && info.Mode()&os.ModeCharDevice != 0 {
			p.terminal, p.every = true, progressTerminal
		}
	}
	p.start = p.now()
	p.shown = p.start
	return p
}

// newFrameProgress is newProgress for a session, which calls update once a
// frame: its line shows the frames too, which is how a run of frames too
// short to tick shows it is alive.
func newFrameProgress(stderr io.Writer, from, to int64) *progress {
	p := newProgress(stderr, from, to)
	p.framed = true
	return p
}

// update shows tick, the tick counter now, if it is time to. It is small
// enough to be inlined where it is called once a frame, and looks at the
// clock only every progressCalls calls (look).
func (p *progress) update(tick int64) {
	if p != nil {
		if p.calls++; p.calls%progressCalls == 0 {
			p.look(tick)
		}
	}
}

// look shows tick if it is time to.
func (p *progress) look(tick int64) {
	now := p.now()
	if now.Sub(p.shown) < p.every {
		return
	}
	p.shown, p.everShown = now, true
	line := p.line(tick, now)
	if p.terminal {
		fmt.Fprintf(p.out, "\r\033[K%s", line)
	} else {
		fmt.Fprintf(p.out, "%s\n", line)
	}
}

// line says how far the run is: ticks, frames, speed and time left.
func (p *progress) line(tick int64, now time.Time) string {
	done, total := tick-p.from, p.to-p.from
	rate := float64(done) / now.Sub(p.start).Seconds()
	left := "time left unknown"
	if rate > 0 {
		secs := min(float64(total-done)/rate, 1e9) // a Duration holds 292 years
		left = (time.Duration(secs) * time.Second).String() + " left"
	}
	frames := ""
	if p.framed {
		frames = fmt.Sprintf(", %d frames", p.calls)
	}
	return fmt.Sprintf("tick %d of %d (%.0f%%)%s, %s ticks/s, %s; Ctrl+C stops",
		tick, p.to, 100*float64(done)/float64(total), frames, si(rate), left)
}

// finish clears the line on a terminal, so the results print on a clean
// one.
func (p *progress) finish() {
	if p != nil && p.everShown && p.terminal {
		fmt.Fprint(p.out, "\r\033[K")
	}
}

// si writes a rate with three significant digits and a metric prefix:
// "7.52M".
func si(v float64) string {
	for _, p := range []struct {
		scale  float64
		prefix string
	}{{1e9, "G"}, {1e6, "M"}, {1e3, "k"}} {
		if v >= p.scale {
			return fmt.Sprintf("%.3g%s", v/p.scale, p.prefix)
		}
	}
	return fmt.Sprintf("%.3g", v)
}
