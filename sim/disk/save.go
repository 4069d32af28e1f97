package disk

import (
	"errors"
	"fmt"
)

// Save writes data to path so that path never holds a partial file (see
// the package comment for what it writes over and what it refuses). A
// crash leaves the old file or the new one, and at worst a stray temporary
// file beside it. Errors name path, quoted.
func Save(path string, data []byte) error {
	f, err := Create(path)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		return errors.Join(fmt.Errorf("save %q: %w", path, Pathless(err)), f.Close())
	}
	return f.Commit()
}

// Check reports whether Save could write path now, before a session that
// may last hours learns at its end, or at Ctrl+C, that its file has nowhere
// to go: the target must be allowed (see Save), and its folder must take a
// new file, which it checks by creating and removing one. The error names
// path, quoted, first (the caller names the flag).
func Check(path string) error {
	_, root, err := open(path)
	if err != nil {
		return fmt.Errorf("%q: %w", path, Pathless(err))
	}
	defer root.Close()
	f, name, err := createTemp(root, ".tickbox-check-", "", 0o600)
	if err != nil {
		return fmt.Errorf("%q: cannot write there: %w", path, Pathless(err))
	}
	f.Close()
	return root.Remove(name)
}
