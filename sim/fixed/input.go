package fixed

// Stepper is what a Loop ticks: a game's state and its Step, with no
// display. Step advances the state by one tick, exactly one fixed step
// (1/Rate s), with the tick's input. It must not read a clock or depend
// on when it is called: a frame may run it 0 times, once or many times,
// and a replay runs it under any frames at all. It keeps what drawing
// needs: each value's previous state beside its current one ([Pair]). A
// game in a window (package tickbox/game/shell's Game) is a Stepper with
// its Update and Draw around it.
type Stepper[I any] interface {
	Step(in I)
}

// Rated is a game whose step depends on the tick rate: the loop calls
// SetRate before the first tick and at every change (Loop.SetRate,
// StartOver, a playback's), so that it steps by the rate in force.
type Rated interface{ SetRate(hz int) }

// None is the input of a game that takes none: its ticks all take None{}.
type None struct{}

// Merge returns None{}.
func (None) Merge(None) None { return None{} }

// Held returns None{}.
func (None) Held() None { return None{} }
