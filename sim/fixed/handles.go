package fixed

// Dev is a Loop's dev layer: the instruments that measure the loop and
// the controls that break it on purpose (package tickbox/sim/instrument's,
// which a window draws and binds to keys), the loop's figures and checks,
// and where its notices go. Loop.Dev returns it, at no cost; with
// DevOptions.On off the controls that break the loop return an error naming
// DevOptions.On, and the figures only a window's dev layer keeps are empty.
type Dev[I Input[I]] struct{ l *Loop[I] }

// Dev returns the loop's dev layer: see [Dev].
func (l *Loop[I]) Dev() Dev[I] { return Dev[I]{l} }

// Tape is a Loop's recordings: the recording in progress and autosave, a
// playback and what it found, and the synctest's findings (package
// tickbox/sim/tape holds the format). Loop.Tape returns it, at no cost.
type Tape[I Input[I]] struct{ l *Loop[I] }

// Tape returns the loop's recordings: see [Tape].
func (l *Loop[I]) Tape() Tape[I] { return Tape[I]{l} }
