//go:build !headless

package view

import (
	"testing"
	"time"

	"tickbox/render"
)

// A failure's notice shows in the error colour, a success's in the accent:
// the two used to share the amber, so a failed save read like a saved one.
func TestNoticeColour(t *testing.T) {
	s := newScene(t, nil)
	for _, tc := range []struct {
		failed bool
		want   render.Colour
	}{{true, render.ColWarn}, {false, render.ColAccent}} {
		s.r.Notice("screenshot: mkdir /proc/x: no such file or directory", s.clock.Now()+time.Second, tc.failed)
		s.build()
		if got := s.r.lastGlyphColour(); got != tc.want {
			t.Errorf("failed %v: the notice is drawn in %v, want %v", tc.failed, got, tc.want)
		}
	}
}
