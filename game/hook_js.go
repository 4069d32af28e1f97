//go:build !headless && js

package game

import (
	"syscall/js"

	"tickbox/render"
	"tickbox/sim"
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
	hook.Set("fingerprint", sim.FormatFingerprint(w.Fingerprint()))
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
