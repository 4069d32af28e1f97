package tape

import (
	"errors"
	"fmt"
	"io/fs"
	"os"

	"tickbox/sim/disk"
)

// Load reads and decodes the tape at path, refusing one larger than
// MaxFileSize before reading it. Its errors name the path.
func Load(path string) (*Recording, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("%q: %w", path, pathless(err))
	}
	defer f.Close()
	if info, err := f.Stat(); err == nil && info.Size() > MaxFileSize {
		return nil, fmt.Errorf("%q: %d bytes: a tape is at most %d", path, info.Size(), MaxFileSize)
	}
	// disk.ReadAll takes a regular file in one piece of its size, where
	// io.ReadAll would grow a slice to it by doubling.
	data, err := disk.ReadAll(f, MaxFileSize,
		fmt.Errorf("more than %d bytes: a tape is at most %d", MaxFileSize, MaxFileSize))
	if err != nil {
		return nil, fmt.Errorf("%q: %w", path, err)
	}
	r, err := Decode(data)
	if err != nil {
		return nil, fmt.Errorf("%q: %w", path, err)
	}
	return r, nil
}

// pathless returns the error under an *fs.PathError, whose message would
// name the path again, unquoted.
func pathless(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// Save encodes r and writes it to path through Tickbox's one save path
// (disk.Save): atomically, and only to a regular file or a new path. A
// session that learns where it saves only at its end checks the path
// first, with disk.Check.
func (r *Recording) Save(path string) error {
	data, err := r.MarshalBinary()
	if err != nil {
		return err
	}
	return disk.Save(path, data)
}
