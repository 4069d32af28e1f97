// Package framelog writes a dev layer's frame log, an opt-in part beside
// it: a line a second of real time with the latest frame's length, the
// ticks, the game's own figures ([Game]), the dropped and unplayed
// seconds, the frames per second over the last second and the drawing
// time (the latest frame's, and the mean of the last second's), read from
// the figures of package tickbox/sim/instrument's Dev. The sandbox's -log
// writes it; a game attaches it after its dev layer ([Attach]), and a game
// that does not links none of it.
package framelog

import (
	"context"
	"log/slog"
	"math"
	"strconv"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
)

// Game is a game with figures of its own in the frame log: LogFrame
// appends them to attrs, which come after the frame's length and the
// ticks.
type Game interface {
	LogFrame(attrs []slog.Attr) []slog.Attr
}

// Attach writes the frame log of d, the dev layer attached to l
// (instrument.Attach), which ticks g, to logger, through the loop's
// Framed hook: attach it after d, whose figures of the frame it reads. g
// adds its own figures if it is a Game. A paused frame that ran no tick
// writes nothing, as the dev layer's figures stand still then.
func Attach[I fixed.Input[I]](l *fixed.Loop[I], d *instrument.Dev, g fixed.Stepper[I], logger *slog.Logger) {
	w := &writer{logger: logger, dev: d, clock: l.Clock()}
	w.game, _ = g.(Game)
	l.Hook(fixed.Hooks[I]{Framed: w.framed})
}

// writer writes the log.
type writer struct {
	logger *slog.Logger
	dev    *instrument.Dev
	clock  fixed.Clock
	game   Game // the game's own figures; nil for none
	last   time.Duration
	attrs  []slog.Attr // reused: a line allocates only in the logger
}

// framed is the Framed hook: it writes the line if one is due.
func (w *writer) framed(f *fixed.Frame) {
	now := w.clock.Now()
	if f.Paused && f.Ticks == 0 || now-w.last < time.Second {
		return
	}
	w.last = now
	st := w.dev.Stats()
	a := append(w.attrs[:0], decimal("frame_ms", ms(st.Length), 3), slog.Int64("ticks", st.Totals.Ticks))
	if w.game != nil {
		a = w.game.LogFrame(a)
	}
	a = append(a, decimal("dropped_s", st.Totals.Dropped.Seconds(), 3),
		decimal("unplayed_s", st.Totals.Unplayed().Total().Seconds(), 3),
		decimal("fps", fps(st.Second), 1), decimal("draw_ms", ms(st.DrawTime), 3),
		decimal("draw_mean_ms", ms(st.Second.MeanDraw()), 3))
	w.logger.LogAttrs(context.Background(), slog.LevelInfo, "frame", a...)
	w.attrs = a
}

// fps returns the frames per second of real time in s, to 0.1; 0 for a
// span of no time.
func fps(s instrument.Span) float64 {
	if s.Length <= 0 {
		return 0
	}
	return math.Round(float64(s.Frames)/s.Length.Seconds()*10) / 10
}

// decimal is a number logged with prec decimals: dropped_s=1.967, not the
// shortest float that reads back, 1.9666666670000001.
func decimal(key string, v float64, prec int) slog.Attr {
	return slog.String(key, strconv.FormatFloat(v, 'f', prec, 64))
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
