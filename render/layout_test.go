//go:build !headless

package render_test

import (
	"image"
	"testing"

	"tickbox/render"
)

// The logical screen keeps the window's shape, so nothing is letterboxed,
// and grows only as much as the layout needs: a window of 640×400 draws
// text at about 8.5 pixels, where a letterboxed 1280×720 would leave a
// third of a tall window empty.
func TestFit(t *testing.T) {
	for _, tc := range []struct{ w, h, wantW, wantH int }{
		{1280, 720, 1280, 720},
		{1920, 1080, 1920, 1080},
		{800, 900, 889, 1000}, // tall: the box goes under the overlay
		{640, 400, 1136, 710},
		{320, 320, 1000, 1000},
		{2560, 720, 2560, 720},
	} {
		w, h := render.Fit(tc.w, tc.h)
		if w != tc.wantW || h != tc.wantH {
			t.Errorf("Fit(%d, %d) = %d×%d, want %d×%d", tc.w, tc.h, w, h, tc.wantW, tc.wantH)
		}
		if ratio, want := float64(w)/float64(h), float64(tc.w)/float64(tc.h); ratio < want*0.99 || ratio > want*1.01 {
			t.Errorf("Fit(%d, %d) = %d×%d changes the shape: %.3f, want %.3f", tc.w, tc.h, w, h, ratio, want)
		}
	}
}

// Whatever the window, the overlay, the jumper, the box and the timeline
// lie on the logical screen, apart from each other, and the box is at least
// 240 pixels each way; 1280×720 keeps the layout the goldens show.
func TestLayoutFits(t *testing.T) {
	names := [4]string{"overlay", "jumper", "box", "timeline"}
	for _, win := range [][2]int{{1280, 720}, {800, 900}, {640, 400}, {1024, 768}, {3840, 1080},
		{700, 1400}, {1000, 1000}, {1100, 880}, {320, 7680}, {7680, 320}} {
		w, h := render.Fit(win[0], win[1])
		a := render.Areas(w, h)
		screen := image.Rect(0, 0, w, h)
		for i, r := range a {
			if !r.In(screen) || r.Empty() {
				t.Errorf("%dx%d (logical %dx%d): the %s %v is not on the screen", win[0], win[1], w, h, names[i], r)
			}
			for j := i + 1; j < len(a); j++ {
				if r.Overlaps(a[j]) {
					t.Errorf("%dx%d: the %s %v overlaps the %s %v", win[0], win[1], names[i], r, names[j], a[j])
				}
			}
		}
		if box := a[2]; box.Dx() < 240 || box.Dy() < 240 {
			t.Errorf("%dx%d (logical %dx%d): the box is %v, under 240 pixels", win[0], win[1], w, h, box.Size())
		}
	}
	want := [4]image.Rectangle{image.Rect(16, 14, 420, 600), image.Rect(440, 24, 640, 584),
		image.Rect(676, 24, 1256, 584), image.Rect(16, 612, 1264, 708)}
	if got := render.Areas(1280, 720); got != want {
		t.Errorf("1280×720 lays out %v, want the goldens' %v", got, want)
	}
}
