//go:build browser

package web_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// BenchmarkBrowserFrame plays the default scene and 10,000 balls in
// headless Chromium for benchTime each and reports the frames per second
// and the game's own Draw timing (window.tickbox.draw_ms: building the
// frame's draw calls, as the window's -log line reports it), sampled once
// a second as the window's log does. make bench-web runs it with
// -benchtime 1x beside the native window under Xvfb and prints the ratio.
//
// On Linux it also reports the CPU time Chromium's processes spent a
// frame over the same span, from /proc: gpu-cpu-ms is the GPU process's
// (SwiftShader drawing the frames on the CPU, in threads of its own),
// page-cpu-ms the renderers' (the page's, where the game's WebAssembly
// runs). Draw time is the wall time of the game's Draw on the page's
// thread: where the GPU process takes both cores, it counts the time that
// thread waits for one.
func BenchmarkBrowserFrame(b *testing.B) {
	const benchTime = 10 * time.Second
	for _, balls := range []int{3, 10000} {
		b.Run(fmt.Sprintf("balls=%d", balls), func(b *testing.B) {
			url := serve(b, site(b))
			ctx := browser(b)
			open(b, ctx, url, fmt.Sprintf("?balls=%d", balls))
			pid := chromedp.FromContext(ctx).Browser.Process().Pid
			for range b.N {
				gpu0, page0, _ := chromiumCPU(pid)
				first := read(b, ctx)
				var draw float64
				n := 0
				for start := time.Now(); time.Since(start) < benchTime; n++ {
					time.Sleep(time.Second)
					draw += read(b, ctx).DrawMs
				}
				last := read(b, ctx)
				gpu1, page1, ok := chromiumCPU(pid)
				frames := float64(last.Frames - first.Frames)
				b.ReportMetric(frames/((last.NowMs-first.NowMs)/1000), "fps")
				b.ReportMetric(draw/float64(n), "draw-ms")
				if ok && frames > 0 {
					b.ReportMetric(float64(gpu1-gpu0)/1e6/frames, "gpu-cpu-ms/frame")
					b.ReportMetric(float64(page1-page0)/1e6/frames, "page-cpu-ms/frame")
				}
			}
		})
	}
}
