//go:build !headless

package render

import (
	"math"
	"strconv"
	"time"
)

// These append numbers the way the overlay shows them, into a reused
// buffer: strconv's Append functions allocate nothing.

// AppendFixed appends v with prec digits after the point.
func AppendFixed(buf []byte, v float64, prec int) []byte {
	return strconv.AppendFloat(buf, v, 'f', prec, 64)
}

// AppendMs appends d in milliseconds with prec decimals and " ms".
func AppendMs(buf []byte, d time.Duration, prec int) []byte {
	return append(AppendFixed(buf, float64(d)/float64(time.Millisecond), prec), " ms"...)
}

// AppendInt appends v.
func AppendInt(buf []byte, v int64) []byte { return strconv.AppendInt(buf, v, 10) }

// appendScale appends a time scale as ×¼, ×½, ×1, ×2, ..., ×1.25.
func appendScale(buf []byte, x float64) []byte {
	buf = append(buf, "×"...)
	switch {
	case x == 0.25 || x == 0.5 || x == 0.75:
		return append(buf, [...]string{"¼", "½", "¾"}[int(x*4)-1]...)
	case x == math.Trunc(x) && math.Abs(x) < 1<<53:
		return AppendInt(buf, int64(x))
	}
	return AppendFixed(buf, x, 2)
}

// appendSpeed appends a game speed: two decimals, which show slow motion
// (0.71×), up to 100×; whole numbers above, where as fast as possible
// reaches 702349×, which two decimals would push into the next column.
func appendSpeed(buf []byte, v float64) []byte {
	return append(AppendFixed(buf, v, pick(v >= 100, 0, 2)), "×"...)
}

// Cut shortens buf to at most chars characters, ending it with "…" when it
// cuts, so that a value never runs into what is drawn after it.
func Cut(buf []byte, chars int) []byte {
	if runes(buf) <= chars {
		return buf
	}
	return append(buf[:prefix(buf, chars-1)], "…"...)
}
