//go:build !headless

package shell

import (
	"cmp"

	"tickbox/sim/fixed"
	"tickbox/sim/tape"
)

// record attaches the recording part (package tickbox/sim/tape) to the
// loop, which then records, plays back or synctests the game as o says,
// and whose dev layer shows what it does; see tape.Attach for its
// errors. o.Name and o.Log are the loop's if unset.
func (l *Loop[I]) record(o tape.Options) error {
	o.Name, o.Log = cmp.Or(o.Name, l.name), cmp.Or(o.Log, l.log)
	t, err := tape.Attach(l.Loop, fixed.Stepper[I](l.game), o)
	l.tape = t
	return err
}

// Tape returns the recording part New attached (given a tape.Options), or
// nil without one.
func (l *Loop[I]) Tape() *tape.Tape[I] { return l.tape }
