package frames

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"tickbox/sim/sched"
)

// MaxFileSize bounds a frame file: 64 MiB, some eight million frames.
const MaxFileSize = 64 << 20

// File plays the frame lengths of a file, from its start again when it
// runs out.
type File struct {
	path   string
	frames []time.Duration
	next   int
}

// Load reads a file of one frame length in nanoseconds per line; see [Read].
func Load(path string) (*File, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("frame pattern: %w (want 30, 60, 144, irregular or a file)", err)
	}
	defer f.Close()
	frames, err := Read(io.LimitReader(f, MaxFileSize+1), path)
	if err != nil {
		return nil, err
	}
	return &File{path: path, frames: frames}, nil
}

// Read reads one frame length in nanoseconds per line from r, which
// messages call name; blank lines and lines starting with # are skipped.
// Each length must be 0 to 24 h (the scheduler's limit), and the lengths
// include one longer than 0, or time would never pass.
func Read(r io.Reader, name string) ([]time.Duration, error) {
	var frames []time.Duration
	passes := false // some frame is longer than 0; not a sum, which could wrap
	sc := bufio.NewScanner(r)
	bytes := 0
	for line := 1; sc.Scan(); line++ {
		if bytes += len(sc.Bytes()) + 1; bytes > MaxFileSize {
			return nil, fmt.Errorf("%s: larger than %d bytes, the most a frame file may be", name, MaxFileSize)
		}
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		ns, err := strconv.ParseInt(text, 10, 64)
		if err != nil || ns < 0 || time.Duration(ns) > sched.MaxElapsed {
			return nil, fmt.Errorf("%s:%d: %q: want a frame length in nanoseconds, 0 to %d", name, line, text, int64(sched.MaxElapsed))
		}
		frames = append(frames, time.Duration(ns))
		passes = passes || ns > 0
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if !passes {
		return nil, fmt.Errorf("%s: no frame longer than 0 ns: time would never pass", name)
	}
	return frames, nil
}

// Next returns the file's next frame length.
func (f *File) Next(int) time.Duration {
	d := f.frames[f.next]
	f.next = (f.next + 1) % len(f.frames)
	return d
}

func (f *File) String() string {
	return fmt.Sprintf("%s (%d frames, then again from the first)", f.path, len(f.frames))
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
