// Package fixed is Tickbox's fixed-timestep loop with no display: the
// Loop that ticks a game's state in steps of exactly one tick (1/60 s by
// default) whatever the frames, each tick with its input, and leaves the
// alpha a window draws between the last two states with. It imports no
// Ebitengine, so a program without a display (a game's own tests, a
// script, a server, Tickbox's lab) links it and runs.
//
// Package tickbox/game/shell is the same loop in an Ebitengine window: its
// Game is a [Stepper] with an Update that reads the input and a Draw that
// gets alpha, and its Loop this Loop with the window around it; a game's
// main package imports both, this one for Options, Frame, Pair, Lerp and
// the rest. A game keeps its state, its input type and its Step in a
// package of its own that imports this one and no Ebitengine, and its
// main package, which draws, imports tickbox/game/shell: the game's ticks
// then test with no display.
//
// # Each frame
//
// Each frame, one call (Loop.Frame, which reads the Clock, or
// Loop.Advance with a made-up length) hands the time since the previous
// frame to the scheduler (package tickbox/sim/sched), whose policy decides
// how many whole ticks that time is worth; the loop runs them, each
// Stepper.Step with the input of its tick (Inputs: by tick number, so that
// a recording plays back into the same ticks under any frames), and what
// is left over, as a fraction of a tick, is alpha. Every frame goes
// through a policy: Recommended unless Options.Policy names another. Two
// stops end ticking between ticks, not only between frames: a tick number
// (Loop.StopAt), at which a run or a replay ends exactly, however many
// ticks the last frame owed, and an interrupt (Loop.Interrupt, which any
// goroutine may call), so that a frame owing a day of ticks still stops
// within a tick. Time enters only through a Clock: Monotonic for a window,
// a VirtualClock for tests and headless runs, on which every run is the
// same to the nanosecond.
//
// The Loop's own methods are that kernel and its settings, with its Clock
// and its Scheduler to read. An opt-in part in a package of its own works
// on the loop through [Hooks] it attaches with
// Loop.Hook: a frame's length, a tick's input and step, after each tick
// and each frame, starting over, restarting and closing. With no hooks
// attached, the loop ticks the game directly.
//
// # Testing a game's ticks
//
// A test makes the Loop with New, a VirtualClock in Options.Clock, and
// runs made-up frames with Loop.Advance, giving each frame's input with
// Loop.Feed first, as a window's Update does. The recording part,
// package tickbox/sim/tape (tape.Attach), records the session tick by
// tick into a file (saved at Loop.Close), plays it back under other
// frames, checking every fingerprint against the recording, and steps
// every tick twice from its snapshot (the synctest); see tape.State
// for what the game's state must do to qualify.
//
// # The dev layer's instruments
//
// The instruments of Tickbox's dev layer (a frame shaper that adds an fps
// cap, jitter and hitches to the frames it begins, a load and a stall on
// every tick, the figures, the timeline of the last frames and a frame
// trace) are a part of their own, package tickbox/sim/instrument's Dev,
// attached to the loop through its hooks (instrument.Attach), and its
// frame log another (package tickbox/sim/framelog); a window attaches the
// Dev when its DevOptions.On or TICKBOX_DEV asks for it (package
// tickbox/game/shell). A loop with none
// attached pays nothing for it. A game with work in every frame once its
// ticks have run (a variable-step part of its world) is a [Framer].
//
// # Input, events and drawing, ready-made
//
// [Devices] is input for a tick that survives any frame: every key, mouse
// button and gamepad button counted tick by tick ([Button]: down, presses
// and releases since the previous tick, pressed at all), the cursor and
// axes at the tick, the wheel summed; [Key], [MouseButton], [PadButton]
// and [PadAxis] are Ebitengine's numbers, named here for a package with
// no Ebitengine. A [Reporter] game (an embedded [Events]) reports what
// happened in a tick, and the loop hands it over once, after the tick is
// final, never for a synctest's or a replay check's re-step.
// Package fixedtest's CheckDrawing plays frame traces through a [Drawer] game's ticks and
// finds the first frame drawn off its last two ticks' segment.
// [CheckRate] is the loop's rule for a tick rate.
package fixed
