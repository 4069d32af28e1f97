//go:build !headless

package render_test

import (
	"image"
	"image/color"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tickbox/render"
	"tickbox/sim"
)

// BenchmarkBalls draws 10,000 balls both ways, side by side in every
// iteration so that both see the same load on a shared machine: as the
// frame does (one quad a ball, one DrawTriangles call with a colour per
// vertex) and as the obvious code would (vector.DrawFilledCircle a ball,
// anti-aliased like our sprite). Each is timed up to the end of its draw
// calls (submit: the CPU cost of making the frame) and again after
// ReadPixels has flushed the commands through the GPU driver (flushed:
// with software GL, that is CPU too). Flushing costs the same fixed amount
// whatever was drawn (clearing the image, reading it back), so an empty
// frame is timed alongside as the baseline, and the flushed ratio compares
// the cost above it. It reports milliseconds per frame of each and how many
// times cheaper the batch is.
func BenchmarkBalls(b *testing.B) {
	const n = 10_000
	c := sim.DefaultConfig()
	c.Balls = n
	w, err := sim.New(c)
	if err != nil {
		b.Fatal(err)
	}
	r, err := newRenderer(c)
	if err != nil {
		b.Fatal(err)
	}
	dst := ebiten.NewImage(render.ScreenWidth, render.ScreenHeight)
	pixel := make([]byte, 4)
	ballColour := color.RGBA{0x4f, 0xa3, 0xe0, 0xff}
	var batchSubmit, batchTotal, vectorSubmit, vectorTotal, emptySubmit, emptyTotal time.Duration
	timed := func(draw func(), submit, total *time.Duration) {
		onGame(func() {
			dst.Clear()
			start := time.Now()
			draw()
			*submit += time.Since(start)
			readOne(dst, pixel)
			*total += time.Since(start)
		})
	}
	drawBoth := func() {
		timed(func() {}, &emptySubmit, &emptyTotal)
		timed(func() { r.DrawBalls(dst, w) }, &batchSubmit, &batchTotal)
		timed(func() {
			for i := 1; i < n; i++ {
				x, y, radius := r.BallAt(w, i)
				vector.DrawFilledCircle(dst, x, y, radius, ballColour, true)
			}
		}, &vectorSubmit, &vectorTotal)
	}
	drawBoth() // warm up: shaders compiled, atlases uploaded, slices grown
	batchSubmit, batchTotal, vectorSubmit, vectorTotal, emptySubmit, emptyTotal = 0, 0, 0, 0, 0, 0
	b.ResetTimer()
	for range b.N {
		drawBoth()
	}
	per := func(d time.Duration) float64 { return float64(d) / float64(b.N) / 1e6 }
	b.ReportMetric(per(batchSubmit), "batch-submit-ms/frame")
	b.ReportMetric(per(vectorSubmit), "vector-submit-ms/frame")
	b.ReportMetric(per(batchTotal), "batch-flushed-ms/frame")
	b.ReportMetric(per(vectorTotal), "vector-flushed-ms/frame")
	b.ReportMetric(float64(vectorSubmit)/float64(batchSubmit), "x-cheaper-submit")
	b.ReportMetric(per(emptyTotal), "empty-flushed-ms/frame")
	b.ReportMetric(float64(vectorTotal-emptyTotal)/float64(batchTotal-emptyTotal), "x-cheaper-flushed")
}

// readOne reads one pixel of img, which makes Ebitengine run every command
// queued for it first.
func readOne(img *ebiten.Image, pixel []byte) {
	img.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image).ReadPixels(pixel)
}
