package frames

import (
	"bytes"
	"fmt"
	"io"
	"time"

	"tickbox/sim/disk"
)

// File plays the frame lengths of a file, from its start again when it
// runs out. Its lengths are held once, 8 bytes a frame, and shared by the
// copies Again makes.
type File struct {
	path   string
	frames []time.Duration
	next   int
}

// Load reads a frame file in any format [ReadTrace] knows: Tickbox's own
// (nanoseconds per line), PresentMon CSV or Android framestats. It opens it
// without blocking (a named pipe no one writes is an empty file) and reads
// it once: a regular file larger than MaxTrace is refused before it is
// read, a stream (/dev/stdin) once it has sent more, in bounded chunks.
func Load(path string) (*File, error) {
	f, err := disk.OpenStream(path)
	if err != nil {
		return nil, fmt.Errorf("frame pattern: %w (want 30, 60, 144, 59.94, jitter or a trace file)", err)
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("frame pattern: %w", err)
	}
	var r io.Reader = f
	if !info.Mode().IsRegular() || info.Size() > MaxTrace {
		data, err := disk.ReadAll(f, MaxTrace, fmt.Errorf("%s: larger than %d bytes, the most a trace may be", quoted(path), MaxTrace))
		if err != nil {
			return nil, err
		}
		r = bytes.NewReader(data)
	}
	frames, err := ReadTrace(r, path)
	if err != nil {
		return nil, err
	}
	return &File{path: path, frames: compact(frames)}, nil
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
func (f *File) Again() *File { return &File{path: f.path, frames: f.frames} }

// Lengths returns the frames' lengths, in order: f's own, not to change.
func (f *File) Lengths() []time.Duration { return f.frames }

func (f *File) String() string {
	return fmt.Sprintf("%s (%d frames, then again from the first)", quoted(f.path), len(f.frames))
}

// NewFile returns frames that play lengths, from the first again when they
// run out, as a file of them would; name says where they came from. It
// panics if lengths is empty: a programmer's error.
func NewFile(name string, lengths []time.Duration) *File {
	if len(lengths) == 0 {
		panic("frames: NewFile with no lengths")
	}
	return &File{path: name, frames: lengths}
}
