//go:build js

// Command floor is the least an Ebitengine page can draw: it fills its
// canvas with one colour each frame, and nothing else. BenchmarkBrowserFloor
// (game/web, make bench-web) plays it in the same headless Chromium as the
// sandbox, so that a run shows what the browser's frame costs before any
// of the game's: the frame rate and GPU-process CPU time of this page are
// the most the sandbox's page could reach on that machine. Its page
// (index.html beside it) asks for the single-sampled canvas that the
// sandbox's does (assets/web/tickbox.js).
package main

import (
	"image/color"
	"syscall/js"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// floor counts its frames for window.tickbox, which the benchmark reads as
// it reads the sandbox's (frames and now_ms only).
type floor struct {
	start  time.Time
	frames int
	hook   js.Value
}

func (f *floor) Update() error { return nil }

func (f *floor) Draw(screen *ebiten.Image) {
	screen.Fill(color.RGBA{0x14, 0x18, 0x20, 0xff})
	f.frames++
	f.hook.Set("frames", f.frames)
	f.hook.Set("now_ms", float64(time.Since(f.start).Nanoseconds())/1e6)
}

func (f *floor) Layout(w, h int) (int, int) { return w, h }

func main() {
	f := &floor{start: time.Now(), hook: js.Global().Get("Object").New()}
	js.Global().Set("tickbox", f.hook)
	ebiten.SetScreenClearedEveryFrame(false) // as the sandbox: Draw fills it all
	if err := ebiten.RunGame(f); err != nil {
		panic(err)
	}
}
