package tape

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"slices"

	"tickbox/sim/disk"
)

// Load reads and decodes the tape at path, refusing one larger than
// MaxFileSize before reading it. A named pipe is read too, and never
// waited on when no one writes it; a folder or a device other than a
// stream is refused. Its errors name the path.
func Load(path string) (*Recording, error) {
	f, err := disk.OpenStream(path) // never waits on a named pipe no one writes
	if pe := (*fs.PathError)(nil); errors.As(err, &pe) {
		err = pe.Err // its message would name the path again, unquoted
	}
	if err != nil {
		return nil, fmt.Errorf("%q: %w", path, err)
	}
	defer f.Close()
	if info, err := f.Stat(); err == nil && info.Size() > MaxFileSize {
		return nil, fmt.Errorf("%q: %d bytes: a tape is at most %d", path, info.Size(), MaxFileSize)
	}
	data, err := Read(f)
	if err != nil {
		return nil, fmt.Errorf("%q: %w", path, err)
	}
	r, err := Decode(data)
	if err != nil {
		return nil, fmt.Errorf("%q: %w", path, err)
	}
	return r, nil
}

// Read reads a tape from f as Load does: its magic first, which must be a
// tape's or one of also (formats another package reads: an autosave's, a
// converter's), so that a
// file that is none (/dev/zero) is refused at its first bytes, not after
// a gigabyte; then the rest, at most MaxFileSize bytes in all.
// disk.ReadRest takes a regular file in one piece of its size, where
// io.ReadAll would grow a slice to it by doubling.
func Read(f io.Reader, also ...string) ([]byte, error) {
	head := make([]byte, len(magic))
	n, err := io.ReadFull(f, head)
	if err != nil && err != io.ErrUnexpectedEOF && err != io.EOF {
		return nil, err
	}
	if !isMagic(head[:n]) && !slices.Contains(also, string(head[:n])) {
		_, err := Decode(head[:n]) // says what the file starts with
		return nil, err
	}
	return disk.ReadRest(f, head, MaxFileSize,
		fmt.Errorf("more than %d bytes: a tape is at most %d", MaxFileSize, MaxFileSize))
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
