//go:build !headless

package peers

// forgetSnaps forgets m's snaps, so that a test draws a frame without them.
func forgetSnaps(m *model) { m.snaps = [peers]snaps{} }

// pixel is where f draws the point (x, y) of peer i's world, in metres.
func (f *frames) pixel(i int, x, y float64) (float32, float32) {
	return f.art.space[i].Point(x+jumperColumn, y)
}
