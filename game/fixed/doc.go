// Package fixed runs an Ebitengine game on Tickbox's fixed-timestep loop:
// the game's state advances in ticks of exactly one step (1/60 s by
// default) whatever the frame rate, each tick with the player's input of
// that tick, and the game draws between its last two states with alpha,
// so that motion is smooth on a 144 Hz display and a jump is as high at
// 20 fps as at 240. It is the way to use Tickbox in a game.
//
// # Adopting it
//
// An ebiten.Game runs its logic in Update, which Ebitengine calls a whole
// number of times per frame (60 a second by default) and gives Draw no
// alpha. Before:
//
//	func (g *game) Update() error {
//		if inpututil.IsKeyJustPressed(ebiten.KeySpace) { g.vy = jump }
//		g.vy -= gravity
//		g.y += g.vy
//		return nil
//	}
//	func (g *game) Draw(screen *ebiten.Image) { drawAt(screen, g.y) }
//	...
//	ebiten.RunGame(&game{})
//
// After, Update reads the input, Step runs a tick, Draw blends:
//
//	type input struct{ Jump bool }
//	func (in input) Merge(next input) input { return input{in.Jump || next.Jump} }
//	func (in input) Held() input            { return input{} }
//
//	func (g *game) Update() (input, error) {
//		return input{Jump: inpututil.IsKeyJustPressed(ebiten.KeySpace)}, nil
//	}
//	func (g *game) Step(in input) {
//		g.y.Tick() // a fixed.Pair[float64]: the previous tick's y beside this one's
//		if in.Jump { g.vy = jump }
//		g.vy -= gravity
//		g.y.Current += g.vy
//	}
//	func (g *game) Draw(screen *ebiten.Image, alpha float64) {
//		drawAt(screen, fixed.Lerp(g.y.Previous, g.y.Current, alpha))
//	}
//	...
//	fixed.Run(&game{}, fixed.Options{})
//
// Run sets ebiten.SetTPS(ebiten.SyncWithFPS), so that Update and Draw come
// once per frame, and does the timing in Draw (see Loop.Draw for why).
//
// # The loop
//
// Each frame, Draw reads the monotonic clock and hands the time since the
// previous frame to Tickbox's loop (package tickbox/sim/loop), whose frame
// policy decides how many whole ticks it is worth; the loop runs them, and
// what is left over, as a fraction of a tick, is alpha. A frame counts as
// at most 250 ms (the clamp) and runs at most 5 ticks (the tick cap), so a
// debugger's pause or ticks that cost more than they cover slow the game
// down instead of freezing it; the time cut is reported (Frame.Dropped,
// Frame.ClampLoss). Owed time is kept in exact integer units, so the game
// never drifts from the clock. The policy is Recommended, tickbox-steady,
// unless Options.Policy names another engine's (tickbox, godot, unity,
// bevy, monogame, ebitengine, ...), and Options.Snap snaps frame times to
// the display's refresh. Everything can change while the game runs:
// Loop.SetPaused, OneTick, SetScale, SetRate, SetPolicy, SetLimits,
// SetSnap; and Loop.Latest says what the latest frame did.
//
// # Alpha
//
// Draw each value at previous + (current-previous)·alpha ([Lerp],
// [LerpVec], [LerpAngle]). Under tickbox (the textbook loop) alpha is in
// [0, 1). The recommended policy rounds to the nearest tick, so the latest
// tick may lie up to half a tick past the moment drawn, and alpha is
// negative then: in [-½, ½) while frames are steady, [-1, 1) while they are not.
// Draw with it as it is: a negative alpha puts a body a little behind its
// previous state along its last step, which is where it was at that
// moment. Only a value that cannot go outside its two states (a colour
// fading, a frame of an animation) needs max(alpha, 0); and a game that
// must be exact through a bounce keeps the state before the previous one
// too and draws between those two at 1+alpha when alpha is negative. An
// object that teleports or spawns in a tick is snapped ([Pair.Snap]) so
// that it is drawn where it is, not gliding there.
//
// # Input
//
// Update reads the input once per frame; the loop gives it to exactly one
// tick, the next, however many ticks the frame runs: a jump pressed in a
// frame of three ticks jumps once, and frames of no tick keep their input
// for the next tick, merged (see Input for how). Game.Step gets its input
// as an argument and must read no other: no ebiten.IsKeyPressed in Step.
//
// # Replays
//
// A deterministic game that is Replayable (a fingerprint of its state,
// MarshalBinary and UnmarshalBinary) gets Tickbox's replays: Options.Record
// records its input tick by tick into a file, Options.Replay plays a file
// back under any frames and names the first tick that differs, and
// Options.SyncTest steps every tick twice from its snapshot. Package
// tickbox/sim/tape says what the game's Step must keep to qualify (no
// clock, its own seeded random numbers, no map order, float64(x*y) + z),
// and holds the file format.
//
// # The dev layer
//
// Options.Dev, or TICKBOX_DEV=1 in the environment with no change to the
// game, draws the loop's figures over the game's picture (the policy, the
// rate, ticks this frame, alpha, time dropped, the frame rate, recording
// and playback); F2 hides them. Off, it costs nothing.
//
// # Headless
//
// A test drives the same loop with no window: New with a VirtualClock in
// Options.Clock, then Loop.Advance for each made-up frame, calling the
// game's Update and Loop.Feed as the window would. (A binary that links
// Ebitengine needs a display to start, so such tests run under a virtual
// display, Xvfb, as make test runs them.) TICKBOX_FRAMES=N ends Run after
// N frames, for running a game unchanged in CI.
package fixed
