package framelog_test

import (
	"io"
	"log/slog"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
	"tickbox/sim/framelog"
	"tickbox/sim/instrument"
)

// counter is a game of no input that counts its ticks.
type counter struct{ n int }

func (c *counter) Step(fixed.None) { c.n++ }

// logged is a counter that adds its ticks to the frame log.
type logged struct{ counter }

func (g *logged) LogFrame(attrs []slog.Attr) []slog.Attr {
	return append(attrs, slog.String("counted", strconv.Itoa(g.n)))
}

// The frame log writes a line a second of real time, every number with
// fixed decimals (dropped_s=0.000, not 0), the drawing time the window
// told the dev layer, and a game's own figures after the ticks; a pause
// that runs no tick writes nothing.
func TestFrameLog(t *testing.T) {
	for _, tc := range []struct {
		game fixed.Stepper[fixed.None]
		want *regexp.Regexp
	}{
		{&logged{}, regexp.MustCompile(`^level=INFO msg=frame frame_ms=33\.333 ticks=\d+ counted=\d+ dropped_s=0\.000 unplayed_s=0\.000 fps=30\.0 draw_ms=2\.000 draw_mean_ms=2\.000$`)},
		{&counter{}, regexp.MustCompile(`^level=INFO msg=frame frame_ms=33\.333 ticks=\d+ dropped_s=0\.000 unplayed_s=0\.000 fps=30\.0 draw_ms=2\.000 draw_mean_ms=2\.000$`)},
	} {
		var out strings.Builder
		logger := slog.New(slog.NewTextHandler(&out, &slog.HandlerOptions{
			ReplaceAttr: func(_ []string, a slog.Attr) slog.Attr {
				if a.Key == slog.TimeKey {
					return slog.Attr{}
				}
				return a
			}}))
		clock := &fixed.VirtualClock{}
		l := fixedtest.New(t, fixed.New[fixed.None], tc.game, fixed.Options{Clock: clock, Log: io.Discard})
		d, err := instrument.Attach(l, tc.game, instrument.DevOptions{Log: io.Discard})
		if err != nil {
			t.Fatal(err)
		}
		framelog.Attach(l, d, tc.game, logger)
		frames := func(n int) {
			for range n {
				clock.Advance(time.Second / 30)
				if _, err := d.Frame(); err != nil {
					t.Fatal(err)
				}
				d.SetDrawTime(2 * time.Millisecond)
			}
		}
		frames(90) // 3 s: the first second has the first frame, 0 long
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		if last := lines[len(lines)-1]; len(lines) != 2 || !tc.want.MatchString(last) {
			t.Errorf("%T: log after 3 s at 30 fps: %q; want 2 lines, the last matching %v", tc.game, lines, tc.want)
		}
		l.SetPaused(true)
		frames(60)
		if got := strings.Count(out.String(), "\n"); got != 2 {
			t.Errorf("%T: 2 s paused: %d lines in all, want still 2", tc.game, got)
		}
	}
}
