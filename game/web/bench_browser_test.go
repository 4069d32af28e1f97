//go:build browser

package web_test

import (
	"fmt"
	"testing"
	"time"
)

// BenchmarkBrowserFrame plays the default scene and 10,000 balls in
// headless Chromium for benchTime each and reports the frames per second
// and the game's own Draw timing (window.tickbox.draw_ms: building the
// frame's draw calls, as the window's -log line reports it), sampled once
// a second as the window's log does. make bench-web runs it with
// -benchtime 1x beside the native window under Xvfb and prints the ratio.
func BenchmarkBrowserFrame(b *testing.B) {
	const benchTime = 10 * time.Second
	for _, balls := range []int{3, 10000} {
		b.Run(fmt.Sprintf("balls=%d", balls), func(b *testing.B) {
			url := serve(b, site(b))
			ctx := browser(b)
			open(b, ctx, url, fmt.Sprintf("?balls=%d", balls))
			for range b.N {
				first := read(b, ctx)
				var draw float64
				n := 0
				for start := time.Now(); time.Since(start) < benchTime; n++ {
					time.Sleep(time.Second)
					draw += read(b, ctx).DrawMs
				}
				last := read(b, ctx)
				b.ReportMetric(float64(last.Frames-first.Frames)/((last.NowMs-first.NowMs)/1000), "fps")
				b.ReportMetric(draw/float64(n), "draw-ms")
			}
		})
	}
}
