package raster

import (
	"math"
	"math/rand/v2"
	"testing"
	"time"
)

func TestDiv255Rounds(t *testing.T) {
	for v := uint32(0); v <= 255*255; v++ {
		if got, want := div255(v), uint8(math.Round(float64(v)/255)); got != want {
			t.Fatalf("div255(%d) = %d, want %d", v, got, want)
		}
	}
}

// disc returns the alpha of a disc of radius r centred in a square of n
// pixels, a pixel's coverage sampled 4×4 times, as the sprite atlas draws it.
func disc(n int, r float64) []uint8 {
	cover := make([]uint8, n*n)
	c := float64(n) / 2
	for y := range n {
		for x := range n {
			in := 0
			for i := range 16 {
				sx := float64(x) + (float64(i%4)+0.5)/4
				sy := float64(y) + (float64(i/4)+0.5)/4
				if math.Hypot(sx-c, sy-c) <= r {
					in++
				}
			}
			cover[y*n+x] = uint8(math.Round(float64(in) / 16 * 255))
		}
	}
	return cover
}

var blue = [4]float32{0.31 * 0.9, 0.64 * 0.9, 0.88 * 0.9, 0.9} // premultiplied, at 90 %

// TestPutOnePixelExact puts a sprite at whole pixels on an empty layer:
// every pixel it covers is its texel times the colour, and no other pixel
// changes.
func TestPutOnePixelExact(t *testing.T) {
	cover := disc(6, 1.5)
	l := NewLayer(20, 10)
	b := l.Brush(cover, 6, 6, blue)
	l.Put(b, 3, 2)
	for y := range l.Height {
		for x := range l.Width {
			a := 0.0
			if sx, sy := x-3, y-2; sx >= 0 && sy >= 0 && sx < 6 && sy < 6 {
				a = float64(cover[sy*6+sx]) / 255
			}
			for c := range 4 {
				want := uint8(math.Round(a * float64(blue[c]) * 255))
				if got := l.Bytes()[4*(y*l.Width+x)+c]; got != want {
					t.Fatalf("pixel (%d, %d) channel %d = %d, want %d", x, y, c, got, want)
				}
			}
		}
	}
}

// reference draws what a GPU would: each pixel the bilinear sample of the
// sprite at its centre, for the sprite's top left corner at exactly (x, y),
// tinted and blended source over in floating point, on dst.
func reference(dst []float64, w, h int, cover []uint8, n int, colour [4]float32, x, y float64) {
	texel := func(tx, ty int) float64 {
		if tx < 0 || ty < 0 || tx >= n || ty >= n {
			return 0
		}
		return float64(cover[ty*n+tx]) / 255
	}
	for py := range h {
		for px := range w {
			u, v := float64(px)+0.5-x-0.5, float64(py)+0.5-y-0.5
			i, j := math.Floor(u), math.Floor(v)
			fu, fv := u-i, v-j
			ti, tj := int(i), int(j)
			a := (1-fu)*(1-fv)*texel(ti, tj) + fu*(1-fv)*texel(ti+1, tj) +
				(1-fu)*fv*texel(ti, tj+1) + fu*fv*texel(ti+1, tj+1)
			p := dst[4*(py*w+px):]
			inv := 1 - a*float64(colour[3])
			for c := range 4 {
				p[c] = a*float64(colour[c]) + p[c]*inv
			}
		}
	}
}

