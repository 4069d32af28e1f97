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

// afterFrame publishes the frame, and notes on the overlay a pause the
// hidden tab caused.
func (g *Game) afterFrame() {
	clock := g.clock
	if c, ok := clock.(*visibleClock); ok {
		if d := c.takeAway(); d > 0 {
			g.renderer.Notice(awayNotice(d), clock.Now()+render.NoticeTime, false)
		}
		hook.Set("resolution_us", float64(c.resolution.Nanoseconds())/1e3)
	}
	fingerprintOnce.Do(g.publishFingerprint)
	scene := g.sb.Scene()
	st, set, w := scene.Stats(), scene.Settings(), scene.World()
	hook.Set("now_ms", float64(clock.Now().Nanoseconds())/1e6)
	hook.Set("frames", st.Totals.Frames)
	hook.Set("ticks", st.Totals.Ticks)
	hook.Set("tick", w.Tick)
	hook.Set("dropped", st.Totals.DroppedTicks)
	hook.Set("alpha", scene.Alpha())
	hook.Set("mode", scene.Mode().String())
	hook.Set("paused", set.Paused)
	hook.Set("rate", set.Rate)
	hook.Set("jumper_y", w.Jumper.Y)
	peak, _ := scene.Peak()
	hook.Set("jump_peak", peak) // the latest jump's top: seen even when a frame holds a whole jump
	hook.Set("worst_ms", float64(st.Second.Worst.Nanoseconds())/1e6)
	rp := scene.Replay()
	hook.Set("replay_played", rp.Played)
	hook.Set("replay_total", rp.Total)
	hook.Set("replay_checked", rp.Checked)
	hook.Set("replay_desync", rp.Desync)
	hook.Set("draw_ms", float64(st.DrawTime.Nanoseconds())/1e6)
	if secs := st.Second.Length.Seconds(); secs > 0 {
		hook.Set("fps", float64(st.Second.Frames)/secs)
	}
}

// fingerprintOnce defines window.tickbox.fingerprint once, for the one game.
var fingerprintOnce sync.Once

// publishFingerprint makes window.tickbox.fingerprint the world's
// fingerprint at the time it is read, computed then: hashing every ball
// after each frame took 4 ms of a browser frame at 10,000 balls, for a
// figure read a few times a second at most. JavaScript reads it between
// frames (the page's script and Go share one thread), so the world it
// hashes is the one the latest frame drew.
func (g *Game) publishFingerprint() {
	get := js.FuncOf(func(js.Value, []js.Value) any {
		return tape.Format(g.sb.Scene().World().Fingerprint())
	})
	js.Global().Get("Object").Call("defineProperty", hook, "fingerprint", map[string]any{"get": get, "enumerable": true})
}
