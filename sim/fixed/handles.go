package fixed

// Tape is a Loop's recordings: the recording in progress and autosave, a
// playback and what it found, and the synctest's findings (package
// tickbox/sim/tape holds the format). Loop.Tape returns it, at no cost.
type Tape[I Input[I]] struct{ l *Loop[I] }

// Tape returns the loop's recordings: see [Tape].
func (l *Loop[I]) Tape() Tape[I] { return Tape[I]{l} }
