package loop

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"tickbox/sim/replay"
)

// RecordExt is the extension of the replay files the sandbox writes.
const RecordExt = ".tbr"

// recording is a recording in progress: the replay recorder that follows
// the fixed world tick by tick, and the file it is to be saved in.
type recording struct {
	rec   *replay.Recorder
	path  string
	first string // the first part's file, which names the later parts
	part  int    // 1 for the first file; 2, 3, ... for those a reset starts
	// saved is the clock's reading at the last autosave, or the start.
	saved          time.Duration
	autosaveFailed bool // said once
}

// StartRecording records the fixed-step world from now on into path: its
// config and state as they are now, then the input of every tick and a
// fingerprint every 60 ticks. In variable mode too it records the fixed
// world, the reference: a variable step depends on the frames, so only the
// fixed world can be replayed. Nothing is written until the recording
// stops: on R, on Close, or on a reset, which saves it and goes on in a new
// file named path-2, path-3, .... A recording already running is stopped
// and saved first.
func (s *Sandbox) StartRecording(path string) error {
	if _, err := s.StopRecording(); err != nil {
		return err
	}
	if err := s.startRecording(path, path, 1); err != nil {
		return err
	}
	s.notify(fmt.Sprintf("recording to %q (R stops and saves)", path), false)
	return nil
}

func (s *Sandbox) startRecording(path, first string, part int) error {
	r, err := replay.NewRecorder(path, s.fixed)
	if err != nil {
		return err
	}
	s.rec = &recording{rec: r, path: path, first: first, part: part, saved: s.clock.Now()}
	return nil
}

// StopRecording stops the recording in progress, if any, and saves it
// atomically. If its file cannot be written, it is saved under the same
// name in the system's temporary folder instead, and the error says so:
// a recording is lost only if neither can be written. It returns the path
// the recording was saved at.
func (s *Sandbox) StopRecording() (saved string, err error) {
	r := s.rec
	if r == nil {
		return "", nil
	}
	s.rec = nil
	saved, size, err := save(r.rec.Recording(), r.path)
	if saved != "" {
		dropPartial(r.path)
	}
	if err != nil {
		s.notify(err.Error(), true)
		return saved, err
	}
	s.notify(fmt.Sprintf("saved %q: %d ticks, %s", saved, r.rec.Ticks(), kilobytes(size)), true)
	return saved, nil
}

// Recording returns the file the recording in progress goes to, and false
// when nothing is being recorded.
func (s *Sandbox) Recording() (path string, on bool) {
	if s.rec == nil {
		return "", false
	}
	return s.rec.path, true
}

// toggleRecording is R: stop and save, or start a recording named by the
// time in the record folder.
func (s *Sandbox) toggleRecording() {
	if s.rec != nil {
		_, _ = s.StopRecording() // the notice tells
		return
	}
	if err := os.MkdirAll(s.opts.RecordDir, 0o755); err != nil {
		s.notify("record: "+err.Error(), true)
		return
	}
	path := filepath.Join(s.opts.RecordDir, recordName(s.wall()))
	if err := s.StartRecording(path); err != nil {
		s.notify("record: "+err.Error(), true)
	}
}

// continueRecording follows a new fixed world (a reset, a replay started
// again): the recording so far is saved, and recording goes on in the next
// part's file, from the new world. A replay file cannot hold a world that
// jumps back to tick 0, so one session with resets makes several files.
func (s *Sandbox) continueRecording() {
	r := s.rec
	if r == nil {
		return
	}
	_, _ = s.StopRecording() // the notice tells
	path := partName(r.first, r.part+1)
	if err := s.startRecording(path, r.first, r.part+1); err != nil {
		s.notify("record: "+err.Error(), true)
		return
	}
	s.notify(fmt.Sprintf("recording goes on in %q", path), true)
}

// recordFailed stops a recording the world got out of step with, saving
// what it holds. It cannot happen while every change of the fixed world
// goes through the sandbox; it is handled, not a panic, because a lost
// recording is worse than a stopped one.
func (s *Sandbox) recordFailed(err error) {
	s.notify("recording stopped: "+err.Error(), true)
	_, _ = s.StopRecording()
}

// save writes r to path atomically or, failing that, under the same name
// in the system's temporary folder. It returns where r went and its size.
func save(r *replay.Recording, path string) (string, int, error) {
	data, err := r.MarshalBinary()
	if err != nil {
		return "", 0, fmt.Errorf("recording not saved: %w", err)
	}
	if err = replay.WriteFile(path, data); err == nil {
		return path, len(data), nil
	}
	fallback := filepath.Join(os.TempDir(), filepath.Base(path))
	if ferr := replay.WriteFile(fallback, data); ferr != nil {
		return "", 0, fmt.Errorf("recording LOST: %w", errors.Join(err, ferr))
	}
	return fallback, len(data), fmt.Errorf("%w; the recording is saved at %q instead", err, fallback)
}

// recordName names a recording by when it began, as screenshots are named,
// so that a folder of both sorts by time: tickbox-20260102-150405.123.tbr.
func recordName(at time.Time) string {
	return "tickbox-" + at.Format("20060102-150405.000") + RecordExt
}

// partName returns the file of a recording's part n ≥ 2: session.tbr,
// session-2.tbr, session-3.tbr, ....
func partName(first string, n int) string {
	ext := filepath.Ext(first)
	return strings.TrimSuffix(first, ext) + "-" + strconv.Itoa(n) + ext
}

// kilobytes shows a file size: "812 B", "5.2 KB".
func kilobytes(n int) string {
	if n < 1000 {
		return strconv.Itoa(n) + " B"
	}
	return strconv.FormatFloat(float64(n)/1000, 'f', 1, 64) + " KB"
}
