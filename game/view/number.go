//go:build !headless

package view

import (
	"time"

	"tickbox/render"
)

// appendCost appends a cost that may be tiny: microseconds below 0.1 ms,
// where milliseconds would show only zeros, else milliseconds.
func appendCost(buf []byte, d time.Duration) []byte {
	if d < 100*time.Microsecond {
		buf = render.AppendFixed(buf, float64(d)/float64(time.Microsecond), 2)
		return append(buf, " µs"...)
	}
	return render.AppendMs(buf, d, 3)
}

// lengthUnits are the units appendLength picks from, smallest first: a
// desync starts at the last bit of a coordinate, about a femtometre, and
// grows to metres.
var lengthUnits = [...]struct {
	name string
	size float64
}{{" fm", 1e-15}, {" pm", 1e-12}, {" nm", 1e-9}, {" µm", 1e-6}, {" mm", 1e-3}, {" m", 1}}

// appendLength appends a length in metres in the largest unit it is at
// least one of, with two decimals: "0 m", "3.55 fm", "12.07 mm", "2.31 m".
func appendLength(buf []byte, m float64) []byte {
	if m == 0 {
		return append(buf, "0 m"...)
	}
	u := lengthUnits[0]
	for _, c := range lengthUnits[1:] {
		if m >= c.size {
			u = c
		}
	}
	return append(render.AppendFixed(buf, m/u.size, 2), u.name...)
}

// appendOnOff appends "on" or "off".
func appendOnOff(buf []byte, on bool) []byte {
	if on {
		return append(buf, "on"...)
	}
	return append(buf, "off"...)
}
