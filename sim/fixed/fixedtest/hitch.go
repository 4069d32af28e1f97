package fixedtest

import (
	"fmt"
	"time"

	"tickbox/sim/instrument"
)

// hitches plays another source's frames (DrawTraces' third), except that every Every-th frame
// lasts Length instead: a machine that stalls now and then (a garbage
// collection, a disk read, a window being dragged).
type hitches struct {
	instrument.Source
	Every  int           // the period, in frames; ≤ 0 means no hitch
	Length time.Duration // how long a hitch lasts
	n      int           // frames handed out
}

// Next returns the next frame's length: a hitch's, or the source's.
func (h *hitches) Next(ticks int) time.Duration {
	h.n++
	d := h.Source.Next(ticks) // drawn either way: a hitch replaces a frame, it does not shift the rest
	if h.Every > 0 && h.n%h.Every == 0 {
		return h.Length
	}
	return d
}

func (h *hitches) String() string {
	return fmt.Sprintf("%s, every %d frames one of %v", h.Source, h.Every, h.Length)
}
