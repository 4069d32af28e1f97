package tape

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"tickbox/sim/disk"
)

// autosaveEvery is how often a recording in progress is written to its
// partial file, by the loop's clock: a crash or a kill -9, which no
// handler sees, loses at most this much of a recording.
const autosaveEvery = 10 * time.Second

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

// autosave appends what is new of the recording to its partial file
// (Recorder.Autosave, which holds the file's lock while it is open)
// when autosaveEvery has passed, at now by the loop's clock, since the
// last write (or since the first frame or tick recorded). It is checked
// after every tick as well as after every frame, since a frame with the
// limits off under load may last far longer than autosaveEvery: a small
// body that inlines, which costs a tick a comparison or two while nothing
// is due. It returns the error of the first write that failed, once;
// recording goes on in memory.
func (r *recording[I]) autosave(now time.Duration) error {
	if now < r.due {
		return nil
	}
	return r.saveNow(now)
}

// saveNow is autosave's work, once due.
func (r *recording[I]) saveNow(now time.Duration) error {
	r.due = now + autosaveEvery
	if !r.timed {
		r.timed = true
		return nil
	}
	err := leftThere(r.rec, partialName(r.path))
	if err == nil {
		err = r.rec.Autosave(partialName(r.path))
	}
	if err == nil || r.failed {
		return nil
	}
	r.failed = true
	return fmt.Errorf("autosave of the recording failed, it is only in memory: %v", err)
}

// leftThere refuses a recording's first autosave to partial when
// something is there already: an autosave a session before left, which
// recovery (Recover) saves and removes, so one still there could not be
// recovered and is the only copy of what it holds; or a link, which
// recovery does not follow and an autosave must not write through either.
// Both are left as they are. One a live process holds is the autosave's
// to refuse (disk.ErrBusy).
func leftThere(rec interface{ Autosaved() bool }, partial string) error {
	if _, err := os.Lstat(partial); err != nil || rec.Autosaved() || disk.Busy(partial) {
		return nil
	}
	return fmt.Errorf("%q is there already, an autosave a session before left that could not be recovered, or a link:"+
		" it is left as it is; move it away to autosave again", partial)
}

// dropPartial removes a recording's autosave once the recording is saved
// and its own lock let go, when the recording made it (Recorder's
// Autosaved: a file it found there is not its own); an autosave another live process holds (a
// window recording to the same file) is its own, and left alone.
func dropPartial(path string) { _ = disk.RemoveFree(partialName(path)) }

// Recover looks in each folder for recordings a crash or a kill -9 left in
// their autosave files, saves each as a file of its own beside it
// (session.tbr's becomes session-recovered.tbr, or -recovered-2, ...) and
// removes the autosave. It returns where each went, and why each it could
// not recover was not, or, as a *Cut, what it could not recover of each
// it saved in part. An autosave whose lock is held is being written by
// a live process (another window recording into the same folder) and is
// left alone, unsaid; one that does not decode is left too. decode reads
// an autosave (nil: Decode), for a game that also reads autosaves of
// an older format.
func Recover(decode func([]byte) (*Recording, error), dirs ...string) (found []string, failed []error) {
	if decode == nil {
		decode = Decode
	}
	seen := map[string]bool{}
	for _, dir := range dirs {
		if dir == "" {
			dir = "."
		}
		if seen[filepath.Clean(dir)] {
			continue
		}
		seen[filepath.Clean(dir)] = true
		matches, _ := filepath.Glob(filepath.Join(dir, ".*"+partialExt))
		for _, m := range matches {
			to, cut, err := recoverPartial(m, decode)
			switch {
			case err == nil:
				found = append(found, to)
			case !errors.Is(err, disk.ErrBusy):
				failed = append(failed, err)
			}
			if cut != nil {
				failed = append(failed, cut)
			}
		}
	}
	return found, failed
}

// recoverPartial saves the recording in the autosave file partial under a
// free name beside it and removes partial, holding its lock meanwhile; a
// partial a live process holds is disk.ErrBusy. An autosave damaged in its
// later batches is saved up to the last intact one (salvageJournal), and
// returned as cut too.
func recoverPartial(partial string, decode func([]byte) (*Recording, error)) (string, *Cut, error) {
	f, err := disk.Claim(partial)
	if err != nil {
		return "", nil, err
	}
	defer f.Close()
	data, err := disk.ReadAll(f, MaxFileSize, fmt.Errorf("larger than %d bytes", MaxFileSize))
	if err != nil {
		return "", nil, fmt.Errorf("%q: %w", partial, err)
	}
	rec, err := decode(data)
	var damage *FormatError
	if err != nil {
		var serr error
		if rec, damage, serr = salvageJournal(data); serr != nil {
			return "", nil, fmt.Errorf("%q: %w", partial, err)
		}
	}
	to, err := freeName(partial)
	if err == nil {
		err = rec.Save(to)
	}
	if err != nil {
		return "", nil, err
	}
	if info, err := os.Lstat(partial); err == nil && sameFile(f, info) {
		os.Remove(partial)
	}
	if damage != nil {
		return to, &Cut{Partial: partial, To: to, Final: rec.Final, Err: damage}, nil
	}
	return to, nil, nil
}

// Cut is an autosave Recover saved only in part: its batches up to a
// damaged one, each checked by its own checksum.
type Cut struct {
	Partial, To string
	Final       int64        // the last tick saved
	Err         *FormatError // why the rest was cut
}

// Error says what was saved, to where, and what was cut.
func (c *Cut) Error() string {
	return fmt.Sprintf("%q: recovered to %q only up to tick %d: %v", c.Partial, c.To, c.Final, c.Err)
}

// freeName returns a name beside the autosave file partial that is not
// taken: session-recovered.tbr, session-recovered-2.tbr, ....
func freeName(partial string) (string, error) {
	dir, base := filepath.Split(partial)
	stem, ext := disk.SplitExt(strings.TrimSuffix(strings.TrimPrefix(base, "."), partialExt))
	for n := 1; n < 1000; n++ {
		to := filepath.Join(dir, disk.FitName(stem, "-recovered"+ext))
		if n > 1 {
			to = filepath.Join(dir, disk.FitName(stem, fmt.Sprintf("-recovered-%d%s", n, ext)))
		}
		if _, err := os.Lstat(to); errors.Is(err, fs.ErrNotExist) {
			return to, nil
		}
	}
	return "", fmt.Errorf("%q: no free name to recover it to", partial)
}

// sameFile reports whether the open file f is the one info describes: the
// autosave read, not one a new recording put under its name since.
func sameFile(f *os.File, info os.FileInfo) bool {
	mine, err := f.Stat()
	return err == nil && os.SameFile(mine, info)
}
