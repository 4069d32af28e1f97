package instrument

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"time"
)

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
