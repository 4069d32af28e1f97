//go:build !headless

package game

import "testing"

// -crowd picks how a crowd of 3,000 balls is drawn: cpu on the box's
// pixels, gpu as triangles, and auto as triangles in a window, whatever
// its GL (the browser's auto is TestBrowserQuery's).
func TestCrowdFlag(t *testing.T) {
	for _, c := range []struct {
		crowd string
		cpu   bool
	}{{"cpu", true}, {"gpu", false}, {"auto", false}} {
		g, _ := virtualGame(t, "-balls", "3000", "-crowd", c.crowd)
		g.Layout(1280, 720)
		if got := g.renderer.RastersCrowd(); got != c.cpu {
			t.Errorf("-crowd %s at 3,000 balls: drawn on the CPU %v, want %v", c.crowd, got, c.cpu)
		}
	}
}
