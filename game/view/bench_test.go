//go:build !headless

package view

import (
	"fmt"
	"image"
	"image/color"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tickbox/render"
	"tickbox/sim/sandbox"
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
// times cheaper the batch is. The batch's time includes taking the balls
// into a Picture (blending them), as a frame does; the vector calls draw
// from the Picture taken then.
func BenchmarkBalls(b *testing.B) {
	const n = 10_000
	o := sandbox.DefaultOptions()
	o.World.Balls = n
	s := openScene(b, o)
	sb, r := s.sb, s.r
	var pic sandbox.Picture
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
		timed(func() {
			pic.Fill(sb.Scene())
			r.drawBalls(dst, pic.Balls)
		}, &batchSubmit, &batchTotal)
		timed(func() {
			for i := 1; i < n; i++ {
				x, y, radius := r.ballAt(pic.Balls[i])
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

// BenchmarkFrame measures a whole window frame at 10,000 and 100,000 balls,
// in the three parts a frame's CPU time goes to: the loop's frame (the
// ticks it runs, one a frame here at 60 fps and 60 Hz), building the
// picture (Picture.Fill, which blends the balls between their previous and
// current states, reported alone as fill, then Build, every quad of the
// picture), and the GPU calls flushed through the driver (with software GL
// under Xvfb, CPU work too: DrawTriangles, rasterising, reading a pixel
// back). As a memory-bandwidth baseline measured in the same run, it
// copies as many vertices as Build writes, three a ball; x-copy is Build's
// time over that copy's.
//
//	go test ./render -run '^$' -bench Frame
func BenchmarkFrame(b *testing.B) {
	for _, n := range []int{10_000, 100_000} {
		b.Run(fmt.Sprintf("balls=%d", n), func(b *testing.B) { benchmarkFrame(b, n) })
	}
}

func benchmarkFrame(b *testing.B, balls int) {
	o := sandbox.DefaultOptions()
	o.World.Balls, o.FPSCap = balls, 60
	s := openScene(b, o)
	sb, r := s.sb, s.r
	screen := ebiten.NewImage(render.ScreenWidth, render.ScreenHeight)
	pixel := make([]byte, 4)
	from, to := make([]ebiten.Vertex, 3*balls), make([]ebiten.Vertex, 3*balls)
	var pic sandbox.Picture
	var tick, fill, build, flush, copying time.Duration
	frame := func() {
		onGame(func() {
			start := time.Now()
			sb.Frame()
			ticked := time.Now()
			pic.Fill(sb.Scene())
			filled := time.Now()
			r.Build(&pic)
			built := time.Now()
			r.Flush(screen)
			readOne(screen, pixel)
			copied := time.Now()
			copy(to, from)
			tick, fill, build = tick+ticked.Sub(start), fill+filled.Sub(ticked), build+built.Sub(ticked)
			flush, copying = flush+copied.Sub(built), copying+time.Since(copied)
		})
	}
	for range 3 { // warm up: batches grown, shaders compiled
		frame()
	}
	tick, fill, build, flush, copying = 0, 0, 0, 0, 0
	b.ResetTimer()
	for range b.N {
		frame()
	}
	per := func(d time.Duration) float64 { return float64(d) / float64(b.N) / 1e6 }
	b.ReportMetric(per(tick), "tick-ms/frame")
	b.ReportMetric(per(fill), "fill-ms/frame")
	b.ReportMetric(per(build), "build-ms/frame")
	b.ReportMetric(per(flush), "flush-ms/frame")
	b.ReportMetric(per(copying), "copy-ms/frame")
	b.ReportMetric(float64(build)/float64(copying), "x-copy")
	b.ReportMetric(float64(build)/float64(b.N)/float64(balls), "build-ns/ball")
}

// BenchmarkFlush times the renderer's Flush alone, the GPU calls of a
// frame up to the driver (Ebitengine checks, converts and queues every
// vertex; with software GL the drawing itself comes later), at 3 and
// 10,000 balls: flush-ns/ball is its time over the balls drawn.
// allocs/flush counts the allocations of one Flush, all of them inside
// Ebitengine's DrawTriangles (TestFlushAllocatesOnlyInEbitengine).
//
//	go test ./game/view -run '^$' -bench Flush
func BenchmarkFlush(b *testing.B) {
	for _, n := range []int{3, 10_000} {
		b.Run(fmt.Sprintf("balls=%d", n), func(b *testing.B) { benchmarkFlush(b, n) })
	}
}

func benchmarkFlush(b *testing.B, balls int) {
	o := sandbox.DefaultOptions()
	o.World.Balls = balls
	s := openScene(b, o)
	sb, r := s.sb, s.r
	screen := ebiten.NewImage(render.ScreenWidth, render.ScreenHeight)
	pixel := make([]byte, 4)
	var pic sandbox.Picture
	flush := func() (d time.Duration) {
		onGame(func() {
			pic.Fill(sb.Scene())
			r.Build(&pic)
			start := time.Now()
			r.Flush(screen)
			d = time.Since(start)
			readOne(screen, pixel) // the GPU's work, untimed, so that commands do not pile up
		})
		return d
	}
	for range 3 { // warm up: batches grown, shaders compiled
		flush()
	}
	var took time.Duration
	b.ResetTimer()
	for range b.N {
		took += flush()
	}
	b.StopTimer()
	var allocs float64
	onGame(func() {
		pic.Fill(sb.Scene())
		allocs = testing.AllocsPerRun(20, func() {
			r.Build(&pic)
			r.Flush(screen)
		})
		readOne(screen, pixel)
	})
	b.ReportMetric(float64(took)/float64(b.N)/1e6, "flush-ms/frame")
	b.ReportMetric(float64(took)/float64(b.N)/float64(balls), "flush-ns/ball")
	b.ReportMetric(allocs, "allocs/flush")
}

// BenchmarkCrowd times the crowd of 10,000 balls drawn as a frame draws it,
// one triangle a ball (three vertices and three indices), against the
// quad a ball frames drew before (four and six), and against the raster
// the browser draws it on where its GPU is software (render.Raster: every
// ball put on the box's pixels on the CPU, uploaded as one image), in
// turn in the same run: adding them to the batch or the raster (build)
// and the canvas's flush up to the driver (flush: for the batch,
// Ebitengine checks, converts and queues every vertex and index, the
// per-vertex work that runs slowest as WebAssembly; for the raster, the
// upload of its pixels and one image's quad). The GPU's work is done
// after each, untimed. x-quads-flush is the quads' flush time over the
// triangles'; raster-x-triangles is the raster's build and flush over the
// triangles'; raster-fixed-ms is what a raster frame costs with one ball
// on it (clearing and uploading the box's pixels), the cost rasterBalls
// weighs. allocs/frame and raster-allocs/frame count one frame's
// allocations, all of them inside Ebitengine.
//
//	go test ./game/view -run '^$' -bench Crowd
func BenchmarkCrowd(b *testing.B) {
	const n = 10_000
	o := sandbox.DefaultOptions()
	o.World.Balls = n
	s := openScene(b, o)
	sb, r := s.sb, s.r
	// The raster's renderer, its raster made once, as a browser's frame
	// keeps it from frame to frame.
	onCPU, err := newRenderer(o.World)
	if err != nil {
		b.Fatal(err)
	}
	onGame(func() {
		onCPU.Resize(render.ScreenWidth, render.ScreenHeight)
		onCPU.CrowdOnCPU(true)
	})
	if !onCPU.RastersCrowd() {
		b.Fatal("10,000 balls with CrowdOnCPU: no raster")
	}
	var pic sandbox.Picture
	pic.Fill(sb.Scene())
	dst := ebiten.NewImage(render.ScreenWidth, render.ScreenHeight)
	pixel := make([]byte, 4)
	draw := func(r *Renderer, balls []sandbox.Point, quads bool) (build, flush time.Duration) {
		onGame(func() {
			start := time.Now()
			r.addBalls(balls, quads)
			built := time.Now()
			r.flushShapes(dst)
			build, flush = built.Sub(start), time.Since(built)
			readOne(dst, pixel)
		})
		return build, flush
	}
	// A crowd of one ball: the raster cleared, uploaded and drawn.
	one := pic.Balls[:2]
	for range 3 { // warm up: batches grown, shaders compiled
		draw(r, pic.Balls, false)
		draw(r, pic.Balls, true)
		draw(onCPU, pic.Balls, false)
	}
	var triBuild, triFlush, quadBuild, quadFlush, rasBuild, rasFlush, fixed time.Duration
	b.ResetTimer()
	for range b.N {
		bt, ft := draw(r, pic.Balls, false)
		bq, fq := draw(r, pic.Balls, true)
		br, fr := draw(onCPU, pic.Balls, false)
		be, fe := draw(onCPU, one, false)
		triBuild, triFlush, quadBuild, quadFlush = triBuild+bt, triFlush+ft, quadBuild+bq, quadFlush+fq
		rasBuild, rasFlush, fixed = rasBuild+br, rasFlush+fr, fixed+be+fe
	}
	b.StopTimer()
	allocs := func(r *Renderer) (a float64) {
		onGame(func() {
			a = testing.AllocsPerRun(20, func() {
				r.addBalls(pic.Balls, false)
				r.flushShapes(dst)
			})
			readOne(dst, pixel)
		})
		return a
	}
	perBall := func(d time.Duration) float64 { return float64(d) / float64(b.N) / (n - 1) }
	b.ReportMetric(perBall(triBuild), "build-ns/ball")
	b.ReportMetric(perBall(triFlush), "flush-ns/ball")
	b.ReportMetric(perBall(quadBuild), "quads-build-ns/ball")
	b.ReportMetric(perBall(quadFlush), "quads-flush-ns/ball")
	b.ReportMetric(float64(quadFlush)/float64(triFlush), "x-quads-flush")
	b.ReportMetric(perBall(rasBuild), "raster-build-ns/ball")
	b.ReportMetric(perBall(rasFlush), "raster-flush-ns/ball")
	b.ReportMetric(float64(rasBuild+rasFlush)/float64(triBuild+triFlush), "raster-x-triangles")
	b.ReportMetric(float64(fixed)/float64(b.N)/1e6, "raster-fixed-ms")
	b.ReportMetric(allocs(r), "allocs/frame")
	b.ReportMetric(allocs(onCPU), "raster-allocs/frame")
}

// BenchmarkBuild times what a window's frame counts as building its
// picture (Picture.Fill and Build: every quad of the frame, text, shapes
// and balls, up to the GPU calls) for the default scene and 10,000 balls,
// with the overlay and the timeline on, at 144 fps on a virtual clock. At
// 3 balls nearly all of it is text: glyphs/frame is how many characters
// the frame draws, build-ns/glyph the build's time over them.
// allocs/frame must stay 0 (TestFrameAllocatesNothing).
//
//	go test ./game/view -run '^$' -bench Build
func BenchmarkBuild(b *testing.B) {
	for _, n := range []int{3, 10_000} {
		b.Run(fmt.Sprintf("balls=%d", n), func(b *testing.B) {
			s := newScene(b, func(o *sandbox.Options) { o.World.Balls = n })
			var build time.Duration
			frame := func() {
				s.clock.Advance(time.Second / 144)
				s.sb.Frame()
				start := time.Now()
				s.build()
				build += time.Since(start)
				s.r.discard()
			}
			var allocs float64
			var glyphs int
			onGame(func() {
				frame()
				s.build()
				glyphs = s.r.glyphs()
				s.r.discard()
				allocs = testing.AllocsPerRun(20, frame)
				build = 0
				b.ResetTimer()
				for range b.N {
					frame()
				}
			})
			b.ReportMetric(float64(build)/float64(b.N)/1e3, "build-µs/frame")
			b.ReportMetric(float64(glyphs), "glyphs/frame")
			b.ReportMetric(float64(build)/float64(b.N)/float64(glyphs), "build-ns/glyph")
			b.ReportMetric(allocs, "allocs/frame")
		})
	}
}
