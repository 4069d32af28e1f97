package replay

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// MaxFileSize bounds what Load reads: far above any recording of play (a
// day of it is about a megabyte), enough for a start state of a million
// balls (48 MB), and small enough that a wrong path to a huge file fails
// at once instead of filling memory.
const MaxFileSize = 1 << 30

// Load reads and decodes the replay file at path. Its errors name the path.
func Load(path string) (*Recording, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err // os's error names the path; the caller names the command or flag
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("%s: larger than %d bytes, the most a replay may be", path, MaxFileSize)
	}
	r, err := Decode(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return r, nil
}

// Save encodes r and writes it to path atomically.
func (r *Recording) Save(path string) error {
	data, err := r.MarshalBinary()
	if err != nil {
		return err
	}
	return WriteFile(path, data)
}

// WriteFile writes data to path so that path never holds a partial file: it
// writes a temporary file in the same directory, flushes it to the disk and
// renames it over path, which is atomic within one file system. A crash
// leaves either the old file or the new one, and at worst a stray temporary
// file beside it.
func WriteFile(path string, data []byte) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".tmp*")
	if err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	defer func() {
		if err != nil {
			os.Remove(tmp.Name())
		}
	}()
	_, werr := tmp.Write(data)
	err = errors.Join(werr, tmp.Sync(), tmp.Chmod(0o644), tmp.Close())
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	syncDir(dir)
	return nil
}

// syncDir flushes the directory entry of the rename to the disk where the
// system allows it; where it does not (Windows), the rename alone is what
// there is.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}

// CheckWritable reports whether a file can be created in the folder of
// path, by creating and removing a temporary file there, so that a session
// recorded for hours does not learn only at its end, or at Ctrl+C, that its
// recording has nowhere to go. The error names path.
func CheckWritable(path string) error {
	f, err := os.CreateTemp(filepath.Dir(path), ".tickbox-check-*")
	if err != nil {
		return fmt.Errorf("%s: cannot write there: %w", path, err)
	}
	name := f.Name()
	f.Close()
	return os.Remove(name)
}