// TestPutMatchesFilteredSprite puts 200 sprites at random places, some
// crossing the layer's edges, in two colours, and compares every pixel
// with a floating-point draw of the same sprites at the same eighths of a
// pixel (what a GPU draws at those places): within 2 levels, the rounding
// of blending each sprite into bytes.
func TestPutMatchesFilteredSprite(t *testing.T) {
	const w, h, n = 60, 40, 6
	cover := disc(n, 1.5)
	orange := [4]float32{1, 0.6, 0.2, 1}
	l := NewLayer(w, h)
	brushes := [2]*Brush{l.Brush(cover, n, n, blue), l.Brush(cover, n, n, orange)}
	colours := [2][4]float32{blue, orange}
	want := make([]float64, 4*w*h)
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range 200 {
		x, y := float32(rng.Float64()*(w+8)-4), float32(rng.Float64()*(h+8)-4)
		l.Put(brushes[i&1], x, y)
		ix, px := phase(x)
		iy, py := phase(y)
		reference(want, w, h, cover, n, colours[i&1], float64(ix)+float64(px)/Phases, float64(iy)+float64(py)/Phases)
	}
	worst := 0.0
	for i, v := range want {
		worst = max(worst, math.Abs(float64(l.Bytes()[i])-v*255))
	}
	if worst > 2 {
		t.Errorf("the layer differs from the filtered sprites by %.2f levels, want at most 2", worst)
	}
}

// A sprite too wide for a dab's offsets, or cover of the wrong size, is a
// programming error, said at once rather than drawn wrong.
func TestBrushRefusesWhatItCannotPut(t *testing.T) {
	l := NewLayer(300, 300)
	for _, c := range []struct{ w, h, n int }{{255, 4, 255 * 4}, {4, 4, 15}, {0, 4, 0}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Brush of %d × %d from %d texels: no panic", c.w, c.h, c.n)
				}
			}()
			l.Brush(make([]uint8, c.n), c.w, c.h, blue)
		}()
	}
	l.Brush(make([]uint8, 254*254), 254, 254, blue) // the widest it takes
}

func TestPhase(t *testing.T) {
	for _, c := range []struct {
		v            float32
		pixel, phase int
	}{{0, 0, 0}, {2.5, 2, 4}, {2.97, 3, 0}, {-0.5, -1, 4}, {-0.01, 0, 0}, {7.0624, 7, 0}, {7.0626, 7, 1}} {
		if p, q := phase(c.v); p != c.pixel || q != c.phase {
			t.Errorf("phase(%v) = %d, %d; want %d, %d", c.v, p, q, c.pixel, c.phase)
		}
	}
}

// BenchmarkPut times a frame's crowd of 10,000 balls of radius 1.5 put on
// a layer the size of the box at 1280 × 720 (about 550 × 450 pixels),
// clearing it first, as the browser's frame does: ns/ball is the frame's
// time over the balls, clear-share the part of it clearing takes (timed
// in turn in the same run), allocs/frame what a frame allocates. It runs
// native in make bench and as WebAssembly under Node.
func BenchmarkPut(b *testing.B) {
	const balls, w, h, n = 10_000, 550, 450, 6
	l := NewLayer(w, h)
	brushes := [2]*Brush{l.Brush(disc(n, 1.5), n, n, blue), l.Brush(disc(n, 1.5), n, n, [4]float32{1, 1, 1, 1})}
	rng := rand.New(rand.NewPCG(3, 4))
	at := make([][2]float32, balls)
	for i := range at {
		at[i] = [2]float32{float32(rng.Float64() * (w - n - 1)), float32(rng.Float64() * (h - n - 1))}
	}
	frame := func() {
		l.Clear()
		for i, p := range at {
			l.Put(brushes[i&1], p[0], p[1])
		}
	}
	frame()
	allocs := testing.AllocsPerRun(10, frame)
	b.ResetTimer()
	for range b.N {
		frame()
	}
	b.StopTimer()
	start := time.Now()
	for range b.N {
		l.Clear()
	}
	clearing := float64(time.Since(start).Nanoseconds()) / float64(b.N)
	perFrame := float64(b.Elapsed().Nanoseconds()) / float64(b.N)
	b.ReportMetric(perFrame/balls, "ns/ball")
	b.ReportMetric(clearing/perFrame, "clear-share")
	b.ReportMetric(allocs, "allocs/frame")
}
