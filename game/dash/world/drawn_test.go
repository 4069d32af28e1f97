package world

import (
	"errors"
	"testing"

	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
)

// What dash draws is between its last two ticks under every trace the
// check plays (144 fps, 30 fps, a 250 ms hitch, jitter), with the
// player running and jumping.
func TestDrawnBetweenTicks(t *testing.T) {
	for _, src := range fixedtest.DrawTraces() {
		g := New(1)
		if err := fixedtest.CheckDrawing[fixed.Devices](g, fixedtest.DrawCheck[fixed.Devices]{Frames: src, Input: script}); err != nil {
			t.Error(err)
		}
	}
}

// perFrame is dash gone wrong: its pairs tick once a frame (in Update)
// instead of once a tick, which looks right at 60 fps.
type perFrame struct{ *State }

// Step runs the tick as if it did not tick the pairs: each keeps the
// previous state the frame began with, unless the tick snapped it.
func (m perFrame) Step(in fixed.Devices) {
	before := *m.State
	m.State.Step(in)
	for i, p := range m.pairs() {
		if p.Previous == before.pairs()[i].Current { // ticked, not snapped
			p.Previous = before.pairs()[i].Previous
		}
	}
	if m.Spin.Previous == before.Spin.Current {
		m.Spin.Previous = before.Spin.Previous
	}
}

// update ticks every pair, once a frame.
func (m perFrame) update() {
	for _, p := range m.pairs() {
		p.Tick()
	}
	m.Spin.Tick()
}

// pairs returns the world's positions.
func (w *State) pairs() []*fixed.Pair[fixed.Vec] {
	ps := []*fixed.Pair[fixed.Vec]{&w.Player.Pos}
	for i := range w.Comets {
		ps = append(ps, &w.Comets[i].Pos)
	}
	return ps
}

// The check fails dash ticking its pairs once a frame, under every trace
// but 60 fps frames of one tick each, naming the frame and the value.
func TestDrawnCatchesPairsTickedPerFrame(t *testing.T) {
	for _, src := range fixedtest.DrawTraces() {
		m := perFrame{New(1)}
		err := fixedtest.CheckDrawing[fixed.Devices](m, fixedtest.DrawCheck[fixed.Devices]{Frames: src, Input: script, Update: m.update})
		var de *fixedtest.DrawError
		if !errors.As(err, &de) {
			t.Errorf("%s: pairs ticked once a frame passed: %v", src, err)
			continue
		}
		t.Logf("%s: %v", src, err)
	}
}
