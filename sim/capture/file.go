package capture

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"runtime"
	"time"

	"tickbox/sim/disk"
)

// File plays the frame lengths of a file, from its start again when it
// runs out. Its lengths are held once, 8 bytes a frame, and shared by the
// copies Again makes.
type File struct {
	path    string
	frames  []time.Duration
	next    int
	capture *Capture // what was read, for output
}

// Load reads a frame file in any format the package knows (see read), as the frames of the
// game process names ("" for the busiest). It opens it without blocking (a
// named pipe no one writes is an empty file) and reads it once, as a
// stream: it refuses it past MaxTrace bytes as stored.
func Load(path, process string) (*File, error) {
	f, err := disk.OpenStream(path)
	if err != nil {
		return nil, refuse("frame pattern: %v (want 30, 60, 144, 59.94, jitter or a trace file)", quotedPath(err))
	}
	defer f.Close()
	r, err := bounded(f, path)
	if err != nil {
		return nil, err
	}
	c, err := read(r, path, process)
	if err != nil {
		return nil, err
	}
	c.Frames = compact(c.Frames) // held once, by the capture and the file
	if len(c.Frames) > blockLen {
		// The blocks the frames were read into are garbage now, as large
		// as the frames. Collected at once, the heap may grow to twice the
		// frames before the next collection, not twice frames and blocks:
		// the work that follows would otherwise take 32 bytes a frame.
		runtime.GC()
	}
	return &File{path: path, frames: c.Frames, capture: c}, nil
}

// bounded returns what to read f from: f itself if it is a regular file
// of at most MaxTrace bytes, refused at once if larger; a stream
// (/dev/stdin, a named pipe) read whole first, in bounded chunks, and
// refused once it has sent more than MaxTrace, before any of it is parsed
// (yes 1 | tickbox policies -frames /dev/stdin took 1.6 GB, parsing).
func bounded(f *os.File, path string) (io.Reader, error) {
	info, err := f.Stat()
	if err != nil {
		return nil, refuse("frame pattern: %v", err)
	}
	tooLarge := refuse("%s: larger than %d bytes (64 MiB), the most a trace may be, counted as stored", quoted(path), MaxTrace)
	switch {
	case info.Mode().IsRegular() && info.Size() > MaxTrace:
		return nil, tooLarge
	case info.Mode().IsRegular():
		return f, nil
	}
	data, err := disk.ReadAll(f, MaxTrace, tooLarge)
	if err != nil {
		return nil, err
	}
	return bytes.NewReader(data), nil
}

// compact returns frames in a slice of exactly their number: a slice grown
// by appends holds up to a quarter more.
func compact(frames []time.Duration) []time.Duration {
	if cap(frames) == len(frames) {
		return frames
	}
	return append(make([]time.Duration, 0, len(frames)), frames...)
}

// Next returns the file's next frame length.
func (f *File) Next(int) time.Duration {
	d := f.frames[f.next]
	f.next = (f.next + 1) % len(f.frames)
	return d
}

// Again returns the same frames from the first, read from f's, not from
// the file again.
func (f *File) Again() *File { return &File{path: f.path, frames: f.frames, capture: f.capture} }

// Lengths returns the frames' lengths, in order: f's own, not to change.
func (f *File) Lengths() []time.Duration { return f.frames }

func (f *File) String() string {
	what := ""
	if c := f.capture; c != nil && c.chosen != nil {
		what = fmt.Sprintf("%s, %v: ", c.Format, *c.chosen)
	}
	return fmt.Sprintf("%s (%s%d frames, then again from the first)", quoted(f.path), what, len(f.frames))
}

// Path returns the file's path.
func (f *File) Path() string { return f.path }

// Capture returns what the file was read as.
func (f *File) Capture() *Capture { return f.capture }

// quotedPath returns err with the path an *fs.PathError names quoted where
// it holds escapes (open "a\nb": no such file or directory): the
// error's own text prints the path raw, and a file's name is untrusted.
func quotedPath(err error) error {
	var pe *fs.PathError
	if !errors.As(err, &pe) {
		return err
	}
	return fmt.Errorf("%s %s: %w", pe.Op, quoted(pe.Path), pe.Err)
}
