//go:build !headless && js

package game

import (
	"sync"
	"syscall/js"

	"tickbox/render"
	"tickbox/sim/tape"
)

// hook is window.tickbox: the loop's figures after every frame, as plain
// numbers and strings, for the page and for the browser test, which reads
// them without calling into Go.
var hook = js.Global().Get("Object").New()

func init() { js.Global().Set("tickbox", hook) }

// figures are the loop's figures after the latest frame, as
// window.tickbox shows them: a frame stores them here, in Go, and each of
// hook's properties is a getter that reads its own when JavaScript reads
// it (see publish). Setting the 20-odd properties on the JavaScript object
// after every frame, a call out of WebAssembly each, took 87 µs a frame
// under Node, for figures read a few times a second at most.
type figures struct {
	resolutionUs, nowMs, alpha, jumperY, jumpPeak, worstMs, drawMs, drawMeanMs, fps float64
	frames, ticks, tick, dropped, replayPlayed, replayTotal                         int64
	rate, replayChecked                                                             int
	mode                                                                            string
	paused, replayDesync, crowdCPU                                                  bool
}

// shown is what window.tickbox shows: the latest frame's figures.
var shown figures

// getters are window.tickbox's properties, each read from shown.
var getters = []struct {
	name string
	get  func(f *figures) any
}{
	{"resolution_us", func(f *figures) any { return f.resolutionUs }},
	{"now_ms", func(f *figures) any { return f.nowMs }},
	{"frames", func(f *figures) any { return f.frames }},
	{"ticks", func(f *figures) any { return f.ticks }},
	{"tick", func(f *figures) any { return f.tick }},
	{"dropped", func(f *figures) any { return f.dropped }},
	{"alpha", func(f *figures) any { return f.alpha }},
	{"mode", func(f *figures) any { return f.mode }},
	{"paused", func(f *figures) any { return f.paused }},
	{"rate", func(f *figures) any { return f.rate }},
	{"jumper_y", func(f *figures) any { return f.jumperY }},
	{"jump_peak", func(f *figures) any { return f.jumpPeak }}, // the latest jump's top: seen even when a frame holds a whole jump
	{"worst_ms", func(f *figures) any { return f.worstMs }},
	{"replay_played", func(f *figures) any { return f.replayPlayed }},
	{"replay_total", func(f *figures) any { return f.replayTotal }},
	{"replay_checked", func(f *figures) any { return f.replayChecked }},
	{"replay_desync", func(f *figures) any { return f.replayDesync }},
	{"draw_ms", func(f *figures) any { return f.drawMs }},
	{"draw_mean_ms", func(f *figures) any { return f.drawMeanMs }}, // over the last second's frames
	{"fps", func(f *figures) any { return f.fps }},
	{"crowd_cpu", func(f *figures) any { return f.crowdCPU }}, // the crowd drawn on the CPU (view.Renderer.CrowdOnCPU)
}

// afterFrame publishes the frame, and notes on the overlay a pause the
// hidden tab caused.
func (g *Game) afterFrame() {
	clock := g.clock
	if c, ok := clock.(*visibleClock); ok {
		if d := c.takeAway(); d > 0 {
			g.renderer.Notice(awayNotice(d), clock.Now()+render.NoticeTime, false)
		}
		shown.resolutionUs = float64(c.resolution.Nanoseconds()) / 1e3
	}
	publishOnce.Do(g.publish)
	scene := g.sb.Scene()
	st, set, w := scene.Stats(), scene.Settings(), scene.World()
	f := &shown
	f.nowMs = float64(clock.Now().Nanoseconds()) / 1e6
	// frames counts the frames the page drew, paused or not: the loop's
	// figures stand still while paused, and a test that holds a key until
	// two frames have seen it must see frames go by then too.
	f.frames++
	f.ticks, f.tick = int64(st.Totals.Ticks), int64(w.Tick)
	f.dropped = int64(st.Totals.DroppedTicks)
	f.alpha, f.mode = scene.Alpha(), scene.Mode().String()
	f.paused, f.rate = set.Paused, set.Rate
	f.jumperY = w.Jumper.Y
	f.jumpPeak, _ = scene.Peak()
	f.worstMs = float64(st.Second.Worst.Nanoseconds()) / 1e6
	rp := scene.Replay()
	f.replayPlayed, f.replayTotal, f.replayChecked, f.replayDesync = rp.Played, rp.Total, rp.Checked, rp.Differs
	f.crowdCPU = g.renderer.RastersCrowd()
	f.drawMs = float64(st.DrawTime.Nanoseconds()) / 1e6
	f.drawMeanMs = float64(st.Second.MeanDraw().Nanoseconds()) / 1e6
	if secs := st.Second.Length.Seconds(); secs > 0 {
		f.fps = float64(st.Second.Frames) / secs
	}
}

// publishOnce defines window.tickbox's properties once, for the one game.
var publishOnce sync.Once

// publish makes each of window.tickbox's figures a getter of the latest
// frame's, and its fingerprint the world's at the time it is read,
// computed then: hashing every ball after each frame took 4 ms of a
// browser frame at 10,000 balls. JavaScript reads them between frames
// (the page's script and Go share one thread), so what they show is the
// latest frame's.
func (g *Game) publish() {
	for _, p := range getters {
		get := p.get
		define(p.name, func() any { return get(&shown) })
	}
	define("fingerprint", func() any { return tape.Format(g.sb.Scene().World().Fingerprint()) })
}

// define makes window.tickbox[name] an enumerable getter returning get's
// value, so that JSON.stringify and the DevTools protocol see it.
func define(name string, get func() any) {
	f := js.FuncOf(func(js.Value, []js.Value) any { return get() })
	js.Global().Get("Object").Call("defineProperty", hook, name, map[string]any{"get": f, "enumerable": true})
}
