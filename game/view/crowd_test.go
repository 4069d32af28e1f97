//go:build !headless

package view

import (
	"image/color"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/render"
	"tickbox/sim/sandbox"
)

// crowdBoth draws balls' crowd with triangles and then on the raster,
// each on a screen filled with the box's floor colour, and returns both
// screens' pixels.
func crowdBoth(t *testing.T, s *scene, balls []sandbox.Point) (triangles, raster []byte) {
	t.Helper()
	read := func(on bool) []byte {
		var pix []byte
		var rastered bool
		onGame(func() {
			s.r.CrowdOnCPU(on)
			rastered = s.r.RastersCrowd()
			dst := ebiten.NewImage(render.ScreenWidth, render.ScreenHeight)
			dst.Fill(color.RGBA{0x1e, 0x24, 0x30, 0xff})
			s.r.addBalls(balls, false)
			s.r.flushShapes(dst)
			pix = make([]byte, 4*render.ScreenWidth*render.ScreenHeight)
			dst.ReadPixels(pix)
			dst.Deallocate()
		})
		if rastered != on {
			t.Fatalf("CrowdOnCPU(%v) at %d balls: drawn on a raster %v", on, len(balls), rastered)
		}
		return pix
	}
	return read(false), read(true)
}

// differ returns the largest difference between a and b in any channel,
// and the mean over every channel.
func differ(a, b []byte) (worst int, mean float64) {
	sum := 0
	for i := range a {
		d := int(a[i]) - int(b[i])
		if d < 0 {
			d = -d
		}
		worst, sum = max(worst, d), sum+d
	}
	return worst, float64(sum) / float64(len(a))
}

// The browser's crowd, drawn on the CPU (render.Raster), is the native
// window's, drawn by the GPU as triangles: for balls centred at eighths of
// a pixel, where the raster puts them exactly, every channel of every
// pixel within 4 levels (both round each sprite's blend into bytes, the
// raster once more putting its layer on the floor; 3 with Mesa's
// llvmpipe); for the balls where the world has them, each put within a
// sixteenth of a pixel, within 0.3 of a level on average (0.12 with
// llvmpipe; the filter's weights swapped give 0.7).
func TestRasterCrowdMatchesTriangles(t *testing.T) {
	o := sandbox.DefaultOptions()
	o.World.Balls = 10_000
	s := openScene(t, o)
	var pic sandbox.Picture
	onGame(func() {
		s.sb.Frame()
		pic.Fill(s.sb.Scene())
	})
	snapped := make([]sandbox.Point, len(pic.Balls))
	for i, p := range pic.Balls {
		x, y, _ := s.r.ballAt(p)
		snapped[i] = s.r.pointAt(float32(math.Round(float64(x)*8)/8), float32(math.Round(float64(y)*8)/8))
	}
	worst, mean := differ(crowdBoth(t, s, snapped))
	t.Logf("balls at eighths of a pixel: up to %d levels apart, %.3f on average", worst, mean)
	if worst > 4 {
		t.Errorf("balls at eighths of a pixel: the raster differs from the triangles by up to %d levels (mean %.3f), want at most 4", worst, mean)
	}
	worst, mean = differ(crowdBoth(t, s, pic.Balls))
	t.Logf("balls where the world has them: up to %d levels apart, %.3f on average", worst, mean)
	if mean > 0.3 {
		t.Errorf("balls where the world has them: the raster differs from the triangles by %.3f levels on average, want at most 0.3", mean)
	}
}

// A steady frame of 10,000 balls drawn on the raster allocates nothing up
// to the GPU calls: the raster and its brushes are made when the box is
// laid out, not each frame.
func TestRasterFrameAllocatesNothing(t *testing.T) {
	s := newScene(t, func(o *sandbox.Options) { o.World.Balls = 10_000 })
	var allocs float64
	var rastered bool
	onGame(func() {
		s.r.CrowdOnCPU(true)
		rastered = s.r.RastersCrowd()
		s.frame()
		s.r.discard()
		allocs = testing.AllocsPerRun(20, func() {
			s.clock.Advance(time.Millisecond)
			s.frame()
			s.r.discard()
		})
	})
	if !rastered {
		t.Fatal("10,000 balls: the box draws no raster")
	}
	if allocs != 0 {
		t.Errorf("a frame of 10,000 balls on the raster allocates %v times, want 0", allocs)
	}
}

// The box's caption says where the crowd is drawn: "on the CPU" only
// when it is.
func TestCaptionSaysCrowdOnCPU(t *testing.T) {
	s := newScene(t, func(o *sandbox.Options) { o.World.Balls = 10_000 })
	for _, on := range []bool{true, false} {
		var caption string
		onGame(func() {
			s.r.CrowdOnCPU(on)
			s.build()
			caption = s.r.caption()
			s.r.discard()
		})
		want := "crowd drawn small"
		if on {
			want += " on the CPU"
		}
		if !strings.HasSuffix(caption, want) {
			t.Errorf("CrowdOnCPU(%v) at 10,000 balls: the caption is %q, want it to end %q", on, caption, want)
		}
	}
}

// Below rasterBalls the box draws its crowd with triangles wherever it
// runs: a raster's fixed cost would buy nothing.
func TestRasterOnlyForACrowd(t *testing.T) {
	o := sandbox.DefaultOptions()
	o.World.Balls = 2999
	s := openScene(t, o)
	onGame(func() { s.r.CrowdOnCPU(true) })
	if s.r.RastersCrowd() {
		t.Error("2,999 balls: the box made a raster, want triangles")
	}
	o.World.Balls = 3000
	s = openScene(t, o)
	onGame(func() { s.r.CrowdOnCPU(true) })
	if !s.r.RastersCrowd() {
		t.Error("3,000 balls: the box made no raster")
	}
}
