package sandbox

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"tickbox/sim/disk"
)

// AutosaveEvery is how often a recording in progress is written to its
// partial file, by the sandbox's clock: a crash or a kill -9, which no
// handler sees, loses at most this much of a recording.
const AutosaveEvery = 10 * time.Second

// partialExt ends the file a recording in progress is autosaved to; the
// file starts with a dot beside the recording's own, so a folder listing
// does not show it.
const partialExt = ".partial"

// partialName is the autosave file of a recording to path.
func partialName(path string) string {
	dir, base := filepath.Split(path)
	return filepath.Join(dir, "."+base+partialExt)
}

// autosave writes the recording in progress to its partial file when
// AutosaveEvery has passed, at now by the sandbox's clock, since the last
// write (or since the first frame recorded). A failed write is a notice,
// once; recording goes on.
func (r *replays) autosave(now time.Duration) {
	rec := r.rec
	switch {
	case rec == nil:
		return
	case !rec.timed:
		rec.saved, rec.timed = now, true
		return
	case now-rec.saved < AutosaveEvery:
		return
	}
	rec.saved = now
	data, err := rec.rec.Recording().MarshalBinary()
	if err == nil {
		err = disk.Save(partialName(rec.path), data)
	}
	if err != nil && !rec.autosaveFailed {
		rec.autosaveFailed = true
		r.notices.warn(fmt.Sprintf("autosave of the recording failed, it is only in memory: %v", err))
	}
}

// dropPartial removes a recording's autosave once the recording is saved.
func dropPartial(path string) { os.Remove(partialName(path)) }

// Recover looks in each folder for recordings a crash or a kill -9 left in
// their autosave files, renames each to a file of its own beside it
// (session.tbr's becomes session-recovered.tbr, or -recovered-2, ...), and
// says where it is and how to play it, as a notice and in the list it
// returns.
func (s *Sandbox) Recover(dirs ...string) []string {
	return s.ticker.replays.recover(dirs)
}

func (r *replays) recover(dirs []string) []string {
	var found []string
	seen := map[string]bool{}
	for _, dir := range dirs {
		if dir == "" {
			dir = "."
		}
		if seen[filepath.Clean(dir)] {
			continue
		}
		seen[filepath.Clean(dir)] = true
		matches, _ := filepath.Glob(filepath.Join(dir, ".*"+RecordExt+partialExt))
		for _, m := range matches {
			if to, err := recoverPartial(m); err == nil {
				found = append(found, to)
				r.notices.add(fmt.Sprintf("recovered an unsaved recording (the session before stopped without saving it): %q;"+
					" play it with tickbox play -replay %q, or check it with tickbox replay %q -verify", to, to, to), true)
			}
		}
	}
	return found
}

// recoverPartial renames the autosave file partial to a free name beside it.
func recoverPartial(partial string) (string, error) {
	dir, base := filepath.Split(partial)
	name := strings.TrimSuffix(strings.TrimPrefix(base, "."), RecordExt+partialExt)
	for n := 1; n < 1000; n++ {
		to := filepath.Join(dir, name+"-recovered"+RecordExt)
		if n > 1 {
			to = filepath.Join(dir, fmt.Sprintf("%s-recovered-%d%s", name, n, RecordExt))
		}
		if _, err := os.Lstat(to); err == nil {
			continue
		}
		return to, os.Rename(partial, to)
	}
	return "", fmt.Errorf("%q: no free name to recover it to", partial)
}
