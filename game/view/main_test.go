//go:build !headless

package view

import (
	"testing"

	"tickbox/render/gametest"
	"tickbox/sim/bounce"
)

// These tests need Ebitengine running (a display: make test gives them
// Xvfb): they run beside a game (package gametest), whose Update runs the
// functions the tests hand it, on the game's own goroutine. Work done in
// Update runs with the game loop stopped, so allocation counts and timings
// there are the work's alone.
func TestMain(m *testing.M) { gametest.Main(m) }

// onGame runs f inside the game's Update and waits for it.
func onGame(f func()) { gametest.Do(f) }

// newRenderer makes a renderer on the game's goroutine: text/v2, which
// draws the glyph atlas, keeps state that the game loop updates.
func newRenderer(c bounce.Config) (r *Renderer, err error) {
	onGame(func() { r, err = New(c) })
	return r, err
}
