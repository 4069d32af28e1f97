package instrument

import (
	"context"
	"log/slog"
	"strconv"
	"time"
)

// frameLog is the dev layer's frame log (DevOptions.Logger): a line a
// second of real time.
type frameLog struct {
	logger *slog.Logger // nil: no log
	game   FrameLogger  // the game's own figures; nil for none
	last   time.Duration
	attrs  []slog.Attr // reused: a line allocates only in the logger
}

// write writes the line at now if one is due: the latest frame's length
// in ms, the ticks, the game's figures, the dropped seconds, the seconds
// not played (the overlay's unplayed total), the frames per second over
// the last second, and the drawing time in ms of the latest frame and the
// mean of the last second's.
func (g *frameLog) write(now time.Duration, st *Stats) {
	if g.logger == nil || now-g.last < time.Second {
		return
	}
	g.last = now
	a := append(g.attrs[:0], decimal("frame_ms", ms(st.Length), 3), slog.Int64("ticks", st.Totals.Ticks))
	if g.game != nil {
		a = g.game.LogFrame(a)
	}
	a = append(a, decimal("dropped_s", st.Totals.Dropped.Seconds(), 3),
		decimal("unplayed_s", st.Totals.Unplayed().Total().Seconds(), 3),
		decimal("fps", st.Second.fps(), 1), decimal("draw_ms", ms(st.DrawTime), 3),
		decimal("draw_mean_ms", ms(st.Second.MeanDraw()), 3))
	g.logger.LogAttrs(context.Background(), slog.LevelInfo, "frame", a...)
	g.attrs = a
}

// decimal is a number logged with prec decimals: dropped_s=1.967, not the
// shortest float that reads back, 1.9666666670000001.
func decimal(key string, v float64, prec int) slog.Attr {
	return slog.String(key, strconv.FormatFloat(v, 'f', prec, 64))
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
