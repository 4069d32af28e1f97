package frames

import (
	"fmt"
	"os"
	"time"
)

// File plays the frame lengths of a file, from its start again when it
// runs out.
type File struct {
	path    string
	frames  []time.Duration
	next    int
	capture *Capture // what was read, for output; nil for NewFile's
}

// Load reads a frame file in any format [Read] knows, as the frames of the
// game process names ("" for the busiest).
func Load(path, process string) (*File, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, refuse("frame pattern: %v (want 30, 60, 144, 59.94, jitter or a trace file)", err)
	}
	defer f.Close()
	c, err := Read(f, path, process)
	if err != nil {
		return nil, err
	}
	return &File{path: path, frames: c.Frames, capture: c}, nil
}

// Next returns the file's next frame length.
func (f *File) Next(int) time.Duration {
	d := f.frames[f.next]
	f.next = (f.next + 1) % len(f.frames)
	return d
}

func (f *File) String() string {
	what := ""
	if c := f.capture; c != nil && c.Game != nil {
		what = fmt.Sprintf("%s, %v: ", c.Format, *c.Game)
	}
	return fmt.Sprintf("%s (%s%d frames, then again from the first)", quoted(f.path), what, len(f.frames))
}

// Path returns the file's path.
func (f *File) Path() string { return f.path }

// Capture returns what the file was read as, or nil for frames NewFile
// made.
func (f *File) Capture() *Capture { return f.capture }

// NewFile returns frames that play lengths, from the first again when they
// run out, as a file of them would; name says where they came from. It
// panics if lengths is empty: a programmer's error.
func NewFile(name string, lengths []time.Duration) *File {
	if len(lengths) == 0 {
		panic("frames: NewFile with no lengths")
	}
	return &File{path: name, frames: lengths}
}
