package netplay

import "tickbox/sim/tape"

// The wire writes each input's encoding against the one before it as a
// recording does (tape.AppendDelta: XOR, then the runs of zeros skipped,
// the GGRS approach), through these two functions, so that another delta
// of the same shape plugs in here and nowhere else. appendDelta appends
// the delta of in against ref to dst; readDelta reads the delta at the
// start of src against ref, appends the input to dst, and returns how
// many bytes of src it read, refusing an input longer than most. Neither
// keeps its slices.
var (
	appendDelta = tape.AppendDelta
	readDelta   = tape.ReadDelta
)
