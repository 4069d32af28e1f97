//go:build !headless

package fixed

import headless "tickbox/sim/fixed"

// The names of package tickbox/sim/fixed, the loop with no display, which
// this package runs in a window: a game's own package that imports no
// Ebitengine uses them from there, its main package from here, and both
// are the same.

// Options are how a game runs on the loop: headless.Options.
type Options = headless.Options

// Frame is what the latest frame did: headless.Frame.
type Frame = headless.Frame

// Stepper is a game's state and its Step, with no display:
// headless.Stepper.
type Stepper[I any] = headless.Stepper[I]

// Input is what a game's input type does so that every frame's input
// reaches exactly one tick, the next: headless.Input.
type Input[I any] = headless.Input[I]

// None is the input of a game that takes none: headless.None.
type None = headless.None

// Rated is a game whose step follows the tick rate: headless.Rated.
type Rated = headless.Rated

// Replayable is a game whose state can be recorded, played back and
// synctested: headless.Replayable.
type Replayable = headless.Replayable

// Replay is what the loop's recording, playback and synctest have done so
// far: headless.Replay.
type Replay = headless.Replay

// BadTick is the first tick a replay found wrong, and why:
// headless.BadTick.
type BadTick = headless.BadTick

// Mismatch is a fingerprint a replay found different: headless.Mismatch.
type Mismatch = headless.Mismatch

// Clock is what a loop measures frames on: headless.Clock.
type Clock = headless.Clock

// VirtualClock is a clock that moves only when told, for tests and
// scripts: headless.VirtualClock.
type VirtualClock = headless.VirtualClock

// Inputs is where each tick's input comes from, by tick number:
// headless.Inputs.
type Inputs[I any] = headless.Inputs[I]

// InputFunc is Inputs made of a function of the tick: headless.InputFunc.
type InputFunc[I any] = headless.InputFunc[I]

// Totals are the loop's running sums since it started: headless.Totals.
type Totals = headless.Totals

// Vec is a position or a velocity in the game's units: headless.Vec.
type Vec = headless.Vec

// Pair keeps a value's state at the previous tick beside its current one:
// headless.Pair.
type Pair[T any] = headless.Pair[T]

// Recommended, Unlimited and DevEnv are headless's.
const (
	Recommended = headless.Recommended
	Unlimited   = headless.Unlimited
	DevEnv      = headless.DevEnv
)

// ErrFile is what an error of [New] matches when a file the Options name
// cannot be used: headless.ErrFile.
var ErrFile = headless.ErrFile

// Lerp returns the value drawn at alpha between a value's previous and
// current states: headless.Lerp.
func Lerp(previous, current, alpha float64) float64 {
	return headless.Lerp(previous, current, alpha)
}

// LerpVec returns the position drawn at alpha between previous and
// current: headless.LerpVec.
func LerpVec(previous, current Vec, alpha float64) Vec {
	return headless.LerpVec(previous, current, alpha)
}

// LerpAngle returns the angle drawn at alpha between previous and
// current, turning the short way round: headless.LerpAngle.
func LerpAngle(previous, current, alpha float64) float64 {
	return headless.LerpAngle(previous, current, alpha)
}
