//go:build !headless

package render

import (
	"strconv"
	"time"
)

// These append numbers the way the overlay shows them, into a reused
// buffer: strconv's Append functions allocate nothing.

// appendFixed appends v with prec digits after the point.
func appendFixed(buf []byte, v float64, prec int) []byte {
	return strconv.AppendFloat(buf, v, 'f', prec, 64)
}

// appendMs appends d in milliseconds with prec decimals and " ms".
func appendMs(buf []byte, d time.Duration, prec int) []byte {
	buf = appendFixed(buf, float64(d)/float64(time.Millisecond), prec)
	return append(buf, " ms"...)
}

// appendInt appends v.
func appendInt(buf []byte, v int64) []byte { return strconv.AppendInt(buf, v, 10) }

// appendScale appends a time scale in quarters as ×¼, ×½, ×1, ×2, ...
func appendScale(buf []byte, quarters int) []byte {
	buf = append(buf, "×"...)
	switch {
	case quarters == 1:
		return append(buf, "¼"...)
	case quarters == 2:
		return append(buf, "½"...)
	case quarters == 3:
		return append(buf, "¾"...)
	case quarters%4 == 0:
		return appendInt(buf, int64(quarters/4))
	}
	return appendFixed(buf, float64(quarters)/4, 2)
}

// appendOnOff appends "on" or "off".
func appendOnOff(buf []byte, on bool) []byte {
	if on {
		return append(buf, "on"...)
	}
	return append(buf, "off"...)
}

// appendCost appends a cost that may be tiny: microseconds below 0.1 ms,
// where milliseconds would show only zeros, else milliseconds.
func appendCost(buf []byte, d time.Duration) []byte {
	if d < 100*time.Microsecond {
		buf = appendFixed(buf, float64(d)/float64(time.Microsecond), 2)
		return append(buf, " µs"...)
	}
	return appendMs(buf, d, 3)
}
