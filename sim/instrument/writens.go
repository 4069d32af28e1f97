package instrument

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"time"

	"tickbox/sim/sched"
)

// MaxFrame is the longest frame a trace may hold, the scheduler's limit.
const MaxFrame = sched.MaxElapsed

// WriteNs writes frames in Tickbox's own format, with a comment line first.
func WriteNs(w io.Writer, comment string, frames []time.Duration) error {
	bw := bufio.NewWriter(w)
	for _, line := range strings.Split(comment, "\n") {
		fmt.Fprintf(bw, "# %s\n", line)
	}
	for _, f := range frames {
		fmt.Fprintf(bw, "%d\n", int64(f))
	}
	return bw.Flush()
}

// Plural writes n things: "1 frame", "600 frames".
func Plural(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}
