//go:build !headless

package main

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// The shot tests draw and read pixels, which needs Ebitengine running (a
// display: make test gives them Xvfb): TestMain runs a game whose Update
// runs the functions the tests hand it, on the game's goroutine, while
// the tests run on another. The tick tests need no running game.
var (
	calls = make(chan func())
	done  = make(chan struct{})
)

// onGame runs f inside the running game's Update and waits for it.
func onGame(f func()) {
	calls <- f
	<-done
}

type harness struct {
	started bool
	over    chan struct{}
	code    int
	m       *testing.M
}

func (h *harness) Update() error {
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

func (h *harness) Draw(*ebiten.Image)         {}
func (h *harness) Layout(int, int) (int, int) { return 64, 64 }

func TestMain(m *testing.M) {
	ebiten.SetWindowSize(64, 64)
	ebiten.SetVsyncEnabled(false)
	h := &harness{over: make(chan struct{}), m: m}
	if err := ebiten.RunGame(h); err != nil {
		panic(err)
	}
	os.Exit(h.code)
}
