package frames

import (
	"fmt"
	"os"
	"time"
)

// File plays the frame lengths of a file, from its start again when it
// runs out.
type File struct {
	path   string
	frames []time.Duration
	next   int
}

// Load reads a frame file in any format [ReadTrace] knows: Tickbox's own
// (nanoseconds per line), PresentMon CSV or Android framestats.
func Load(path string) (*File, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("frame pattern: %w (want 30, 60, 144, 59.94, jitter or a trace file)", err)
	}
	defer f.Close()
	frames, err := ReadTrace(f, path)
	if err != nil {
		return nil, err
	}
	return &File{path: path, frames: frames}, nil
}

// Next returns the file's next frame length.
func (f *File) Next(int) time.Duration {
	d := f.frames[f.next]
	f.next = (f.next + 1) % len(f.frames)
	return d
}

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
