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
		return nil, fmt.Errorf("%q: %w", path, pathless(err)) // the caller names the command or flag
	}
	defer f.Close()
	data, err := readAll(f)
	if err != nil {
		return nil, fmt.Errorf("%q: %w", path, pathless(err)) // the caller names the command or flag
	}
	r, err := Decode(data)
	if err != nil {
		return nil, fmt.Errorf("%q: %w", path, err)
	}
	return r, nil
}

// readAll reads f whole into one slice of its size, refusing it before
// reading when it is larger than MaxFileSize: growing a slice as it reads
// would hold up to twice the file at the end.
func readAll(f *os.File) ([]byte, error) {
	tooBig := fmt.Errorf("larger than %d bytes, the most a replay may be", MaxFileSize)
	size := int64(0)
	if info, err := f.Stat(); err == nil && info.Mode().IsRegular() {
		size = info.Size()
	}
	if size > MaxFileSize {
		return nil, tooBig
	}
	data := make([]byte, size)
	n, err := io.ReadFull(f, data)
	if err != nil && err != io.ErrUnexpectedEOF && err != io.EOF {
		return nil, err
	}
	// Whatever follows (a file that grew, or a pipe, which has no size).
	more, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1-int64(n)))
	if err != nil {
		return nil, err
	}
	if data = append(data[:n], more...); len(data) > MaxFileSize {
		return nil, tooBig
	}
	return data, nil
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
// file beside it. Only a regular file or a new path is written: a symlink
// is followed and its target replaced, an existing file keeps its
// permission bits, and a directory, device or named pipe is an error that
// says so (see target).
func WriteFile(path string, data []byte) (err error) {
	dest, mode, err := target(path)
	if err != nil {
		return fmt.Errorf("save %q: %w", path, pathless(err))
	}
	dir, base := filepath.Split(dest)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".tmp*")
	if err != nil {
		return fmt.Errorf("save %q: %w", path, pathless(err))
	}
	defer func() {
		if err != nil {
			os.Remove(tmp.Name())
		}
	}()
	_, werr := tmp.Write(data)
	err = errors.Join(werr, tmp.Sync(), tmp.Chmod(mode), tmp.Close())
	if err == nil {
		err = os.Rename(tmp.Name(), dest)
	}
	if err != nil {
		return fmt.Errorf("save %q: %w", path, pathless(err))
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

// CheckWritable reports whether a recording can be saved at path, before
// a session that may last hours learns at its end, or at Ctrl+C, that it
// has nowhere to go: path must be a regular file or a new path (a symlink
// is followed; see WriteFile), and its folder must take a new file, which
// it checks by creating and removing one. The error names path.
func CheckWritable(path string) error {
	dest, _, err := target(path)
	if err != nil {
		return fmt.Errorf("%q: %w", path, pathless(err))
	}
	f, err := os.CreateTemp(filepath.Dir(dest), ".tickbox-check-*")
	if err != nil {
		return fmt.Errorf("%q: cannot write there: %w", path, pathless(err))
	}
	name := f.Name()
	f.Close()
	return os.Remove(name)
}
