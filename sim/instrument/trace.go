package instrument

import (
	"bytes"
	"fmt"
	"time"

	"tickbox/sim/disk"
)

// maxTraceFrames bounds a frame trace: about three hours at 144 fps,
// 80 MB.
const maxTraceFrames = 10_000_000

// frameTrace is the frame times of a window being recorded, as measured
// (before any snapping), for tickbox policies -frames to replay headless:
// how this machine's frames really came, under every policy.
type frameTrace struct {
	path   string
	frames []time.Duration
}

// newFrameTrace starts a trace to be saved at path. The caller checks that the
// path can be written (disk.Check) before it starts.
func newFrameTrace(path string) *frameTrace { return &frameTrace{path: path} }

// Add adds a frame's measured length, up to maxTraceFrames; a nil frameTrace
// (none recording) takes nothing.
func (t *frameTrace) Add(measured time.Duration) {
	if t != nil && len(t.frames) < maxTraceFrames {
		t.frames = append(t.frames, measured)
	}
}

// TraceStatus is what an overlay shows of the frame times being
// recorded: whether they are, and how many so far.
type TraceStatus struct {
	On     bool
	Frames int
}

// Status returns whether t records, and how many frames so far; a nil
// frameTrace is none recording.
func (t *frameTrace) Status() TraceStatus {
	if t == nil {
		return TraceStatus{}
	}
	return TraceStatus{On: true, Frames: len(t.frames)}
}

// Save writes the trace to its path as a file of ns, one frame a line,
// headed by a comment naming by, what measured them, and the command that
// replays them; whole, then renamed into place, through the one save path
// (disk.Save).
func (t *frameTrace) Save(by string) error {
	comment := fmt.Sprintf("frame times measured by %s, %d frames, ns per line\n"+
		"replay them: tickbox policies -frames %s", by, len(t.frames), t.path)
	var b bytes.Buffer
	if err := WriteNs(&b, comment, t.frames); err != nil {
		return err
	}
	return disk.Save(t.path, b.Bytes())
}
