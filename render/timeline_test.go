//go:build !headless

package render_test

import (
	"strings"
	"testing"
	"time"

	"tickbox/render"
	"tickbox/render/rendertest"
)

// timelineAfter returns the dev layer's timeline on a 1280×720 screen
// after one frame and a hitch under policy: its shapes but the legend's
// swatches, and its text.
func timelineAfter(t *testing.T, policy string, hitch time.Duration) ([]rendertest.Shape, string) {
	t.Helper()
	l := devLoop(t, policy)
	if _, err := l.Frame(); err != nil {
		t.Fatal(err)
	}
	if err := l.Hitch(hitch); err != nil {
		t.Fatal(err)
	}
	if _, err := l.Frame(); err != nil {
		t.Fatal(err)
	}
	p := &render.DevPicture{Timeline: true} // no overlay: its "cut by" row names causes too
	l.Readout(&p.Readout)
	var shapes []rendertest.Shape
	var text []string
	var lay render.Layout
	onGame(func() {
		d, err := render.NewDev(nil)
		if err != nil {
			t.Fatal(err)
		}
		d.Build(p, 1280, 720)
		c := d.Canvas()
		shapes, text, lay = rendertest.Shapes(c, render.PictureLayer), rendertest.Text(c, 0), c.Layout
	})
	var in []rendertest.Shape
	for _, s := range shapes {
		swatch := s.Rect.Dx() <= 11 && s.Rect.Dy() <= 11 // the legend's, 10 px square
		if s.Rect.In(lay.Timeline) && !swatch {
			in = append(in, s)
		}
	}
	return in, strings.Join(text, "\n")
}

// widthIn returns how wide the shapes of colour c are in all.
func widthIn(shapes []rendertest.Shape, c render.Colour) int {
	w := 0
	for _, s := range shapes {
		if s.Colour == c {
			w += s.Rect.Dx()
		}
	}
	return w
}

// The timeline draws each cut in the colour of its cause, as the "cut by"
// row names them, and its legend names the owed limit where it shows:
// after a 250 ms hitch under tickbox-steady the owed limit cut 166.7 ms
// (its own colour, none the clamp's); after a 1 s hitch under tickbox the
// clamp cut 750 ms (the clamp's colour, and no owed limit in the legend).
func TestTimelineColoursEachCut(t *testing.T) {
	for _, c := range []struct {
		policy      string
		hitch       time.Duration
		owed, clamp time.Duration
	}{
		{"tickbox-steady", 250 * time.Millisecond, 166_666_667, 0},
		{"tickbox", time.Second, 0, 750 * time.Millisecond},
	} {
		t.Run(c.policy, func(t *testing.T) {
			shapes, text := timelineAfter(t, c.policy, c.hitch)
			perPx := float64(time.Second) / float64(timelineWidth(t, shapes))
			for _, k := range []struct {
				name string
				col  render.Colour
				want time.Duration
			}{{"owed limit", render.ColOwed, c.owed}, {"clamp", render.ColClamp, c.clamp}} {
				got := time.Duration(float64(widthIn(shapes, k.col)) * perPx)
				if d := got - k.want; d < -3*time.Millisecond || d > 3*time.Millisecond {
					t.Errorf("the %s's colour covers %v of the timeline, want %v", k.name, got, k.want)
				}
			}
			if named := strings.Contains(text, "owed limit"); named != (c.owed > 0) {
				t.Errorf("the legend names the owed limit: %v, want %v:\n%s", named, c.owed > 0, text)
			}
		})
	}
}

// timelineWidth returns the width of the timeline's background, the
// widest shape in it: a second.
func timelineWidth(t *testing.T, shapes []rendertest.Shape) int {
	w := 0
	for _, s := range shapes {
		w = max(w, s.Rect.Dx())
	}
	if w == 0 {
		t.Fatal("no timeline drawn")
	}
	return w
}
