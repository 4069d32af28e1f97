package lab

import (
	"bufio"
	"fmt"
	"html"
	"io"
	"math"
	"strings"
)

// The chart's layout, in pixels: per policy a band with a strip of tick
// counts (a cell per frame) over a line of animation error.
const (
	svgLeft  = 130 // room for the policy's name
	svgCell  = 2   // width of one frame
	svgStrip = 12  // height of the tick strip
	svgLine  = 44  // height of the error line's box
	svgBand  = svgStrip + svgLine + 14
	svgTop   = 40
)

// tickColours colour a frame by its tick count: 0, 1, 2, 3+.
var tickColours = [4]string{"#d62728", "#c7c7c7", "#ff7f0e", "#9467bd"}

// writeSVG draws rows' first frames as one chart, plain SVG, every
// policy's error line on the same scale.
func writeSVG(out io.Writer, title string, rows []*policyRow) error {
	n, scale := 0, 1.0
	for _, r := range rows {
		n = max(n, len(r.chartTicks))
		for _, e := range r.chartErr {
			scale = max(scale, math.Abs(e))
		}
	}
	scale = math.Ceil(scale)
	w := bufio.NewWriter(out)
	width, height := svgLeft+n*svgCell+20, svgTop+len(rows)*svgBand+30
	fmt.Fprintf(w, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" font-size="12">`+"\n", width, height)
	fmt.Fprintf(w, `<rect width="100%%" height="100%%" fill="white"/>`+"\n")
	fmt.Fprintf(w, `<text x="8" y="18" font-size="14">%s</text>`+"\n", html.EscapeString(title))
	fmt.Fprintf(w, `<text x="8" y="34" fill="#555">ticks per frame: <tspan fill="%s">■ 0</tspan> <tspan fill="%s">■ 1</tspan> <tspan fill="%s">■ 2</tspan> <tspan fill="%s">■ 3+</tspan>; line: animation error, ±%g ms full scale; the first %d frames</text>`+"\n",
		tickColours[0], tickColours[1], tickColours[2], tickColours[3], scale, n)
	for i, r := range rows {
		band(w, r, svgTop+i*svgBand, scale)
	}
	fmt.Fprintln(w, "</svg>")
	return w.Flush()
}

// band draws one policy's strip and line with its top at y.
func band(w *bufio.Writer, r *policyRow, y int, scale float64) {
	fmt.Fprintf(w, `<text x="8" y="%d">%s</text>`+"\n", y+svgStrip, html.EscapeString(r.Policy))
	for i, t := range r.chartTicks {
		fmt.Fprintf(w, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`+"\n",
			svgLeft+i*svgCell, y, svgCell, svgStrip, tickColours[min(t, 3)])
	}
	mid := float64(y + svgStrip + 4 + svgLine/2)
	fmt.Fprintf(w, `<line x1="%d" y1="%g" x2="%d" y2="%g" stroke="#ddd"/>`+"\n",
		svgLeft, mid, svgLeft+len(r.chartTicks)*svgCell, mid)
	var pts strings.Builder
	for i, e := range r.chartErr {
		fmt.Fprintf(&pts, "%d,%.1f ", svgLeft+i*svgCell+svgCell/2, mid-float64(e/scale*svgLine/2))
	}
	fmt.Fprintf(w, `<polyline fill="none" stroke="#1f77b4" stroke-width="1" points="%s"/>`+"\n", strings.TrimSpace(pts.String()))
}
