package disk

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// SaveNew writes data to a new file in dir named by pattern, whose last
// "*" becomes 16 random hex digits (session-*.tbr), and returns its path.
// The name cannot be guessed and is created with O_EXCL, which follows no
// link: what a fallback in a folder everyone shares (/tmp) needs, where a
// fixed name could be taken, or planted as a link to another file, first.
// The file is the user's alone (0600).
func SaveNew(dir, pattern string, data []byte) (string, error) {
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
