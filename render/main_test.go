//go:build !headless

package render_test

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/render"
	"tickbox/sim"
)

// These tests need Ebitengine running (a display: make test gives them
// Xvfb): TestMain runs a game whose Update runs the functions the tests
// hand it, on the game's own goroutine, while the test binary's tests run
// on another. Work done in Update runs with the game loop stopped, so
// allocation counts and timings there are the work's alone.
var (
	calls = make(chan func())
	done  = make(chan struct{})
)

// onGame runs f inside the game's Update and waits for it.
func onGame(f func()) {
	calls <- f
	<-done
}

type harness struct {
	started bool
	over    chan struct{}
}

func (h *harness) Update() error {
	if !h.started {
		h.started = true
		go func() { defer close(h.over); code = testingM.Run() }()
	}
	select {
	case f := <-calls:
		f()
		done <- struct{}{}
	case <-h.over:
		return ebiten.Termination
	default:
	}
	return nil
}

func (h *harness) Draw(*ebiten.Image)                   {}
func (h *harness) Layout(w, h2 int) (width, height int) { return 64, 64 }

var (
	testingM *testing.M
	code     int
)

func TestMain(m *testing.M) {
	testingM = m
	ebiten.SetWindowSize(64, 64)
	ebiten.SetVsyncEnabled(false)
	if err := ebiten.RunGame(&harness{over: make(chan struct{})}); err != nil {
		panic(err)
	}
	os.Exit(code)
}

// newRenderer makes a renderer on the game's goroutine: text/v2, which
// draws the glyph atlas, keeps state that the game loop updates.
func newRenderer(c sim.Config) (r *render.Renderer, err error) {
	onGame(func() { r, err = render.New(c) })
	return r, err
}
