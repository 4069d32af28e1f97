package fixed

import (
	"slices"
	"time"
)

// Hooks are how an opt-in part in a package of its own (the snapping in
// tickbox/sim/pacing, the recordings in tickbox/sim/tape) works on a
// Loop: each field, if set, is called at one point of every frame or
// tick, and [Loop.Hook] attaches them. A loop with no hooks attached
// ticks the game directly, as fast as it can.
//
// The points, in the order a frame meets them:
//
//   - Length turns the frame's measured length (Loop.Frame's reading, or
//     Loop.Advance's argument) into the length the policy sees (snapping
//     it to the display's refresh, say). Frame.Measured is the length
//     before the first hook, Frame.Snapped after the last.
//   - Then, for each tick the policy decides, until a stop: Input turns
//     the tick's input (the live input: what Feed gave, or SetInputs'
//     source) into the input the tick runs with (a playback's instead, or
//     the same, noted by a recording); Step replaces the tick's step:
//     next.Step(in) runs the step it replaces (the game's, or the step of
//     the hooks attached before), once, twice (a synctest) or not at
//     all; Ticked follows the tick: tick is the number of the tick that
//     ran, the loop's Tick is tick+1 (a fingerprint, a playback's check).
//     A game that reports events (Reporter) is reset before the Step
//     hooks and fires its events after the Ticked hooks.
//   - Framed follows the frame, with what it did (the latest Frame, its
//     settings and totals filled): an autosave, a playback's end, a
//     readout. It may change the loop (SetRate, SetPaused, SetTick,
//     StartOver) for the next frame; Latest's Tick follows a SetTick.
//
// Rate is told of every Loop.SetRate once hz is checked and before
// anything changes, with the tick the rate changes at (Loop.Tick), so
// that a recording records it; an error refuses the change (a playback,
// which sets its own rates). A SetRate from a hook inside a frame (a
// playback's rate change) tells the game and the scheduler at once: the
// game steps at the new rate from the next tick, and the scheduler, which
// decided the frame's ticks before they ran, counts the next frame at it.
// Out of the frames: StartOver follows
// Loop.StartOver, with the tick the game starts over at; Restart follows
// Loop.Restart (a window reopened, whose next frame lasts 0); Close
// follows Loop.Close, the first time, and its error joins Close's.
//
// At each point the hooks run in the order they were attached; each
// Length and Input gets what the hook before returned, and each Step
// runs the steps attached before it as next, so the hook attached last
// is the outermost. The hooks run on the loop's goroutine, inside its
// frame: none may call Frame, Advance or Run.
type Hooks[I Input[I]] struct {
	Length    func(measured time.Duration) time.Duration
	Input     func(tick int64, in I) I
	Step      func(tick int64, in I, next Stepper[I])
	Ticked    func(tick int64)
	Framed    func(f *Frame)
	Rate      func(tick int64, hz int) error
	StartOver func(tick int64)
	Restart   func()
	Close     func() error
}

// hooked is a hooks attached to a loop, with the step its Step replaces.
type hooked[I Input[I]] struct {
	Hooks[I]
	next Stepper[I]  // the step before this hook's: the game's, or a Step hook's
	tick *int64      // the number of the tick running: ticked.tick
	step hookStep[I] // this hook's Step as a Stepper, for the next one's next
}

// hookStep is a Step hook as the Stepper the next Step hook is given:
// made once when the hook is attached, so that a tick allocates nothing.
type hookStep[I Input[I]] struct{ h *hooked[I] }

// Step runs the hook's Step on the tick running.
func (s hookStep[I]) Step(in I) { s.h.Step(*s.h.tick, in, s.h.next) }

// Hook attaches h to the loop: its functions run from the next frame on,
// at the points and in the order Hooks says. Hooks that run out of the
// ticks only (Rate, StartOver, Restart, Close) leave the loop ticking the
// game directly; those of the frames' ticks and lengths cost a call each
// where they run. It returns unhook, which
// detaches them again, from the next frame on (a part that records only
// while it records, so that the loop ticks the game directly
// otherwise); calling it twice does nothing the second time. Attach and
// detach between frames, or from a hook (which takes effect at the next
// frame); a Loop is not safe for concurrent use.
func (l *Loop[I]) Hook(h Hooks[I]) (unhook func()) {
	t := l.ticked
	k := &hooked[I]{Hooks: h, tick: &t.tick}
	k.step = hookStep[I]{k}
	t.pending = append(slices.Clip(t.attached()), k) // in a new slice, as attached asks
	l.wired = false
	return func() {
		t.pending = slices.DeleteFunc(slices.Clone(t.attached()), func(h *hooked[I]) bool { return h == k })
		l.wired = false
	}
}

// attached returns the hooks attached now, in the order attached: those
// the next frame will run with (changed since the frame began, or else
// those it runs with). The points out of the frames (Rate, StartOver,
// Restart, Close) call them so. Not to be changed in place: the frame
// running, or the caller, may be ranging over it.
func (t *ticked[I]) attached() []*hooked[I] {
	if t.pending != nil {
		return t.pending
	}
	return t.hooks
}

// takeHooks makes the hooks attached or detached since the last frame
// the ones this frame runs with, and chains their Steps: each Step hook's
// next is the one attached before it, the first's the game's.
func (t *ticked[I]) takeHooks() {
	if t.pending == nil {
		return
	}
	t.hooks, t.pending = t.pending, nil
	t.stepper = t.game
	t.perTick, t.perFrame = false, false
	for _, h := range t.hooks {
		if h.Step != nil {
			h.next = t.stepper
			t.stepper = h.step
		}
		t.perTick = t.perTick || h.Input != nil || h.Step != nil || h.Ticked != nil
		t.perFrame = t.perFrame || h.Length != nil || h.Framed != nil
	}
}
