package sandbox

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"tickbox/sim"
	"tickbox/sim/disk"
	"tickbox/sim/tape"
)

// RecordExt is the extension of the recordings (tapes) the sandbox writes.
const RecordExt = ".tbr"

// recording is a recording in progress: the tape recorder that follows
// the fixed world tick by tick, and the file it is to be saved in.
type recording struct {
	rec   *tape.Recorder[sim.Input]
	world sim.Taped        // the fixed world, as the recorder sees it
	lock  *disk.TargetLock // the claim on path, from the start until the save
	path  string
	first string // the first part's file, which names the later parts
	part  int    // 1 for the first file; 2, 3, ... for those a reset starts
	// due is the clock's reading from which the next autosave is due:
	// AutosaveEvery after the last, or after the first frame or tick
	// recorded (timed then set). Clocks start at 0, so the zero value is
	// due at once, which starts the timing.
	due            time.Duration
	timed          bool
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
	return s.state.replays.startRecording(path, s.state.fixed())
}

// StopRecording stops the recording in progress, if any, and saves it
// atomically. If its file cannot be written, it is saved under the same
// name in the system's temporary folder instead, and the error says so:
// a recording is lost only if neither can be written. It returns the path
// the recording was saved at.
func (s *Sandbox) StopRecording() (saved string, err error) { return s.state.replays.stopRecording() }

// Recording returns the file the recording in progress goes to, and false
// when nothing is being recorded.
func (c Scene) Recording() (path string, on bool) {
	if r := c.s.state.replays.rec; r != nil {
		return r.path, true
	}
	return "", false
}

func (r *replays) startRecording(path string, w *sim.World) error {
	if _, err := r.stopRecording(); err != nil {
		return err
	}
	if err := r.startPart(path, path, 1, w); err != nil {
		return err
	}
	r.notices.add(fmt.Sprintf("recording to %q (R stops and saves)", path), false)
	return nil
}

// startPart starts recording w into path, part part of the recording
// whose first part's file is first.
func (r *replays) startPart(path, first string, part int, w *sim.World) error {
	// Claimed before the first tick: a second window recording to the
	// file is refused at its start, not once the first has autosaved. A
	// folder that cannot take the lock cannot take the recording either,
	// which the save then puts in the temporary folder: only a live
	// claim refuses.
	lock, err := disk.LockTarget(path)
	if errors.Is(err, disk.ErrBusy) {
		return fmt.Errorf("record %w", err)
	}
	world := sim.NewTaped(w)
	rec, err := tape.NewRecorder[sim.Input](sim.TapeHeader(w.Config), w.Tick, world)
	if err != nil {
		return errors.Join(err, lock.Unlock())
	}
	r.rec = &recording{rec: rec, world: world, lock: lock, path: path, first: first, part: part}
	return nil
}

func (r *replays) stopRecording() (saved string, err error) {
	rec := r.rec
	if rec == nil {
		return "", nil
	}
	r.rec = nil
	saved, size, err := save(rec.rec.Finish(), rec.path)
	err = errors.Join(err, rec.rec.Stop()) // the autosave's lock
	if saved != "" {
		dropPartial(rec.path)
	}
	err = errors.Join(err, rec.lock.Unlock())
	if err != nil {
		r.notices.warn(err.Error())
		return saved, err
	}
	r.notices.add(fmt.Sprintf("saved %q: %d ticks, %s", saved, rec.rec.Ticks(), kilobytes(size)), true)
	return saved, nil
}

// toggleRecording is R: stop and save, or start recording w into a file
// named by the time in the record folder.
func (r *replays) toggleRecording(w *sim.World) {
	if r.rec != nil {
		_, _ = r.stopRecording() // the notice tells
		return
	}
	if err := disk.MkdirAll(r.dir); err != nil {
		r.notices.warn("record: " + err.Error())
		return
	}
	path := filepath.Join(r.dir, recordName(r.wall()))
	if err := r.startRecording(path, w); err != nil {
		r.notices.warn("record: " + err.Error())
	}
}

// continueRecording follows a new fixed world w (a reset, a replay started
// again): the recording so far is saved, and recording goes on in the next
// part's file, from w. A recording cannot hold a world that jumps back to
// tick 0, so one session with resets makes several files.
func (r *replays) continueRecording(w *sim.World) {
	rec := r.rec
	if rec == nil {
		return
	}
	_, _ = r.stopRecording() // the notice tells
	path := partName(rec.first, rec.part+1)
	if err := r.startPart(path, rec.first, rec.part+1, w); err != nil {
		r.notices.warn("record: " + err.Error())
		return
	}
	r.notices.add(fmt.Sprintf("recording goes on in %q", path), true)
}

// recordFailed stops a recording the world got out of step with, saving
// what it holds. It cannot happen while every change of the fixed world
// goes through the sandbox; it is handled, not a panic, because a lost
// recording is worse than a stopped one.
func (r *replays) recordFailed(err error) {
	r.notices.warn("recording stopped: " + err.Error())
	_, _ = r.stopRecording()
}

// save writes r to path atomically or, failing that, in the system's
// temporary folder under a name no one can guess (session-1f3a....tbr),
// created without following any link: the folder is everyone's, and a
// fixed name there could be a link planted to another of the user's
// files. It returns where r went and its size.
func save(r *tape.Recording, path string) (string, int, error) {
	data, err := r.MarshalBinary()
	if err != nil {
		return "", 0, fmt.Errorf("recording not saved: %w", err)
	}
	if err = disk.Save(path, data); err == nil {
		return path, len(data), nil
	}
	stem, ext := splitExt(filepath.Base(path))
	fallback, ferr := disk.SaveNew(os.TempDir(), stem+"-*"+ext, data)
	if ferr != nil {
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
	dir, base := filepath.Split(first)
	stem, ext := splitExt(base)
	return filepath.Join(dir, disk.FitName(stem, "-"+strconv.Itoa(n)+ext))
}

// kilobytes shows a file size: "812 B", "5.2 KB".
func kilobytes(n int) string {
	if n < 1000 {
		return strconv.Itoa(n) + " B"
	}
	return strconv.FormatFloat(float64(n)/1000, 'f', 1, 64) + " KB"
}
