package disk

import (
	"fmt"
	"io"
	"io/fs"
	"os"
)

// Open opens path for reading, and only a regular file: a named pipe, a
// device or a folder is an error that says what it is. It never waits on
// a named pipe (it is opened without blocking, and its type checked
// before anything is read).
func Open(path string) (*os.File, error) { return open4read(path, false) }

// OpenStream is Open that also takes a named pipe or a character device,
// a stream the user means (/dev/stdin): read it with ReadAll, which stops
// at a limit. A folder or a socket is still an error.
func OpenStream(path string) (*os.File, error) { return open4read(path, true) }

func open4read(path string, streams bool) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|NonBlocking, 0)
	if err != nil {
		return nil, err
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	m := info.Mode()
	stream := m&fs.ModeNamedPipe != 0 || m&fs.ModeCharDevice != 0
	if m.IsRegular() || streams && stream {
		return f, nil
	}
	f.Close()
	return nil, &fs.PathError{Op: "open", Path: path, Err: fmt.Errorf("it is %s, not a file to read", Kind(m))}
}

// chunk is how much more ReadAll reads at a time from a stream of unknown
// size: memory follows what has come, not a guess, and never doubles.
const chunk = 1 << 20

// ReadAll reads r to its end, at most limit bytes: past that it returns
// tooBig, having held at most limit+1 bytes (a regular file larger than
// limit is refused before anything is read). A stream is read in bounded
// chunks, so memory grows with what it has sent.
func ReadAll(r io.Reader, limit int64, tooBig error) ([]byte, error) {
	return ReadRest(r, nil, limit, tooBig)
}

// ReadRest is ReadAll for a reader of which read has been read already:
// it returns read and the rest after it, read counted in limit.
func ReadRest(r io.Reader, read []byte, limit int64, tooBig error) ([]byte, error) {
	size := int64(len(read))
	if f, ok := r.(*os.File); ok {
		if info, err := f.Stat(); err == nil && info.Mode().IsRegular() {
			size = max(size, info.Size())
		}
	}
	if size > limit {
		return nil, tooBig
	}
	// One piece of the size a file says it has, and one byte more to see
	// that it ends there; then, for a stream or a file that grew, pieces of
	// a chunk each, joined at the end.
	pieces := [][]byte{make([]byte, len(read), min(size, limit)+1)}
	copy(pieces[0], read)
	total := int64(len(read))
	for {
		p := &pieces[len(pieces)-1]
		if len(*p) == cap(*p) {
			pieces = append(pieces, make([]byte, 0, chunk))
			p = &pieces[len(pieces)-1]
		}
		n, err := r.Read((*p)[len(*p):cap(*p)])
		*p, total = (*p)[:len(*p)+n], total+int64(n)
		switch {
		case total > limit:
			return nil, tooBig
		case err == io.EOF:
			return join(pieces, total), nil
		case err != nil:
			return nil, err
		}
	}
}

// join returns the pieces as one slice of total bytes; one piece is
// returned as it is.
func join(pieces [][]byte, total int64) []byte {
	if len(pieces) == 1 {
		return pieces[0]
	}
	all := make([]byte, 0, total)
	for _, p := range pieces {
		all = append(all, p...)
	}
	return all
}

// ReadFile opens path with Open and reads it with ReadAll.
func ReadFile(path string, limit int64, tooBig error) ([]byte, error) {
	f, err := Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ReadAll(f, limit, tooBig)
}
