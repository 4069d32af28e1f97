package sandbox

import "tickbox/sim/instrument"

// The timeline of recent frames and its sums are the instruments'
// (package sim/instrument), which the dev layer of any game shares.
type (
	// FrameRecord is what the timeline keeps of one frame.
	FrameRecord = instrument.FrameRecord
	// Timeline is a ring of the most recent frames, newest last.
	Timeline = instrument.Timeline
	// Span sums the frames of a span of real time.
	Span = instrument.Span
)

// TimelineSize is how many frames the timeline keeps.
const TimelineSize = instrument.TimelineSize
