//go:build !headless

// Package gametest runs a test binary's tests beside a running Ebitengine
// game, for tests that need one: reading pixels back (ReadPixels), drawing
// text, anything Ebitengine allows only once its loop runs. Such tests
// need a display; make test gives them Xvfb. It lives under render, the
// lowest folder that imports Ebitengine, so that render's tests and
// game's can both use it (render never imports game).
//
//	func TestMain(m *testing.M) { gametest.Main(m) }
//	...
//	gametest.Do(func() { screen.ReadPixels(pix) })
package gametest

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

var (
	calls = make(chan func())
	done  = make(chan struct{})
)

// Main runs m's tests on a goroutine of their own while a small game runs
// on the main goroutine (Ebitengine's rule), and exits with their code.
func Main(m *testing.M) {
	ebiten.SetWindowSize(64, 64)
	ebiten.SetVsyncEnabled(false)
	g := &host{m: m, over: make(chan struct{})}
	if err := ebiten.RunGame(g); err != nil {
		panic(err)
	}
	os.Exit(g.code)
}

// Do runs f inside the running game's Update, with the game loop
// stopped, and waits for it.
func Do(f func()) {
	calls <- f
	<-done
}

// host is the game the tests run beside: each Update runs the function a
// test handed it, if any, and ends the game once the tests are over.
type host struct {
	m       *testing.M
	started bool
	over    chan struct{}
	code    int
}

func (h *host) Update() error {
	if !h.started {
		h.started = true
		go func() { defer close(h.over); h.code = h.m.Run() }()
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

func (h *host) Draw(*ebiten.Image)         {}
func (h *host) Layout(int, int) (int, int) { return 64, 64 }
