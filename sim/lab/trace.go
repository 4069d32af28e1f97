package lab

import (
	"fmt"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/sandbox"
)

// newSandbox returns the window's sandbox of o on a virtual clock, saving
// nothing: for the lab's commands that need the whole of it (the twin,
// keys), not only ticks from frames.
func newSandbox(o sandbox.Options) (*sandbox.Sandbox, error) {
	o.RecordDir = ""
	return sandbox.New(o, &fixed.VirtualClock{})
}

// sandboxFrame runs one frame of elapsed in sb, and returns what failed.
func sandboxFrame(sb *sandbox.Sandbox, elapsed time.Duration) error {
	sb.Advance(elapsed)
	sb.Notices() // the lab reports for itself; notices would pile up
	if err := sb.Scene().Stats().Err; err != nil {
		return fmt.Errorf("frame %d: %w", sb.Scene().Stats().Totals.Frames+1, err)
	}
	return nil
}
