package autosave

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"tickbox/sim/disk"
	"tickbox/sim/fixed"
	"tickbox/sim/tape"
)

// every is how often a recording in progress is written to its partial
// file, by the loop's clock: a crash or a kill -9, which no handler sees,
// loses at most this much of a recording.
const every = 10 * time.Second

// partialExt ends the file a recording in progress is autosaved to; the
// file starts with a dot beside the recording's own, so a folder listing
// does not show it.
const partialExt = ".partial"

// partialName is the autosave file of a recording to path; a long name
// is cut before its extension (disk.FitName), so that any name the system
// accepts has one.
func partialName(path string) string {
	dir, base := filepath.Split(path)
	stem, ext := disk.SplitExt(base)
	return filepath.Join(dir, disk.FitName("."+stem, ext+partialExt))
}

// saver autosaves the recordings of a recording part (tape.Tape) every
// 10 s of the loop's clock into a partial file beside each
// (.session.tbr.partial), removed once the recording is saved. It is the
// part's tape.Keeper, which Attach attaches.
type saver[I any] struct {
	rec *tape.Recorder[I] // the recording being kept; nil between recordings
	j   Journal
	// due is the clock's reading from which the next write is due: every
	// after the last, or after the first frame or tick recorded (timed
	// then set). Clocks start at 0, so the zero value is due at once,
	// which starts the timing.
	due    time.Duration
	timed  bool
	failed bool // a write failed, which was said once
}

// Attach makes t's recordings autosaved from now on: each written every
// 10 s of the loop's clock beside its file (session.tbr's to
// .session.tbr.partial), a few bytes appended each time, and removed once
// the recording is saved; a failed write is told once, and the recording
// goes on in memory. A nil t, what a window's Loop.Tape returns when it
// was given no tape.Options, records nothing, so there is nothing to keep:
// Attach leaves it as it is rather than fail at the first tick.
func Attach[I fixed.Input[I]](t *tape.Tape[I]) {
	if t != nil {
		t.Keep(&saver[I]{})
	}
}

// Keep appends what is new of rec, recording to path, to its partial file
// (Journal.Write, which holds the file's lock while it is open) when every
// has passed, at now by the loop's clock, since the last write (or since
// the first frame or tick recorded). The part calls it after every tick as
// well as after every frame, since a frame with the limits off under load
// may last far longer than every: a small body that inlines, which costs
// a tick a comparison or two while nothing is due. It returns the error
// of the first write that failed, once; recording goes on in memory.
func (s *saver[I]) Keep(rec *tape.Recorder[I], path string, now time.Duration) error {
	if rec == s.rec && now < s.due {
		return nil
	}
	return s.write(rec, path, now)
}

// write is Keep's work, once due or for a new recording.
func (s *saver[I]) write(rec *tape.Recorder[I], path string, now time.Duration) error {
	if rec != s.rec {
		s.j.Close() // a recording the part never dropped: not one of its own
		*s = saver[I]{rec: rec}
	}
	s.due = now + every
	if !s.timed {
		s.timed = true
		return nil
	}
	err := leftThere(s.j.made, partialName(path))
	if err == nil {
		err = s.j.Write(partialName(path), rec.SoFar())
	}
	if err == nil || s.failed {
		return nil
	}
	s.failed = true
	return fmt.Errorf("autosave of the recording failed, it is only in memory: %v", err)
}

// Drop lets the partial file of the recording to path go and, once the
// recording is saved, removes it when the saver made it (a file it found
// there is not its own); one another live process holds (a window
// recording to the same file) is its own, and left alone.
func (s *saver[I]) Drop(path string, saved bool) error {
	err := s.j.Close()
	if saved && s.j.made {
		_ = removeFree(partialName(path))
	}
	*s = saver[I]{}
	return err
}

// leftThere refuses a recording's first autosave to partial when
// something is there already: an autosave a session before left, which
// recovery (Recover) saves and removes, so one still there could not be
// recovered and is the only copy of what it holds; or a link, which
// recovery does not follow and an autosave must not write through either.
// Both are left as they are. One a live process holds is the autosave's
// to refuse (disk.ErrBusy).
func leftThere(made bool, partial string) error {
	if _, err := os.Lstat(partial); err != nil || made || busy(partial) {
		return nil
	}
	return fmt.Errorf("%q is there already, an autosave a session before left that could not be recovered, or a link:"+
		" it is left as it is; move it away to autosave again", partial)
}
