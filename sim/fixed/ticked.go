package fixed

// ticked is what the loop ticks and where it takes each tick's input when
// something follows the game's ticks: the game, with the parts' hooks
// (Hooks), the dev layer's cost and the game's events around it.
type ticked[I Input[I]] struct {
	game  Stepper[I]
	rated Rated    // nil unless the game follows the tick rate
	rep   Reporter // nil unless the game reports events
	latch Latch[I]
	live  Inputs[I] // where live input comes from: &latch unless replaced

	hooks    []*hooked[I] // the parts' hooks this frame runs with, in the order attached
	pending  []*hooked[I] // the hooks the next frame runs with, if changed since this one began; nil if not
	stepper  Stepper[I]   // the game, or the Step hook attached last
	perTick  bool         // a hook this frame runs with has Input, Step or Ticked
	perFrame bool         // a hook this frame runs with has Length or Framed

	tick int64 // the tick about to run, as Take was told
}

// bare reports whether nothing follows the game's ticks (no per-tick
// hooks or events), so that the loop may tick the game and take the live
// input directly: two calls a tick fewer, which a headless frame of one
// tick feels.
func (t *ticked[I]) bare() bool {
	return t.rep == nil && !t.perTick
}

// Take returns the input of tick: the live input, through the Input
// hooks.
func (t *ticked[I]) Take(tick int64) I {
	t.tick = tick
	in := t.live.Take(tick)
	for _, h := range t.hooks { // through every Input hook
		if h.Input != nil {
			in = h.Input(tick, in)
		}
	}
	return in
}

// Step runs the tick (through the Step hooks), from a reset report, then
// what follows it.
func (t *ticked[I]) Step(in I) {
	if t.rep != nil {
		t.rep.ResetEvents()
	}
	t.stepper.Step(in)
	for _, h := range t.hooks { // every Ticked hook
		if h.Ticked != nil {
			h.Ticked(t.tick)
		}
	}
	if t.rep != nil {
		t.rep.FireEvents(t.tick) // the tick is final: stepped, checked
	}
}

// setRate tells the game the tick rate, if it follows it.
func (t *ticked[I]) setRate(hz int) {
	if t.rated != nil {
		t.rated.SetRate(hz)
	}
}
