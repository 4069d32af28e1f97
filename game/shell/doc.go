// Package shell runs an Ebitengine game on Tickbox's fixed-timestep loop:
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
//	shell.Run(&game{}, fixed.Options{})
//
// Run sets ebiten.SetTPS(ebiten.SyncWithFPS), so that Update and Draw come
// once per frame, and does the timing in Draw (see Loop.Draw for why).
//
// # The loop
//
// Each frame, Draw reads the monotonic clock and hands the time since the
// previous frame to Tickbox's loop (package tickbox/sim/fixed), whose frame
// policy decides how many whole ticks it is worth; the loop runs them, and
// what is left over, as a fraction of a tick, is alpha. A frame counts as
// at most 250 ms (the clamp) and runs at most 5 ticks (the tick cap), so a
// debugger's pause or ticks that cost more than they cover slow the game
// down instead of freezing it; the time not played is reported, by what
// cut it: the clamp, the policy's owed limit, the tick cap
// (Frame.Unplayed, Totals.Unplayed). Owed time is kept in exact integer units, so the game
// never drifts from the clock. The policy is Recommended, tickbox-steady,
// unless Options.Policy names another engine's (tickbox, godot, unity,
// bevy, monogame, ebitengine, ...; the game calls tickbox/sim/policy's
// Register first). Frame times are not snapped to the display's refresh
// unless the game attaches package tickbox/sim/pacing's Snapper as the
// loop's Length hook (Loop.Hook, Config.On); with the dev layer on, the
// dev layer only measures the refresh, for its figures (package
// tickbox/sim/refresh's Meter, with which a Snapper measures too; the
// window links no snapper). Everything can change while the game runs:
// Loop.SetPaused, OneTick, SetScale, SetRate, SetPolicy, SetLimits,
// SetFast (as fast as possible), StopAt and SetTick (a stop and
// a start at a tick), StartOver (a state replaced); and Loop.Latest says
// what the latest frame did, its Accepted the game time it played.
//
// # Alpha
//
// Draw each value at previous + (current-previous)·alpha ([fixed.Lerp],
// [fixed.LerpVec], [fixed.LerpAngle]). Under the tickbox policy (Tickbox's own
// accumulator, with its clamp and tick cap) alpha is in [0, 1) (but for a
// frame or so after SetPolicy from a policy that ran ahead). The
// recommended policy rounds to the nearest tick, so the latest tick may
// lie up to half a tick past the moment drawn, and alpha is negative
// then: in [-½, ½) while frames are steady, [-1, 1) while they are not.
// A negative alpha draws a body behind its previous state, on the line of
// its last step: where it was if it moved so before that tick too, but
// where it never was if it started, stopped, bounced or was snapped at
// that tick (under the floor as a jump starts, off the screen's edge the
// tick after it wrapped). Keep what is drawn where the body can be (clamp
// it to the floor, the screen), or draw such a body at max(alpha, 0), as a
// value that cannot go outside its two states (a colour fading, a frame
// of an animation) needs; a game that must be exact through a bounce
// keeps the state before the previous one too and draws between those
// two at 1+alpha when alpha is negative; and a game that wants alpha in
// [0, 1) runs the tickbox policy (registered by tickbox/sim/policy's
// Register). An object that teleports or spawns in a
// tick is snapped ([fixed.Pair.Snap]) so that it is drawn where it is, not
// gliding there.
//
// # Input
//
// Update reads the input once per frame; the loop gives it to exactly one
// tick, the next, however many ticks the frame runs: a jump pressed in a
// frame of three ticks jumps once, and frames of no tick keep their input
// for the next tick, merged (see [fixed.Input] for how). Game.Step gets its input
// as an argument and must read no other: no ebiten.IsKeyPressed in Step.
// fixed.Devices is such an input, ready-made, and ReadDevices what Update
// returns for it: every key, button and axis counted tick by tick, so that
// in.Keys[ebiten.KeyX].JustPressed() is true in exactly one tick per press
// at 20 fps and at 240 (the bool of the example above cannot count two
// presses before one tick).
//
// # Events
//
// A sound played in Step plays twice: the synctest steps every tick twice,
// and a replay's check steps ticks again. Step reports what happened
// instead (Events.Report, with an Events embedded beside the state, out
// of its snapshot), and the loop calls Events.Play once per event, after
// its tick is final, live and in playback alike ([fixed.Reporter]).
//
// # Replays
//
// A deterministic game that is a [tape.State] (a fingerprint of its
// state, MarshalBinary and UnmarshalBinary) gets Tickbox's replays from
// the recording part, package tickbox/sim/tape, which New and Run attach
// when given a tape.Options (a [Part]; [Loop.Tape] returns it):
// tape.Options.Record records its input tick by tick into a file, Replay
// plays a file back under any frames and names the first tick that
// differs, and SyncTest steps every tick twice from its snapshot; the dev
// layer shows what it does. A recording is in memory until it is saved:
// a game that wants it safe from a crash opts into package
// tickbox/sim/autosave, which the shell does not link, after New:
//
//	autosave.Attach(loop.Tape()) // the recording in progress, every 10 s, beside its file
//	found, failed := autosave.Recover(nil, ".") // at the start: what a crash left, saved
//
// To qualify,
// the game's Step must compute the same state from the same state and
// input on every machine and every run: it reads no clock (time is the
// tick: 1/Rate s each), takes its random numbers from a generator of its
// own, seeded in its state and saved with it, iterates in an order it
// defines (never a map's), and writes float64(x*y) + z where a product is
// added, so that no compiler fuses the two into one rounding (arm64 does,
// and amd64 with GOAMD64=v3). MarshalBinary must save everything Step
// reads, and the Fingerprint cover everything Step changes. Package
// tickbox/sim/tape says more, and holds the file format; its Options.Name
// (the loop's, if empty) and Rules name the game and the version of its
// rules in its files.
//
// # The dev layer
//
// instrument.DevOptions.On given to New or Run (a Part), or TICKBOX_DEV=1 in
// the environment with no change to the
// game, switches on for the game what Tickbox's sandbox has, drawn over
// the game's picture along its top, out of the way of most games' action:
// the loop's figures (the tick, ticks this frame, alpha, the frame's
// length and the worst of the last second, the time not played and what
// cut it, fps, ticks a second, the game speed, the time scale, the fps cap,
// jitter, the load, the policy with the limits it keeps, the judder and
// the animation error of the latest second, for a body drawn at its
// previous tick plus alpha, the recording or playback) and
// the timeline of the last second of frames, each frame's ticks beneath
// it; and the keys that break the loop on purpose to watch it cope. The
// keys are the function keys, alone or with Shift, since a game that
// reads a letter reads it whatever modifier is held ([DevKeys]; F1 lists
// them over the game):
//
//	F1          these keys
//	F2          the loop's figures on/off
//	F3          the timeline on/off
//	F4          hitch: one frame of 250 ms (Shift+F4: 1 s)
//	F5          pause / resume (Shift+F5: one tick)
//	F6          stall the next tick by 500 ms
//	F7          jitter: frames of 4 to 40 ms
//	F8          load per tick up: 0, 5, 10, 20, 40 ms (Shift+F8: down)
//	F9          time scale up: ¼ ½ 1 2 4 16 (Shift+F9: down)
//	F10         fps cap: vsync, 144, 60, 30, 20 fps
//	F11         frame policy: the next engine's loop
//	F12         screenshot, into the working folder (Shift+F12: record the
//	            frame times, a trace for tickbox policies -frames, again to save)
//
// They are the sandbox's keys for the same things (H, P, N, X, J, L, +,
// F, E, Shift+R, F12), with the same values, and the figures are drawn by
// the sandbox's own painters. Off, the dev layer costs a comparison where
// it would be used and allocates nothing; on, a frame allocates nothing
// up to the GPU calls.
//
// F11 cycles through the policies registered: tickbox-steady alone, unless
// the game calls tickbox/sim/policy's Register at its start.
//
// A game's own debug menu breaks the loop from code as F4, F6, F7 and F8
// do: it keeps the Loop that New made and calls Loop.Dev().Hitch, Stall,
// SetJitter and SetLoad from its Update (methods of instrument.Dev, which
// go doc tickbox/sim/instrument Dev lists: the dev layer's instruments,
// which New attaches to the loop through its hooks); with the dev layer
// off, Loop.Dev is nil and they return an error naming DevOptions.On.
//
// The dev layer is drawn at the window's own pixels, over the game's
// picture as the window shows it (Loop.DrawFinalScreen), whatever the
// game's Layout: a pixel-art game of 320×240 in a window of 960×720 gets
// sharp figures a third of the window high, not a panel of 320×240
// scaled up three times over all of the game. On a window under 1000
// pixels high it shows its compact form (the frame, the rates, the
// policy and the state, and the switches' rows, the time scale, the load,
// the fps cap and jitter, once one of them is moved from where the loop
// starts, by a key or from code), from 1000 its full one (logical pixels: a display of scale 2 draws the same
// dev layer twice as finely). A game that draws its own final screen
// (ebiten.FinalScreenDrawer) keeps it: the Loop calls it, then draws the
// dev layer over it.
//
// # Your own loop
//
// A program with a fixed-step loop of its own (Tickbox's sandbox, whose
// loop also runs headless in its lab) runs it in a [Window] as Frames,
// and gets the window's side of the loop as a Loop does: one Update per
// Draw, the clock started at the first frame shown, the close button and
// the stop signals (Ctrl+C, SIGTERM, SIGHUP) interrupting the ticks
// between two of them and saving what is recorded.
//
// # Between machines
//
// A deterministic world plays between machines, one player a machine,
// with package tickbox/game/shell/online, an opt-in part beside this one
// (a game that does not import it links no netplay): its rows of
// figures join the dev layer's through [Loop.DrawRows].
//
// # Headless
//
// The loop itself is package tickbox/sim/fixed, which imports no
// Ebitengine: this package's Loop is that Loop in a window, and Options,
// Frame, Pair, Vec, Lerp, None, Devices and the rest are that package's
// names, which a game imports from there (go doc tickbox/sim/fixed). A binary that
// links Ebitengine needs a display to start, so a game keeps its state,
// its input type and its Step in a package of its own that imports
// tickbox/sim/fixed and not this one, and tests its ticks there with no
// display: New with a VirtualClock in Options.Clock, then Loop.Feed and
// Loop.Advance for each made-up frame, as the window would (its README.md,
// "A whole game", shows it), and package fixedtest's CheckDrawing checks what it draws
// between ticks (a Drawer). TICKBOX_FRAMES=N ends Run after N frames, for
// running a game unchanged in CI.
package shell
