package sandbox

import (
	"path/filepath"
	"time"

	"tickbox/sim/disk"
	"tickbox/sim/instrument"
)

// startFrameTrace records every frame's measured length from now on into
// path (the loop's frame trace), written when it stops: on Shift+R, on
// Close. The window checks the path can be written (disk.Check) before
// it starts.
func (s *Sandbox) startFrameTrace(path string) {
	s.dev.StartFrameTrace(path)
	s.notices.add("recording frame times to "+path+" (Shift+R stops and saves)", false)
}

// stopFrameTrace saves the frame times recorded, if any, and says so.
func (s *Sandbox) stopFrameTrace() (notice string, err error) {
	notice, err = s.dev.StopFrameTrace()
	switch {
	case err != nil:
		s.notices.warn(notice)
	case notice != "":
		s.notices.add(notice, true)
	}
	return notice, err
}

// toggleFrameTrace is Shift+R: stop and save, or start a trace named by
// the time in the record folder.
func (s *Sandbox) toggleFrameTrace() {
	if s.dev.TraceStatus().On {
		_, _ = s.stopFrameTrace() // the notice tells
		return
	}
	dir := s.opts.RecordDir
	if err := disk.MkdirAll(dir); err != nil {
		s.notices.warn("frame times: " + err.Error())
		return
	}
	s.startFrameTrace(filepath.Join(dir, "frames-"+time.Now().Format("20060102-150405.000")+".txt"))
}

// frameTrace returns the frame times being recorded (Shift+R,
// -frames-out): on, and how many so far.
func (c Scene) frameTrace() instrument.TraceStatus { return c.s.dev.TraceStatus() }
