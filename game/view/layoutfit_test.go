//go:build !headless

package view

import (
	"fmt"
	"image"
	"testing"
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
		w, h := Fit(tc.w, tc.h)
		if w != tc.wantW || h != tc.wantH {
			t.Errorf("Fit(%d, %d) = %d×%d, want %d×%d", tc.w, tc.h, w, h, tc.wantW, tc.wantH)
		}
		if ratio, want := float64(w)/float64(h), float64(tc.w)/float64(tc.h); ratio < want*0.99 || ratio > want*1.01 {
			t.Errorf("Fit(%d, %d) = %d×%d changes the shape: %.3f, want %.3f", tc.w, tc.h, w, h, ratio, want)
		}
	}
}

// windows are the window sizes the layout tests try: the goldens', a
// small one, the tall 800×900, 1920×1080, and shapes to the extremes.
var windows = [][2]int{{1280, 720}, {800, 900}, {640, 400}, {1024, 768}, {1920, 1080}, {3840, 1080},
	{700, 1400}, {1000, 1000}, {1100, 880}, {320, 7680}, {7680, 320}}

// Whatever the window and the panels shown, every area lies on the logical
// screen, apart from the others, the notice row under the box and the
// jumper, and the box is at least 240 pixels each way; 1280×720 with
// everything shown keeps the layout the goldens show.
func TestLayoutFits(t *testing.T) {
	names := [5]string{"overlay", "jumper", "box", "timeline", "notice row"}
	for _, v := range views {
		for _, win := range windows {
			w, h := Fit(win[0], win[1])
			a := areas(w, h, v.overlay, v.timeline)
			where := fmt.Sprintf("%dx%d (logical %dx%d), %s", win[0], win[1], w, h, v.name)
			screen := image.Rect(0, 0, w, h)
			for i, r := range a {
				shown := (i != 0 || v.overlay) && (i != 3 || v.timeline)
				if shown != !r.Empty() || !r.In(screen) {
					t.Errorf("%s: the %s %v is not on the screen as it should be (shown %v)", where, names[i], r, shown)
				}
				for j := i + 1; j < len(a); j++ {
					if r.Overlaps(a[j]) {
						t.Errorf("%s: the %s %v overlaps the %s %v", where, names[i], r, names[j], a[j])
					}
				}
			}
			if box := a[2]; box.Dx() < 240 || box.Dy() < 240 {
				t.Errorf("%s: the box is %v, under 240 pixels", where, box.Size())
			}
			if n := a[4]; n.Min.Y < a[1].Max.Y || n.Min.Y < a[2].Max.Y {
				t.Errorf("%s: the notice row %v is not under the jumper %v and the box %v", where, n, a[1], a[2])
			}
		}
	}
	want := [5]image.Rectangle{image.Rect(16, 14, 440, 590), image.Rect(440, 24, 640, 584),
		image.Rect(676, 24, 1256, 584), image.Rect(16, 612, 1264, 708), image.Rect(16, 590, 1264, 609)}
	if got := areas(1280, 720, true, true); got != want {
		t.Errorf("1280×720 lays out %v, want the goldens' %v", got, want)
	}
}

// F2 and F3 give the space of what they hide to the box and the jumper:
// hiding a panel never makes the box smaller nor the jumper's column
// shorter, and hiding both makes the box's area larger, and the box
// itself wherever its height was what held it back.
func TestHiddenPanelsGiveTheirSpace(t *testing.T) {
	for _, win := range windows {
		w, h := Fit(win[0], win[1])
		all := areas(w, h, true, true)
		for _, v := range views[1:] {
			a := areas(w, h, v.overlay, v.timeline)
			if side(a[2]) < side(all[2]) || a[1].Dy() < all[1].Dy() {
				t.Errorf("%dx%d, %s: box %v, jumper %v; with everything shown %v, %v", win[0], win[1], v.name,
					a[2].Size(), a[1].Size(), all[2].Size(), all[1].Size())
			}
		}
		none, box := areas(w, h, false, false)[2], all[2]
		if none.Dx()*none.Dy() <= box.Dx()*box.Dy() || (box.Dy() < box.Dx() && side(none) <= side(box)) {
			t.Errorf("%dx%d: with F2 and F3 the box's area is %v, against %v", win[0], win[1], none.Size(), box.Size())
		}
	}
}

// A tall window puts the box where it is largest: beside the overlay on
// an 800×900 window (it was about 230 pixels under the overlay; 427 fit
// beside it), under it where the window is too narrow for that.
func TestTallBoxTakesTheLargerPlace(t *testing.T) {
	for _, tc := range []struct {
		w, h, least int
		beside      bool
	}{{800, 900, 420, true}, {700, 1400, 600, false}} {
		w, h := Fit(tc.w, tc.h)
		a := areas(w, h, true, true)
		if side(a[2]) < tc.least || (a[2].Min.X > a[0].Min.X) != tc.beside {
			t.Errorf("%dx%d: the box is %v at %v (overlay %v); want at least %d, beside the overlay %v",
				tc.w, tc.h, a[2].Size(), a[2].Min, a[0], tc.least, tc.beside)
		}
	}
}
