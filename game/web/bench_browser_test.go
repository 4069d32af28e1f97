//go:build browser

package web_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// BenchmarkBrowserFrame plays the default scene and 10,000 balls in
// headless Chromium for benchTime each, and 10,000 balls again drawn as
// triangles (?crowd=gpu: without the raster SwiftShader gets by default), and reports the frames per second
// and the game's own Draw timing (window.tickbox.draw_ms: building the
// frame's draw calls, as the window's -log line reports it), sampled once
// a second as the window's log does: the latest frame's (draw-ms), and the
// mean of the last second's frames (draw-mean-ms, draw_mean_ms), which one
// slow frame moves far less. make bench-web runs it with
// -benchtime 1x beside the native window under Xvfb and prints the ratio.
//
// On Linux it also reports the CPU time Chromium's processes spent a
// frame over the same span, from /proc: gpu-cpu-ms is the GPU process's
// (SwiftShader drawing the frames on the CPU, in threads of its own),
// page-cpu-ms the renderers' (the page's, where the game's WebAssembly
// runs). Draw time is the wall time of the game's Draw on the page's
// thread: where the GPU process takes both cores, it counts the time that
// thread waits for one. So, with 2 CPUs or more, it then plays a second
// span with the GPU process on one CPU and the page on another
// (pinApart), and reports that span's draw-ms-apart and fps-apart: the
// Draw's own CPU time, and the frame rate SwiftShader keeps on one core.
func BenchmarkBrowserFrame(b *testing.B) {
	for _, c := range []struct{ name, query string }{
		{"balls=3", "?balls=3"},
		{"balls=10000", "?balls=10000"},
		// The same crowd as triangles (-crowd gpu), which SwiftShader
		// would draw without the raster: what the raster buys and costs,
		// measured in the same run.
		{"balls=10000,crowd=gpu", "?balls=10000&crowd=gpu"},
	} {
		b.Run(c.name, func(b *testing.B) {
			url := serve(b, site(b))
			ctx := browser(b)
			h := open(b, ctx, url, c.query)
			pixelForPixel(b, ctx) // the native window's 1280 × 720, drawn as they are
			b.Logf("%s: the crowd drawn on the CPU: %v", c.query, h.CrowdCPU)
			pid := chromedp.FromContext(ctx).Browser.Process().Pid
			for range b.N {
				s := measure(b, ctx, pid)
				b.ReportMetric(s.fps, "fps")
				b.ReportMetric(s.drawMs, "draw-ms")
				b.ReportMetric(s.drawMeanMs, "draw-mean-ms")
				if s.cpuOK {
					b.ReportMetric(s.gpuMs, "gpu-cpu-ms/frame")
					b.ReportMetric(s.pageMs, "page-cpu-ms/frame")
				}
				if pinApart(pid) {
					s := measure(b, ctx, pid)
					b.ReportMetric(s.fps, "fps-apart")
					b.ReportMetric(s.drawMs, "draw-ms-apart")
				}
			}
		})
	}
}

// BenchmarkBrowserFloor plays game/web/floor, an Ebitengine page that
// only fills its canvas, in the same browser for benchTime, and reports its
// frames per second and the CPU time a frame of Chromium's GPU process and
// page: the floor under BenchmarkBrowserFrame's figures on this machine,
// what the browser costs before any of the game's drawing.
func BenchmarkBrowserFloor(b *testing.B) {
	dir := b.TempDir()
	if err := buildWasm(dir, "floor.wasm", "tickbox/game/web/floor"); err != nil {
		b.Fatal(err)
	}
	page, err := os.ReadFile(filepath.Join("floor", "index.html"))
	if err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "index.html"), page, 0o644); err != nil {
		b.Fatal(err)
	}
	ctx := browser(b)
	open(b, ctx, serve(b, dir), "")
	pid := chromedp.FromContext(ctx).Browser.Process().Pid
	for range b.N {
		s := measure(b, ctx, pid)
		b.ReportMetric(s.fps, "fps")
		if s.cpuOK {
			b.ReportMetric(s.gpuMs, "gpu-cpu-ms/frame")
			b.ReportMetric(s.pageMs, "page-cpu-ms/frame")
		}
	}
}

// benchTime is how long a span of BenchmarkBrowserFrame plays.
const benchTime = 10 * time.Second

// span is what one span of BenchmarkBrowserFrame measured: frames a
// second, the mean of the once-a-second Draw times, and the CPU time a
// frame of the GPU process and the page (cpuOK where /proc told).
type span struct {
	fps, drawMs, drawMeanMs, gpuMs, pageMs float64
	cpuOK                                  bool
}

// measure plays benchTime of the page open in ctx, whose browser is the
// process pid, reading window.tickbox once a second.
func measure(b *testing.B, ctx context.Context, pid int) span {
	gpu0, page0, _ := chromiumCPU(pid)
	first := read(b, ctx)
	var draw, mean float64
	n := 0
	for start := time.Now(); time.Since(start) < benchTime; n++ {
		time.Sleep(time.Second)
		h := read(b, ctx)
		draw, mean = draw+h.DrawMs, mean+h.DrawMeanMs
	}
	last := read(b, ctx)
	gpu1, page1, ok := chromiumCPU(pid)
	frames := float64(last.Frames - first.Frames)
	s := span{fps: frames / ((last.NowMs - first.NowMs) / 1000), drawMs: draw / float64(n), drawMeanMs: mean / float64(n)}
	if ok && frames > 0 {
		s.gpuMs, s.pageMs, s.cpuOK = float64(gpu1-gpu0)/1e6/frames, float64(page1-page0)/1e6/frames, true
	}
	return s
}
