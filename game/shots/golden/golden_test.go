package golden_test

import (
	"image"
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tickbox/game/shots/golden"
)

// picture returns a w×h opaque picture of c, with set applied.
func picture(w, h int, c color.RGBA, set map[image.Point]color.RGBA) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.SetRGBA(x, y, c)
		}
	}
	for p, c := range set {
		img.SetRGBA(p.X, p.Y, c)
	}
	return img
}

var grey = color.RGBA{100, 100, 100, 255}

func TestCompare(t *testing.T) {
	at := func(x, y int, c color.RGBA) map[image.Point]color.RGBA { return map[image.Point]color.RGBA{{x, y}: c} }
	for _, tc := range []struct {
		name                   string
		got                    image.Image
		beyond, within, larges int
		where                  image.Rectangle
	}{
		{"identical", picture(8, 6, grey, nil), 0, 0, 0, image.Rectangle{}},
		{"one level", picture(8, 6, grey, at(3, 2, color.RGBA{101, 100, 100, 255})), 0, 1, 1, image.Rectangle{}},
		{"at the tolerance", picture(8, 6, grey, at(3, 2, color.RGBA{100, 100, 100 + golden.Tolerance, 255})), 0, 1, golden.Tolerance, image.Rectangle{}},
		{"one past it", picture(8, 6, grey, at(3, 2, color.RGBA{100, 100 - golden.Tolerance - 1, 100, 255})), 1, 0, golden.Tolerance + 1, image.Rect(3, 2, 4, 3)},
		{"two apart", picture(8, 6, grey, map[image.Point]color.RGBA{{1, 1}: {0, 0, 0, 255}, {6, 4}: {255, 100, 100, 255}}),
			2, 0, 155, image.Rect(1, 1, 7, 5)},
	} {
		r, err := golden.Compare(tc.got, picture(8, 6, grey, nil))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		want := golden.Result{Pixels: 48, Beyond: tc.beyond, Within: tc.within, Largest: tc.larges, Where: tc.where}
		if r != want {
			t.Errorf("%s: Compare = %+v, want %+v", tc.name, r, want)
		}
		if r.Match() != (tc.beyond == 0) {
			t.Errorf("%s: Match = %v with %d beyond", tc.name, r.Match(), tc.beyond)
		}
	}
}

// The same colours in another image type, or at other bounds, compare
// equal: a PNG decodes to whatever type its colour type says.
func TestCompareAcrossTypes(t *testing.T) {
	want := picture(5, 4, grey, nil)
	got := image.NewNRGBA(image.Rect(10, 10, 15, 14))
	for y := 10; y < 14; y++ {
		for x := 10; x < 15; x++ {
			got.SetNRGBA(x, y, color.NRGBA{100, 100, 100, 255})
		}
	}
	if r, err := golden.Compare(got, want); err != nil || !r.Match() || r.Within != 0 {
		t.Fatalf("Compare(NRGBA, RGBA) = %+v, %v; want an exact match", r, err)
	}
	if _, err := golden.Compare(picture(5, 5, grey, nil), want); err == nil || !strings.Contains(err.Error(), "5x5, its golden 5x4") {
		t.Fatalf("sizes 5x5 and 5x4 compared: %v", err)
	}
}

// The diff picture marks each pixel by how it differs and frames those
// beyond the tolerance; the rest is the golden, dimmed.
func TestDiff(t *testing.T) {
	want := picture(40, 30, grey, nil)
	got := picture(40, 30, grey, map[image.Point]color.RGBA{
		{20, 15}: {200, 0, 0, 255}, // beyond
		{5, 5}:   {102, 100, 100, 255},
	})
	d := golden.Diff(got, want)
	red, amber := d.RGBAAt(20, 15), d.RGBAAt(5, 5)
	plain := d.RGBAAt(30, 25)
	frame := d.RGBAAt(20-6, 15) // the frame stands 6 pixels off
	switch {
	case red.R != 255 || red.G > 64:
		t.Errorf("the pixel beyond is %v, want bright red", red)
	case amber == plain || amber.R == 255:
		t.Errorf("the pixel within is %v, want dark amber, apart from %v", amber, plain)
	case plain.R != plain.G || plain.R >= 100:
		t.Errorf("an equal pixel is %v, want the golden dimmed to grey", plain)
	case frame != (color.RGBA{255, 0, 255, 255}):
		t.Errorf("the frame's left edge is %v, want magenta", frame)
	}
}

func TestCheck(t *testing.T) {
	dir := t.TempDir()
	pic := picture(8, 6, grey, nil)
	o, err := golden.Check(dir, "a", pic, false)
	if err != nil || o.State != golden.Missing {
		t.Fatalf("no golden: %v, %v; want Missing", o, err)
	}
	if o, err = golden.Check(dir, "a", pic, true); err != nil || o.State != golden.Updated {
		t.Fatalf("update: %v, %v; want Updated", o, err)
	}
	changed := picture(8, 6, grey, map[image.Point]color.RGBA{{1, 1}: {0, 0, 0, 255}})
	o, err = golden.Check(dir, "a", changed, false)
	if err != nil || o.State != golden.Differs || o.Result.Beyond != 1 {
		t.Fatalf("changed: %v, %v; want Differs by 1 pixel", o, err)
	}
	for _, p := range []string{o.Actual, o.Diff} {
		if _, err := os.Stat(p); err != nil {
			t.Fatalf("after a difference: %v", err)
		}
	}
	if !strings.Contains(o.String(), filepath.Join(dir, "a.actual.png")) || !strings.Contains(o.String(), filepath.Join(dir, "a.diff.png")) {
		t.Errorf("the message %q does not name the actual and diff pictures", o)
	}
	if o, err = golden.Check(dir, "a", pic, false); err != nil || o.State != golden.Matched {
		t.Fatalf("unchanged again: %v, %v; want Matched", o, err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 || entries[0].Name() != "a.png" {
		t.Fatalf("after a match the folder holds %v; want only a.png (no leftovers, no temporary files)", entries)
	}
	if _, err = golden.Check(dir, "a", picture(9, 6, grey, nil), false); err == nil {
		t.Fatal("a picture of another size passed")
	}
}
