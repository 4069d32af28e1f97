//go:build !headless

package render_test

import (
	"testing"

	"tickbox/render/gametest"
	"tickbox/sim/policy"
)

// These tests need Ebitengine running (a display: make test gives them
// Xvfb): they run beside a game (package gametest), whose Update runs the
// functions the tests hand it, on the game's own goroutine. Work done in
// Update runs with the game loop stopped, so allocation counts and timings
// there are the work's alone. The engines' policies are registered: the
// tests draw loops under several.
func TestMain(m *testing.M) {
	policy.Register()
	gametest.Main(m)
}

// onGame runs f inside the game's Update and waits for it.
func onGame(f func()) { gametest.Do(f) }
