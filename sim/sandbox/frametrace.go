package sandbox

import (
	"fmt"
	"path/filepath"
	"time"

	"tickbox/sim/disk"
	"tickbox/sim/instrument"
)

// MaxTraceFrames bounds a frame trace the window records: about three
// hours at 144 fps, 80 MB (instrument.MaxTraceFrames).
const MaxTraceFrames = instrument.MaxTraceFrames

// StartFrameTrace records every frame's measured length from now on into
// path, written when it stops: on Shift+R, on Close. The window checks
// the path can be written (disk.Check) before it starts.
func (s *Sandbox) StartFrameTrace(path string) {
	s.trace = instrument.NewTrace(path)
	s.notices.add("recording frame times to "+path+" (Shift+R stops and saves)", false)
}

// StopFrameTrace saves the frame times recorded, if any, and returns where.
func (s *Sandbox) StopFrameTrace() (string, error) {
	t := s.trace
	if t == nil {
		return "", nil
	}
	s.trace = nil
	if err := t.Save("tickbox's window"); err != nil {
		s.notices.warn("frame times not saved: " + err.Error())
		return "", err
	}
	s.notices.add(fmt.Sprintf("saved %s: %d frame times", t.Path(), t.Len()), true)
	return t.Path(), nil
}

// toggleFrameTrace is Shift+R: stop and save, or start a trace named by
// the time in the record folder.
func (s *Sandbox) toggleFrameTrace() {
	if s.trace != nil {
		_, _ = s.StopFrameTrace() // the notice tells
		return
	}
	dir := s.opts.RecordDir
	if err := disk.MkdirAll(dir); err != nil {
		s.notices.warn("frame times: " + err.Error())
		return
	}
	s.StartFrameTrace(filepath.Join(dir, "frames-"+time.Now().Format("20060102-150405.000")+".txt"))
}

// TraceStatus is what the overlay shows of the frame times being
// recorded: instrument.TraceStatus.
type TraceStatus = instrument.TraceStatus

// FrameTrace returns the frame times being recorded (Shift+R,
// -frames-out): on, and how many so far.
func (c Scene) FrameTrace() TraceStatus { return c.s.trace.Status() }
