package tape

import (
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"time"

	"tickbox/sim/disk"
)

// recording is a recording in progress: the tape recorder that follows
// the game tick by tick, and the file it is to be saved in.
type recording[I any] struct {
	rec   *Recorder[I]
	state State[I]         // the game, as the recorder sees it
	lock  *disk.TargetLock // the claim on path, from the start until the save
	path  string
	first string // the first part's file, which names the later parts
	part  int    // 1 for the first file; 2, 3, ... for those StartOver starts
}

// A Keeper keeps each recording in progress safe from a crash while it
// grows: package autosave's, which a game attaches with autosave.Attach.
// Without one, a recording is only in memory until it is saved.
type Keeper[I any] interface {
	// Keep is called after every tick and every frame the recording to
	// path follows, with the loop clock's reading: it must cost little
	// while nothing is due. Its error is told as a warning.
	Keep(rec *Recorder[I], path string, now time.Duration) error
	// Drop is called once the recording to path has ended: saved (or
	// holding no tick, and dropped) when saved is set; its error joins
	// the save's.
	Drop(path string, saved bool) error
}

// Keep makes k keep every recording the part starts from now on, in
// place of a Keeper before it: attach it before the first recording.
func (t *Tape[I]) Keep(k Keeper[I]) { t.keeper = k }

// keep calls the Keeper, if any, on the recording in progress r.
func (t *Tape[I]) keep(r *recording[I]) {
	if t.keeper != nil {
		if err := t.keeper.Keep(r.rec, r.path, t.loop.Clock().Now()); err != nil {
			t.warn(err.Error())
		}
	}
}

// drop tells the Keeper, if any, that the recording to path has ended.
func (t *Tape[I]) drop(path string, saved bool) error {
	if t.keeper == nil {
		return nil
	}
	return t.keeper.Drop(path, saved)
}

// Record starts recording the game, as it is now, into path: its state,
// then the input of every tick and its fingerprints. Nothing is written
// (but the autosave of a Keeper) until the recording stops
// (StopRecording, the loop's Close) or the game starts over
// (Loop.StartOver), which saves it and goes on in a new file named
// path-2, path-3, .... A recording in progress is stopped and saved
// first. It returns an error if the game is not a State or has no
// Name, or another live process records to path.
func (t *Tape[I]) Record(path string) error {
	if _, err := t.StopRecording(); err != nil {
		return err
	}
	return t.startPart(path, 1)
}

// startRecord starts Options.Record's recording, checking its file first.
func (t *Tape[I]) startRecord(path string) error {
	if err := disk.Check(path); err != nil {
		return fileError{fmt.Errorf("tape: Options.Record %w", err)}
	}
	return t.Record(path)
}

// startPart starts recording the game as part part of the recording
// whose first part's file is first: in first itself, or in partName's.
func (t *Tape[I]) startPart(first string, part int) error {
	path := first
	if part > 1 {
		path = partName(first, part)
	}
	h, s, err := t.replayable("recording")
	if err != nil {
		return err
	}
	// Claimed before the first tick: a second process recording to the
	// file is refused at its start, not once the first has autosaved. A
	// folder that cannot take the lock cannot take the recording either,
	// which the save then puts in the temporary folder: only a live
	// claim refuses.
	lock, err := disk.LockTarget(path)
	if errors.Is(err, disk.ErrBusy) {
		return fmt.Errorf("record %w", err)
	}
	rec, err := NewRecorder(h, t.loop.Tick(), s)
	if err != nil {
		return errors.Join(fmt.Errorf("tape: %w", err), lock.Unlock())
	}
	t.recording = &recording[I]{rec: rec, state: s, lock: lock, path: path, first: first, part: part}
	t.rehook()
	return nil
}

// StopRecording stops the recording in progress, if any, and saves it
// atomically. If its file cannot be written, it is saved under the same
// name in the system's temporary folder instead, and the error says so:
// a recording is lost only if neither can be written. It returns the path
// the recording was saved at, and tells it (OnNotice, or Options.Log).
func (t *Tape[I]) StopRecording() (saved string, err error) {
	r := t.recording
	if r == nil {
		return "", nil
	}
	t.recording = nil
	t.rehook()
	saved, size, err := save(r.rec.Finish(), r.path)
	if err = errors.Join(err, t.drop(r.path, saved != ""), r.lock.Unlock()); err != nil {
		t.warn(err.Error())
		return saved, err
	}
	t.tell(fmt.Sprintf("saved %q: %d ticks, %s", saved, r.rec.Ticks(), kilobytes(size)))
	return saved, nil
}

// continueRecording follows a game that started over (StartOver): the
// recording so far is saved, and recording goes on in the next part's
// file. A recording cannot hold a game that jumps back, so one session
// with restarts makes several files.
func (t *Tape[I]) continueRecording() {
	if r := t.recording; r != nil {
		_, _ = t.StopRecording() // the notice tells
		t.restart(r, r.part+1)
	}
}

// restart starts recording the game as part part of r's recording, and
// tells where if that is a part after r's.
func (t *Tape[I]) restart(r *recording[I], part int) {
	if err := t.startPart(r.first, part); err != nil {
		t.warn("record: " + err.Error())
	} else if part > r.part {
		t.tell(fmt.Sprintf("recording goes on in %q", t.recording.path))
	}
}

// restartRecording stops the recording in progress r before a playback
// changes the game in place, and returns what starts it again once it
// has: in the next part's file, or, if r holds no tick, in its own again,
// from the new state, with nothing saved.
func (t *Tape[I]) restartRecording(r *recording[I]) (again func()) {
	part := r.part
	if r.rec.Ticks() > 0 {
		_, _ = t.StopRecording() // the notice tells
		part++
	} else {
		t.recording = nil
		t.rehook()
		_ = errors.Join(t.drop(r.path, true), r.lock.Unlock()) // nothing was written but the claim
	}
	return func() { t.restart(r, part) }
}

// save writes r to path atomically or, failing that, in the system's
// temporary folder under a name no one can guess (session-1f3a....tbr),
// created without following any link: the folder is everyone's, and a
// fixed name there could be a link planted to another of the user's
// files. It returns where r went and its size.
func save(r *Recording, path string) (string, int, error) {
	data, err := r.MarshalBinary()
	if err != nil {
		return "", 0, fmt.Errorf("recording not saved: %w", err)
	}
	saved, err := disk.SaveOrFallback(path, data)
	if saved == "" {
		return "", 0, fmt.Errorf("recording LOST: %w", err)
	}
	return saved, len(data), err
}

// partName returns the file of a recording's part n ≥ 2: session.tbr,
// session-2.tbr, session-3.tbr, ....
func partName(first string, n int) string {
	dir, base := filepath.Split(first)
	stem, ext := disk.SplitExt(base)
	return filepath.Join(dir, disk.FitName(stem, "-"+strconv.Itoa(n)+ext))
}

// kilobytes shows a file size: "812 B", "5.2 KB".
func kilobytes(n int) string {
	if n < 1000 {
		return strconv.Itoa(n) + " B"
	}
	return strconv.FormatFloat(float64(n)/1000, 'f', 1, 64) + " KB"
}
