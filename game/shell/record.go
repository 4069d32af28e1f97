//go:build !headless

package shell

import (
	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
	"tickbox/sim/tape"
)

// Record attaches the recording part (package tickbox/sim/tape) to the
// loop, which then records, plays back or synctests the game as o says,
// and whose dev layer shows what it does; see tape.Attach for its
// errors. o.Name is the loop's Options.Name if empty. Call it before Run.
func (l *Loop[I]) Record(o tape.Options) (*tape.Tape[I], error) {
	if o.Name == "" {
		o.Name = l.name
	}
	if o.Log == nil {
		o.Log = l.log
	}
	t, err := tape.Attach(l.Loop, fixed.Stepper[I](l.game), o)
	if err != nil {
		return nil, err
	}
	l.tape = t
	return t, nil
}

// Tape returns the recording part Record attached, or nil before.
func (l *Loop[I]) Tape() *tape.Tape[I] { return l.tape }

// controls is the loop as the dev layer reads it: its dev layer's
// controls, and the replay rows from the recording part, if attached.
type controls[I fixed.Input[I]] struct {
	fixed.Dev[I]
	tape *tape.Tape[I]
}

// ReplayStatus returns what the recording part does as the replay rows
// show it; the zero status without one.
func (c *controls[I]) ReplayStatus() instrument.ReplayStatus {
	if c.tape == nil {
		return instrument.ReplayStatus{}
	}
	r := c.tape.Replay()
	st := instrument.ReplayStatus{Recording: r.Recording != "", Recorded: r.Recorded, SyncTest: r.SyncTest, SyncBad: r.SyncBad, SyncTick: r.SyncTick}
	if r.Playing == "" {
		return st
	}
	st.Play, st.Played, st.Total, st.Checked = instrument.Playing, r.Played, r.Total, r.Checked
	if r.Done {
		st.Play = instrument.Played
	}
	st.Desync, st.BadFrom, st.BadTo = r.Differs, r.BadFrom, r.BadTo
	return st
}
