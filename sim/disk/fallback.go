package disk

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// saveNew writes data to a new file in dir named by pattern, whose last
// "*" becomes 16 random hex digits (session-*.tbr), and returns its path.
// The name cannot be guessed and is created with O_EXCL, which follows no
// link: what a fallback in a folder everyone shares (/tmp) needs, where a
// fixed name could be taken, or planted as a link to another file, first.
// The file is the user's alone (0600).
func saveNew(dir, pattern string, data []byte) (string, error) {
	prefix, suffix := pattern, ""
	if i := strings.LastIndex(pattern, "*"); i >= 0 {
		prefix, suffix = pattern[:i], pattern[i+1:]
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return "", fmt.Errorf("save in %q: %w", dir, Pathless(err))
	}
	defer root.Close()
	f, name, err := createTemp(root, prefix, suffix, 0o600)
	if err != nil {
		return "", fmt.Errorf("save in %q: %w", dir, Pathless(err))
	}
	path := filepath.Join(dir, name)
	_, werr := f.Write(data)
	if err := errors.Join(werr, f.Sync(), f.Close()); err != nil {
		root.Remove(name)
		return "", fmt.Errorf("save %q: %w", path, Pathless(err))
	}
	return path, nil
}

// SaveOrFallback saves data at path (Save) or, when that fails, in a new
// file of the system's temporary folder named after it (saveNew:
// session-*.tbr), and returns where it went: a recording must not be lost
// because its folder went read-only or away. After a fallback the error
// says why path could not be written and where the file is instead; when
// neither could be written, the path returned is "" and the error says
// both. Every command that saves a recording at its end goes through it.
func SaveOrFallback(path string, data []byte) (string, error) {
	err := Save(path, data)
	if err == nil {
		return path, nil
	}
	stem, ext := SplitExt(filepath.Base(path))
	fallback, ferr := saveNew(os.TempDir(), stem+"-*"+ext, data)
	if ferr != nil {
		return "", errors.Join(err, ferr)
	}
	return fallback, fmt.Errorf("%w; it is saved at %q instead", err, fallback)
}

// SplitExt splits a file name before its extension (.tbr), which names
// made from it keep; an extension longer than a few bytes is part of the
// stem, cut with it when a name is too long (FitName).
func SplitExt(base string) (stem, ext string) {
	ext = filepath.Ext(base)
	if len(ext) > 16 {
		ext = ""
	}
	return strings.TrimSuffix(base, ext), ext
}
