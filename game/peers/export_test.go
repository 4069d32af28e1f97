//go:build !headless

package peers

// HelpLine is the help line, and FontSize the size it is drawn at, for
// the tests.
const (
	HelpLine = helpLine
	FontSize = fontSize
)

// ForgetSnaps forgets m's snaps, so that a test draws a frame without them.
func ForgetSnaps(m *model) { m.snaps = [peerCount]snaps{} }

// Pixel is where f draws the point (x, y) of peer i's world, in metres.
func (f *windowFrames) Pixel(i int, x, y float64) (float32, float32) {
	return f.art.space[i].Point(x+jumperColumn, y)
}
