package lab

import (
	"bytes"
	"io"
	"math"
	"strings"
	"testing"
)

// A value JSON cannot hold (a NaN state, as a replay whose start state
// holds one gives) is exit 1 with the encoder's error: replay -json once
// printed nothing and exited 0.
func TestEmitReportsJSONError(t *testing.T) {
	var out, errOut bytes.Buffer
	c := newCommand("replay", "FILE", "", &out, &errOut)
	rep := &report{Jumper: jumperState{Y: math.NaN()}}
	code := c.emit(exitOK, func(w io.Writer) error { return writeJSON(w, rep) })
	if code != exitFailed || !strings.Contains(errOut.String(), "unsupported value: NaN") {
		t.Errorf("exit %d, stderr %q: want 1 and the encoder's error", code, errOut.String())
	}
}
