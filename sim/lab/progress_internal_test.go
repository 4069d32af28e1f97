package lab

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

// Into a pipe or a file, progress shows a line every five seconds, with
// the frames: a run of 1 ns frames shows it is alive though no tick comes.
func TestProgressOnAPipe(t *testing.T) {
	var out bytes.Buffer
	p := newFrameProgress(&out, 0, 600)
	clock := p.start
	p.now = func() time.Time { return clock }
	for i := range 20 * progressCalls {
		clock = clock.Add(time.Second / progressCalls) // a second every 256 frames
		p.update(int64(i / 1000))
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 4 || strings.Contains(out.String(), "\r") {
		t.Fatalf("20 s of frames on a pipe printed %q: want 4 lines, one every 5 s, nothing rewritten in place", out.String())
	}
	if want := "tick 1 of 600 (0%), 1280 frames"; !strings.HasPrefix(lines[0], want) {
		t.Errorf("first line %q: want it to start %q", lines[0], want)
	}
}
