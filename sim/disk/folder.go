package disk

import (
	"fmt"
	"os"
)

// MkdirAll makes the folder dir and the folders above it that are missing,
// each with what the umask leaves of 0777, as mkdir -p does. Its error
// names dir quoted, never raw: a folder's name may hold a newline or a
// terminal's escape, which would reach the terminal as they are.
func MkdirAll(dir string) error {
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return fmt.Errorf("make folder %q: %w", dir, Pathless(err))
	}
	return nil
}
