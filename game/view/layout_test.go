//go:build !headless

package view

import (
	"image"
	"strings"
	"testing"

	"tickbox/sim/bounce"
)

// views are the four ways F2 and F3 leave the panels.
var views = []struct {
	name              string
	overlay, timeline bool
}{{"everything", true, true}, {"F2", false, true}, {"F3", true, false}, {"F2 F3", false, false}}

// The jumper's scale hangs from its legend: at 1920×1080 it started
// halfway down its column, under a gap, where it was kept at the bottom.
// It grows with the column up to the size the column's width allows.
func TestJumperScaleHangsFromTheLegend(t *testing.T) {
	r, err := newRenderer(bounce.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	var last float32
	for _, win := range [][2]int{{800, 900}, {1280, 720}, {1920, 1080}, {3840, 2160}} { // columns ever taller
		w, h := Fit(win[0], win[1])
		var top, ground float32
		onGame(func() {
			r.Resize(w, h)
			top, ground = r.jumperScale()
		})
		col := areas(w, h, true, true)[1]
		if top < float32(col.Min.Y) || top > float32(col.Min.Y+110) || ground > float32(col.Max.Y) {
			t.Errorf("%dx%d: the scale runs from %v to %v in the column %v; want it under the legend, 110 pixels down", win[0], win[1], top, ground, col)
		}
		if pxPerM := (ground - top) / 1.5; pxPerM < last-0.01 || pxPerM > 375.01 {
			t.Errorf("%dx%d: %v pixels a metre, after %v on a smaller window; want as large as fits, up to 375", win[0], win[1], pxPerM, last)
		} else {
			last = pxPerM
		}
	}
}

// The keys' hint is drawn whatever the panels (it went with the overlay),
// whole, in the notice row and on the screen.
func TestKeysHintStays(t *testing.T) {
	s := newScene(t, nil)
	for _, v := range views {
		for _, win := range [][2]int{{1280, 720}, {800, 900}, {640, 400}} {
			w, h := Fit(win[0], win[1])
			var glyphs []image.Rectangle
			onGame(func() { glyphs = s.r.hintGlyphs(&s.pic, w, h, v.overlay, v.timeline) })
			row := areas(w, h, v.overlay, v.timeline)[4]
			if len(glyphs) != len(strings.ReplaceAll("F1 keys  F2 overlay  F3 timeline  Esc quit", " ", "")) {
				t.Errorf("%dx%d, %s: the hint draws %d characters", win[0], win[1], v.name, len(glyphs))
			}
			for _, g := range glyphs {
				if !g.In(row) {
					t.Errorf("%dx%d, %s: a character of the hint at %v is outside the notice row %v", win[0], win[1], v.name, g, row)
					break
				}
			}
		}
	}
}
