package autosave

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"tickbox/sim/disk"
	"tickbox/sim/tape"
)

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
func Recover(decode func([]byte) (*tape.Recording, error), dirs ...string) (found []string, failed []error) {
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
// later batches is saved up to the last intact one (salvage), and
// returned as cut too.
func recoverPartial(partial string, decode func([]byte) (*tape.Recording, error)) (string, *Cut, error) {
	f, err := claim(partial)
	if err != nil {
		return "", nil, err
	}
	defer f.Close()
	data, err := disk.ReadAll(f, tape.MaxFileSize, fmt.Errorf("larger than %d bytes", tape.MaxFileSize))
	if err != nil {
		return "", nil, fmt.Errorf("%q: %w", partial, err)
	}
	rec, err := decode(data)
	var damage *tape.FormatError
	if err != nil {
		var serr error
		if rec, damage, serr = salvage(data); serr != nil {
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
	Final       int64             // the last tick saved
	Err         *tape.FormatError // why the rest was cut
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
