package replay

import (
	"fmt"
	"io"

	"tickbox/sim/disk"
)

// MaxFileSize bounds what Load reads: far above any recording of play (a
// day of it is about a megabyte), enough for a start state of a million
// balls (48 MB), and small enough that a wrong path to a huge file fails
// at once instead of filling memory.
const MaxFileSize = 1 << 30

// Load reads and decodes the replay file at path (a recording, or the
// autosave of one a crash left; see the package comment). It checks the
// magic bytes before it reads on, so that a file that is no replay
// (/dev/zero) is refused at its first bytes, and reads the rest in bounded
// chunks. A named pipe (/dev/stdin) is read too, and never waited on when
// no one writes it. Its errors name the path.
func Load(path string) (*Recording, error) {
	f, err := disk.OpenStream(path)
	if err != nil {
		return nil, fmt.Errorf("%q: %w", path, disk.Pathless(err)) // the caller names the command or flag
	}
	defer f.Close()
	data, err := read(f)
	if err != nil {
		return nil, fmt.Errorf("%q: %w", path, disk.Pathless(err))
	}
	r, err := Decode(data)
	if err != nil {
		return nil, fmt.Errorf("%q: %w", path, err)
	}
	return r, nil
}

// read reads a replay from r: its magic and version first, which must be
// a replay's, then the rest, at most MaxFileSize bytes in all.
func read(r io.Reader) ([]byte, error) {
	head := make([]byte, headerSize)
	n, err := io.ReadFull(r, head)
	if err != nil && err != io.ErrUnexpectedEOF && err != io.EOF {
		return nil, err
	}
	if err := checkMagic(head[:n]); err != nil {
		return nil, err
	}
	return disk.ReadRest(r, head[:n], MaxFileSize,
		fmt.Errorf("larger than %d bytes, the most a replay may be", MaxFileSize))
}

// Save encodes r and writes it to path atomically (disk.Save).
func (r *Recording) Save(path string) error {
	data, err := r.MarshalBinary()
	if err != nil {
		return err
	}
	return disk.Save(path, data)
}

// WriteFile is disk.Save, the one save path, under the name its callers
// knew.
//
// Deprecated: call disk.Save.
func WriteFile(path string, data []byte) error { return disk.Save(path, data) }

// CheckWritable is disk.Check, under the name its callers knew.
//
// Deprecated: call disk.Check.
func CheckWritable(path string) error { return disk.Check(path) }
