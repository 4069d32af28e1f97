// Package refresh measures a display's refresh rate from the lengths of
// the frames a game measures: the one estimate of it, which the
// frame-time filter (package tickbox/sim/pacing's Snapper) snaps frames
// to, and the dev layer (package tickbox/sim/instrument) counts frames in
// for its smoothness. It is a leaf, so that a dev layer that only wants
// the rate links no snapper.
//
// A display can only show frames at its refreshes, so every true frame
// length is a whole number of refresh intervals. A [Meter] keeps a run of
// frames that each last a whole number of intervals of the run's mean,
// within a tolerance; the mean's error shrinks with the run (by the
// tolerance over the number of intervals), and once it can be only one of
// the rates displays are sold with (60, 59.94, 144 Hz...) the Meter takes
// that rate exactly: at most about 4 s to tell 60 from 59.94 Hz apart
// with ±1 ms of noise (often 1 to 2 s), a fraction of a second for 144 Hz.
// A rate no common one fits is kept as measured. A frame that does not fit
// starts a new run; the rate decided so far is kept until the new run
// decides.
package refresh
