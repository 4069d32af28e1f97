package sandbox

import (
	"context"
	"log/slog"
	"strconv"
	"time"

	"tickbox/sim/instrument"
)

// Stats are the loop's figures for the overlay, as of the latest frame:
// instrument.Stats.
type Stats = instrument.Stats

// figures are the loop's measurements (instrument.Figures: the timeline of
// recent frames, the latest frame's stats for the overlay, the game
// speed, the smoothness), and the log line written once a second of real
// time.
type figures struct {
	instrument.Figures
	logger  *slog.Logger // nil: no log
	lastLog time.Duration
}

// logDue reports whether a log line is due at now: one per second of real
// time, if there is a logger.
func (g *figures) logDue(now time.Duration) bool {
	return g.logger != nil && now-g.lastLog >= time.Second
}

// log writes the log line at now, ball 1 drawn at x if there is a ball 1:
// frame ms, ticks, x, the dropped seconds, the seconds not played (the
// overlay's unplayed total), the frames per second over the
// last second and the latest frame's drawing time in ms.
func (g *figures) log(now time.Duration, x float64, ball bool) {
	g.lastLog = now
	st := &g.Stats
	attrs := []slog.Attr{decimal("frame_ms", ms(st.Length), 3), slog.Int64("ticks", st.Totals.Ticks)}
	if ball { // with no balls, there is no ball 1 to speak of
		attrs = append(attrs, decimal("ball1_x", x, 3))
	}
	attrs = append(attrs, decimal("dropped_s", st.Totals.Dropped.Seconds(), 3),
		decimal("unplayed_s", st.Totals.Unplayed().Total().Seconds(), 3),
		decimal("fps", st.Second.FPS(), 1), decimal("draw_ms", ms(st.DrawTime), 3))
	g.logger.LogAttrs(context.Background(), slog.LevelInfo, "frame", attrs...)
}

// decimal is a number logged with prec decimals: dropped_s=1.967, not the
// shortest float that reads back, 1.9666666670000001.
func decimal(key string, v float64, prec int) slog.Attr {
	return slog.String(key, strconv.FormatFloat(v, 'f', prec, 64))
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
