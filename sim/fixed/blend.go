package fixed

import "math"

// Lerp returns the value drawn at alpha between a value's previous and
// current states: previous + (current-previous)·alpha. alpha outside
// [0, 1] draws on along the same line: a negative alpha behind previous,
// which is where the value was only if it changed at the same speed
// before its previous tick too. A body that started, stopped, bounced or
// was snapped at that tick is drawn where it never was (under the floor
// as a jump starts): keep the result where the body can be, or give such
// a body max(alpha, 0) (see the package comment, Alpha).
//
// It is Tickbox's one blend: the sandbox's drawing modes (package
// tickbox/sim/blend) draw with it too, so that the window draws with
// exactly what the headless judder measurement measures. The product is
// rounded before the sum, as everywhere in package bounce (the world), so
// that a compiler that fuses multiply-adds (arm64) draws the same
// positions as one that does not.
func Lerp(previous, current, alpha float64) float64 {
	return previous + float64((current-previous)*alpha)
}

// Vec is a position or a velocity in the game's units.
type Vec struct{ X, Y float64 }

// LerpVec returns the position drawn at alpha between previous and
// current, as Lerp does for each coordinate.
func LerpVec(previous, current Vec, alpha float64) Vec {
	return Vec{Lerp(previous.X, current.X, alpha), Lerp(previous.Y, current.Y, alpha)}
}

// LerpAngle returns the angle drawn at alpha between previous and current,
// in radians, turning the short way round: from 350° to 10° through 0°,
// not back through 180°, however the game keeps its angles (wrapped to
// [0, 2π) or counting turns). The result is not wrapped: from 350° to
// 10° at ½ it is 360°, which draws as 0°. The turn between the two is
// taken as the one of at most half a turn either way (exactly half a turn
// may go either way); an alpha outside [0, 1] turns on along the same
// short way.
func LerpAngle(previous, current, alpha float64) float64 {
	turn := math.Remainder(current-previous, 2*math.Pi) // exact: in [-π, π]
	return previous + float64(turn*alpha)
}

// Pair keeps a value's state at the previous tick beside its current one,
// for drawing between them. A game's Step calls Tick first, then changes
// Current; Draw blends Previous and Current at alpha.
type Pair[T any] struct {
	Previous, Current T
}

// Tick starts a tick: the current state becomes the previous one. Call it
// once at the start of every Step, before Current changes.
func (p *Pair[T]) Tick() { p.Previous = p.Current }

// Snap puts the value at v with no way between, for an object that
// teleports or spawns in this tick: both states are v, so it is drawn at
// v whatever alpha, instead of gliding there from where it was. Snap last
// in the tick, after its motion: a value snapped and then moved starts the
// tick away from where the previous one left it with its two states apart,
// which CheckDrawing reports as it does a Pair ticked once a frame.
func (p *Pair[T]) Snap(v T) { p.Previous, p.Current = v, v }
