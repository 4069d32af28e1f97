package sandbox

import (
	"slices"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
	"tickbox/sim/tape"
)

// Picture is what the window draws in one frame, taken from the sandbox
// once per frame by [Picture.Fill]: every body where this frame draws it
// (already blended between its previous and current states), and the
// figures of the overlay and the timeline, as plain values. Package render
// draws a Picture and reads nothing else: a Picture holds no pointer into
// the sandbox or its worlds, so drawing cannot change the simulation, and
// what one frame draws is one consistent moment.
//
// Its slices are buffers the Picture owns and Fill reuses: once they have
// grown to the world's size (a million balls is 16 MB), a frame allocates
// nothing. Keep one Picture and fill it every frame.
type Picture struct {
	Now  time.Duration // the clock's reading, which notices fade by
	View View          // the panels shown

	// The loop's figures and switches and the timeline's frames, as the
	// dev layer of any game has them (instrument.Readout).
	instrument.Readout

	// The bodies, in metres, y up.
	World     bounce.Config   // the drawn world's: its box, bumper, radii and jump
	Balls     []Point         // every ball of the drawn world, ball 1 first
	Jumper    Jumper          // the drawn world's jumper
	Reference ReferenceMarker // the fixed-step world, in variable mode
	Twin      TwinMarker      // the desync lab's twin (key D)

	// The sandbox's own figures. Readout's Tick is the fixed-step world's
	// tick counter, in every mode.
	Mode   Mode
	Replay tape.Replay
	Trace  instrument.TraceStatus // the frame times being recorded (Shift+R)
}

// Point is a position in metres.
type Point struct{ X, Y float64 }

// Jumper is a jumper as a frame draws it.
type Jumper struct {
	Y    float64 // its bottom's height, blended
	Peak float64 // the current jump's peak
	Best float64 // the best peak
}

// ReferenceMarker is the fixed-step world drawn over the variable one in
// variable mode, where a correct loop puts the bodies: ball 1 as a ring,
// the jumper as an outline.
type ReferenceMarker struct {
	On     bool   // variable mode: the marker shows
	Ball1  Point  // blended as a correct loop blends (interpolated)
	Jumper Jumper // likewise
}

// TwinMarker is the twin of the desync lab (key D): where its ball 1 is,
// and where the fixed world it was copied from has ball 1, both drawn at
// the same blend, so that they coincide until their roundings part.
type TwinMarker struct {
	On    bool
	Build bounce.Build // Clang or GCC; Strict while off
	Ball1 Point        // the twin's ball 1
	Fixed Point        // the fixed world's ball 1, at the twin's blend
	Apart float64      // how far apart the two are, newest states, in metres; see [Scene.TwinApart]
}

// Fill makes p the picture of the scene as it is now, reusing p's buffers.
func (p *Picture) Fill(c Scene) {
	p.Now, p.View = c.now(), c.view()
	w := c.World()
	k := c.blend()
	p.World = w.Config
	p.Balls = blendBalls(p.Balls, &w.Balls, k)
	current, best := c.Peak()
	p.Jumper = jumperAt(&w.Jumper, k, current, best)
	p.fillReference(c)
	p.fillTwin(c)
	c.s.dev.Readout(&p.Readout) // its Stats.Err nil: an interface could hold anything
	c.s.limits.fill(&p.Settings)
	p.Tick, p.Alpha, p.Mode = c.Tick(), c.Alpha(), c.Mode()
	p.Replay, p.Trace, p.ClockStep = c.Replay(), c.frameTrace(), c.clockStep()
}

// fillReference takes the reference world's ball 1 and jumper, in
// variable mode.
func (p *Picture) fillReference(c Scene) {
	ref := c.reference()
	p.Reference = ReferenceMarker{On: ref != nil}
	if ref == nil {
		return
	}
	k := c.referenceBlend()
	p.Reference.Ball1 = ball1(ref, k)
	current, best := c.referencePeak()
	p.Reference.Jumper = jumperAt(&ref.Jumper, k, current, best)
}

// fillTwin takes the twin's ball 1 and the fixed world's, while D shows
// the twin.
func (p *Picture) fillTwin(c Scene) {
	twin := c.Twin()
	p.Twin = TwinMarker{On: twin != nil, Build: c.TwinBuild(), Apart: c.TwinApart()}
	if twin == nil {
		return
	}
	fixed := c.reference() // the fixed world, in variable mode
	if fixed == nil {
		fixed = c.World()
	}
	k := c.twinBlend()
	p.Twin.Ball1, p.Twin.Fixed = ball1(twin, k), ball1(fixed, k)
}

// blendBalls returns dst holding every ball of b at previous +
// (current-previous)·k, grown only when b holds more balls than dst ever
// has.
func blendBalls(dst []Point, b *bounce.Balls, k float64) []Point {
	n := b.Len()
	dst = slices.Grow(dst[:0], n)[:n]
	px, x, py, y := b.PrevX[:n], b.X[:n], b.PrevY[:n], b.Y[:n]
	for i := range dst {
		dst[i] = Point{fixed.Lerp(px[i], x[i], k), fixed.Lerp(py[i], y[i], k)}
	}
	return dst
}

// ball1 returns where ball 1 of w is drawn at k; the origin when w has no
// balls.
func ball1(w *bounce.World, k float64) Point {
	b := &w.Balls
	if b.Len() == 0 {
		return Point{}
	}
	return Point{fixed.Lerp(b.PrevX[0], b.X[0], k), fixed.Lerp(b.PrevY[0], b.Y[0], k)}
}

// jumperAt returns j as drawn at k, with its peaks.
func jumperAt(j *bounce.Jumper, k, peak, best float64) Jumper {
	return Jumper{Y: fixed.Lerp(j.PreviousY, j.Y, k), Peak: peak, Best: best}
}
