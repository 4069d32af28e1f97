package sandbox

import (
	"tickbox/sim/bounce"
	"tickbox/sim/instrument"
)

// worlds are the sandbox's worlds: the fixed-step world, stepped in ticks,
// and the variable-step world, stepped once per frame by the frame's game
// time in variable mode; the mode, which says which one is drawn and how;
// and the jumps being watched.
type worlds struct {
	fixed      *bounce.World // stepped in ticks; drawn unless in variable mode
	variable   *bounce.World // stepped by frame time in variable mode; kept for reuse
	mode       Mode          // how the worlds are drawn and which is stepped how
	peaks      [2]jumpWatch  // the fixed and the variable jumper
	frameInput bounce.Input  // this frame's input, for the variable world
	// The game time the variable world has been stepped since it started
	// over, in seconds: where its bodies are drawn, for the judder.
	variableTime float64
}

// setMode switches to m. Entering variable step starts the variable world
// as an exact copy of the fixed one, so that the drift shown is what
// variable stepping adds from then on.
func (w *worlds) setMode(m Mode) {
	if m.VariableStep && !w.mode.VariableStep {
		if w.variable == nil {
			w.variable = new(bounce.World)
		}
		w.variable.CopyFrom(w.fixed)
		w.peaks[1] = w.peaks[0]
		w.variableTime = 0
	}
	w.mode = m
}

// toggleVariable switches variable step on, or off to the draw formula
// that was on before.
func (w *worlds) toggleVariable() {
	m := w.mode
	m.VariableStep = !m.VariableStep
	w.setMode(m)
}

// followRate brings the variable world to the fixed world's tick rate.
func (w *worlds) followRate() {
	if w.variable != nil {
		_ = w.variable.SetRate(w.fixed.Config.Rate)
	}
}

// replace makes fixed the fixed world: the jumps are watched afresh and
// the variable world, if shown, starts over as its copy.
func (w *worlds) replace(fixed *bounce.World) {
	w.fixed = fixed
	w.peaks = [2]jumpWatch{}
	if w.mode.VariableStep {
		w.variable.CopyFrom(fixed)
		w.variableTime = 0
	}
}

// ticked follows a tick of the fixed world.
func (w *worlds) ticked() { w.peaks[0].observe(&w.fixed.Jumper) }

// stepVariable advances the variable world in one step by dt seconds, the
// game time the scheduler accepted in the frame: the time scale is applied
// there, once, and so is the clamp; as fast as possible or single-stepping
// it is the game time of the ticks run. The frame's input is then spent.
func (w *worlds) stepVariable(dt float64) {
	in := w.frameInput
	w.frameInput = bounce.Input{}
	if !w.mode.VariableStep || dt <= 0 {
		return // not shown, or nothing passed: a paused frame, or the first one
	}
	_ = w.variable.StepVariable(in, dt) // dt > 0 and finite here
	w.variableTime += dt
	w.peaks[1].observe(&w.variable.Jumper)
}

// drawnTime returns the game time, in seconds, at which the world shown
// is drawn after a frame that left alpha: the fixed world's previous tick
// plus the drawing mode's weight of alpha (package blend's formula), or,
// in variable mode, the time the variable world has been stepped.
func (w *worlds) drawnTime(alpha float64) float64 {
	if w.mode.VariableStep {
		return w.variableTime
	}
	f := w.fixed
	return instrument.DrawnTime(f.Tick, w.mode.Draw.Weight(alpha), f.Config.Rate)
}
