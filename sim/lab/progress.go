package lab

import (
	"fmt"
	"io"
	"os"
	"time"
)

// progress shows a long run's progress on one line of stderr, rewritten in
// place, when stderr is a terminal; into a file or a pipe it shows nothing,
// so logs stay clean. A nil *progress shows nothing too.
type progress struct {
	out       io.Writer
	from, to  int64 // the tick counter at the start and at the end
	start     time.Time
	shown     time.Time
	calls     int
	everShown bool
}

// progressEvery is how often the line is rewritten, and the calls between
// two looks at the clock, so that a fast run does not pay for the clock
// every frame.
const (
	progressEvery = 250 * time.Millisecond
	progressCalls = 256
)

// newProgress returns a meter for ticks from..to on stderr, or nil when
// stderr is not a terminal.
func newProgress(stderr io.Writer, from, to int64) *progress {
	f, ok := stderr.(*os.File)
	if !ok {
		return nil
	}
	if info, err := f.Stat(); err != nil || info.Mode()&os.ModeCharDevice == 0 {
		return nil
	}
	now := time.Now()
	return &progress{out: stderr, from: from, to: to, start: now, shown: now}
}

// update shows tick, the tick counter now, if it is time to.
func (p *progress) update(tick int64) {
	if p == nil {
		return
	}
	if p.calls++; p.calls%progressCalls != 0 {
		return
	}
	now := time.Now()
	if now.Sub(p.shown) < progressEvery {
		return
	}
	p.shown, p.everShown = now, true
	done, total := tick-p.from, p.to-p.from
	rate := float64(done) / now.Sub(p.start).Seconds()
	left := time.Duration(float64(total-done) / rate * float64(time.Second))
	fmt.Fprintf(p.out, "\r\033[Ktick %d of %d (%.0f%%), %s ticks/s, %v left",
		tick, p.to, 100*float64(done)/float64(total), si(rate), left.Round(time.Second))
}

// finish clears the line, so the results print on a clean one.
func (p *progress) finish() {
	if p != nil && p.everShown {
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
