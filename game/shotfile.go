//go:build !headless

package game

import (
	"fmt"
	"time"

	"tickbox/sim/sandbox"
)

// shotName names a screenshot by when it was taken, the tick and the
// mode, so that a folder of shots sorts by time and says what each shows:
// tickbox-20260102-150405.123-t000012345-interpolate.png.
func shotName(at time.Time, tick int64, mode sandbox.Mode) string {
	return fmt.Sprintf("tickbox-%s-t%09d-%s.png", at.Format("20060102-150405.000"), tick, mode)
}
