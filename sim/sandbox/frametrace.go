package sandbox

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"tickbox/sim/disk"
	"tickbox/sim/frames"
)

// MaxTraceFrames bounds a frame trace the window records: about three
// hours at 144 fps, 80 MB.
const MaxTraceFrames = 10_000_000

// frameTrace is the window's frame times being recorded, as measured
// (before snapping), for tickbox policies -frames to replay headless.
type frameTrace struct {
	path   string
	frames []time.Duration
}

// StartFrameTrace records every frame's measured length from now on into
// path, written when it stops: on Shift+R, on Close. The window checks
// the path can be written (disk.Check) before it starts.
func (s *Sandbox) StartFrameTrace(path string) {
	s.trace = &frameTrace{path: path}
	s.notices.add("recording frame times to "+path+" (Shift+R stops and saves)", false)
}

// StopFrameTrace saves the frame times recorded, if any, and returns where.
func (s *Sandbox) StopFrameTrace() (string, error) {
	t := s.trace
	if t == nil {
		return "", nil
	}
	s.trace = nil
	comment := fmt.Sprintf("frame times measured by tickbox's window, %d frames, ns per line\n"+
		"replay them: tickbox policies -frames %s", len(t.frames), t.path)
	err := writeTrace(t.path, comment, t.frames)
	if err != nil {
		s.notices.warn("frame times not saved: " + err.Error())
		return "", err
	}
	s.notices.add(fmt.Sprintf("saved %s: %d frame times", t.path, len(t.frames)), true)
	return t.path, nil
}

// writeTrace writes frames to path as a recording is saved: whole, then
// renamed into place, through the one save path (disk.Save).
func writeTrace(path, comment string, d []time.Duration) error {
	var b bytes.Buffer
	if err := frames.WriteNs(&b, comment, d); err != nil {
		return err
	}
	return disk.Save(path, b.Bytes())
}

// toggleFrameTrace is Shift+R: stop and save, or start a trace named by
// the time in the record folder.
func (s *Sandbox) toggleFrameTrace() {
	if s.trace != nil {
		_, _ = s.StopFrameTrace() // the notice tells
		return
	}
	r := &s.state.replays
	if err := os.MkdirAll(r.dir, 0o755); err != nil {
		s.notices.warn("frame times: " + err.Error())
		return
	}
	s.StartFrameTrace(filepath.Join(r.dir, "frames-"+r.wall().Format("20060102-150405.000")+".txt"))
}

// add adds a frame's measured length to the trace; a nil trace (none
// running) takes nothing.
func (t *frameTrace) add(measured time.Duration) {
	if t != nil && len(t.frames) < MaxTraceFrames {
		t.frames = append(t.frames, measured)
	}
}

// TraceStatus is what the overlay shows of the frame times being
// recorded: whether they are, and how many so far.
type TraceStatus struct {
	On     bool
	Frames int
}

// FrameTrace returns the frame times being recorded (Shift+R,
// -frames-out): on, and how many so far.
func (c Scene) FrameTrace() TraceStatus {
	t := c.s.trace
	if t == nil {
		return TraceStatus{}
	}
	return TraceStatus{On: true, Frames: len(t.frames)}
}
