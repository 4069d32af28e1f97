package sandbox

import (
	"errors"
	"fmt"
	"path/filepath"
	"time"

	"tickbox/sim/autosave"
	"tickbox/sim/disk"
	"tickbox/sim/oldtape"
)

// recordExt is the extension of the recordings (tapes) the sandbox writes.
const recordExt = ".tbr"

// StartRecording records the fixed-step world from now on into path
// (tape.Tape.Record): its config and state as they are now, then the
// input of every tick and a fingerprint every 60 ticks. Nothing but the
// autosave is written until the recording stops: on R, on Close, or on a
// reset, which saves it and goes on in a new file named path-2, path-3,
// .... A recording already running is stopped and saved first.
func (s *Sandbox) StartRecording(path string) error {
	if err := s.tape.Record(path); err != nil {
		return err
	}
	s.notices.add(fmt.Sprintf("recording to %q (R stops and saves)", path), false)
	return nil
}

// stopRecording stops the recording in progress, if any, and saves it
// (tape.Tape.StopRecording): atomically, or in the system's temporary
// folder if its file cannot be written, which the error says. It returns
// the path the recording was saved at.
func (s *Sandbox) stopRecording() (saved string, err error) { return s.tape.StopRecording() }

// recording returns the file the recording in progress goes to, and false
// when nothing is being recorded.
func (c Scene) recording() (path string, on bool) {
	r := c.s.tape.Replay().Recording
	return r, r != ""
}

// toggleRecording is R: stop and save, or start recording into a file
// named by the time in the record folder.
func (s *Sandbox) toggleRecording() {
	if _, on := s.Scene().recording(); on {
		_, _ = s.stopRecording() // the notice tells
		return
	}
	if err := disk.MkdirAll(s.opts.RecordDir); err != nil {
		s.notices.warn("record: " + err.Error())
		return
	}
	path := filepath.Join(s.opts.RecordDir, recordName(time.Now()))
	if err := s.StartRecording(path); err != nil {
		s.notices.warn("record: " + err.Error())
	}
}

// recordName names a recording by when it began, as screenshots are named,
// so that a folder of both sorts by time: tickbox-20260102-150405.123.tbr.
// The wall clock names it; it is never used for timing, which is the
// Clock's alone.
func recordName(at time.Time) string {
	return "tickbox-" + at.Format("20060102-150405.000") + recordExt
}

// Recover looks in each folder for recordings a crash or a kill -9 left in
// their autosave files (autosave.Recover; an autosave of the release before
// tapes too), saves each as a file of its own beside it, and says where it
// is and how to play it, as a notice and in the list it returns. An
// autosave a live process holds is left alone; one that cannot be
// recovered is left too, and a notice says why.
func (s *Sandbox) Recover(dirs ...string) []string {
	found, failed := autosave.Recover(oldtape.Decode, dirs...)
	for _, to := range found {
		s.notices.add(fmt.Sprintf("recovered an unsaved recording (a session before stopped without saving it): %q;"+
			" play it with tickbox play -replay %q, or check it with tickbox replay %q -verify", to, to, to), true)
	}
	for _, err := range failed {
		if cut := (*autosave.Cut)(nil); errors.As(err, &cut) {
			s.notices.warn(fmt.Sprintf("an unsaved recording was recovered in part, damaged: %v", cut))
			continue
		}
		s.notices.warn(fmt.Sprintf("an unsaved recording could not be recovered: %v", err))
	}
	return found
}
