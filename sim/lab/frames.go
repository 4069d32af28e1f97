package lab

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"strconv"
	"strings"
	"time"

	"tickbox/sim"
	"tickbox/sim/sched"
)

// Frames makes up the length of each frame, as a display and a machine
// would: Next returns the next frame's length, given the ticks the frame
// before it ran (only the virtual clock cares).
type Frames interface {
	Next(ticks int) time.Duration
	String() string // what the frames are, for the output: "60 fps"
}

// ParseFrames reads a frame pattern: a frame rate such as 30, 60, 144 or
// 59.94; "irregular", frames of 4 to 40 ms drawn from seed; or the path of
// a text file with one frame length in nanoseconds per line.
func ParseFrames(spec string, seed uint64) (Frames, error) {
	switch {
	case spec == "irregular":
		return newIrregular(seed), nil
	case fpsPattern.MatchString(spec):
		return newSteady(spec)
	case spec == "":
		return nil, errors.New("frame pattern is empty: want 30, 60, 144, irregular or a file")
	}
	return loadFrameFile(spec)
}

// fpsPattern is a frame rate written as a decimal number.
var fpsPattern = regexp.MustCompile(`^[0-9]+(\.[0-9]{1,6})?$`)

// maxFPS bounds a steady frame rate: frames of 100 µs.
const maxFPS = 10_000

// steady frames come at a constant rate, fps = num/den frames per second.
// A frame at 144 fps is 6,944,444.4 ns, so each frame ends on the first
// whole nanosecond at or after its exact end, and lengths vary by a
// nanosecond: n frames last exactly n/fps seconds, rounded up. Rounding up
// matters at 60 fps against 60 Hz ticks: every frame then runs exactly one
// tick, where rounding down would make frames alternate 0, 1 and 2 ticks.
type steady struct {
	name     string
	num, den int64 // fps = num/den
	frac     int64 // the exact time so far is a whole ns plus frac/num ns
}

func newSteady(spec string) (*steady, error) {
	whole, frac, _ := strings.Cut(spec, ".")
	den := int64(1)
	for range len(frac) {
		den *= 10
	}
	num, err := strconv.ParseInt(whole+frac, 10, 64)
	if err != nil || num == 0 || num > maxFPS*den {
		return nil, fmt.Errorf("frame rate %s fps: must be above 0 and at most %d", spec, maxFPS)
	}
	return &steady{name: spec + " fps", num: num, den: den}, nil
}

func (s *steady) Next(int) time.Duration {
	up := func(frac int64) int64 { return min(frac, 1) } // 1 when a fraction is owed
	sum := int64(time.Second)*s.den + s.frac
	wasUp := up(s.frac)
	s.frac = sum % s.num
	return time.Duration(sum/s.num + up(s.frac) - wasUp)
}

func (s *steady) String() string { return s.name }

// Irregular frames last 4 to 40 ms, uniformly: the range of the window's
// jitter, from a long frame now and then to well past two frames of 60 Hz.
const (
	irregularMin = 4 * time.Millisecond
	irregularMax = 40 * time.Millisecond
)

// irregular draws each frame's length from its own generator, the same
// SplitMix64 the world uses, so a seed names one sequence everywhere.
type irregular struct {
	rng  sim.RNG
	seed uint64
}

func newIrregular(seed uint64) *irregular { return &irregular{rng: sim.RNG{State: seed}, seed: seed} }

// Next draws a whole number of nanoseconds in [4 ms, 40 ms]. The modulo's
// bias, 3.6e7 in 1.8e19, is far below anything a frame could show.
func (f *irregular) Next(int) time.Duration {
	span := uint64(irregularMax - irregularMin + 1)
	return irregularMin + time.Duration(f.rng.Uint64()%span)
}

func (f *irregular) String() string { return fmt.Sprintf("irregular (4 to 40 ms, seed %d)", f.seed) }

// maxFrameFile bounds a frame file: 64 MiB, some eight million frames.
const maxFrameFile = 64 << 20

// frameFile plays the frame lengths of a file, from its start again when
// it runs out.
type frameFile struct {
	path   string
	frames []time.Duration
	next   int
}

// loadFrameFile reads one frame length in nanoseconds per line; blank lines
// and lines starting with # are skipped. Each length must be 0 to 24 h (the
// scheduler's limit), and the lengths must add up to more than 0, or time
// would never pass.
func loadFrameFile(path string) (*frameFile, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("frame pattern: %w (want 30, 60, 144, irregular or a file)", err)
	}
	defer f.Close()
	frames, err := readFrames(io.LimitReader(f, maxFrameFile+1), path)
	if err != nil {
		return nil, err
	}
	return &frameFile{path: path, frames: frames}, nil
}

func readFrames(r io.Reader, path string) ([]time.Duration, error) {
	var frames []time.Duration
	passes := false // some frame is longer than 0; not a sum, which could wrap
	sc := bufio.NewScanner(r)
	bytes := 0
	for line := 1; sc.Scan(); line++ {
		if bytes += len(sc.Bytes()) + 1; bytes > maxFrameFile {
			return nil, fmt.Errorf("%s: larger than %d bytes, the most a frame file may be", path, maxFrameFile)
		}
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		ns, err := strconv.ParseInt(text, 10, 64)
		if err != nil || ns < 0 || time.Duration(ns) > sched.MaxElapsed {
			return nil, fmt.Errorf("%s:%d: %q: want a frame length in nanoseconds, 0 to %d", path, line, text, int64(sched.MaxElapsed))
		}
		frames = append(frames, time.Duration(ns))
		passes = passes || ns > 0
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if !passes {
		return nil, fmt.Errorf("%s: no frame longer than 0 ns: time would never pass", path)
	}
	return frames, nil
}

func (f *frameFile) Next(int) time.Duration {
	d := f.frames[f.next]
	f.next = (f.next + 1) % len(f.frames)
	return d
}

func (f *frameFile) String() string {
	return fmt.Sprintf("%s (%d frames, then again from the first)", f.path, len(f.frames))
}

// virtualClock models a loop whose ticks cost real time: the first frame
// lasts first, each later one draw plus cost for every tick the frame
// before it ran. With the limits off this is the spiral of death, each
// frame longer than the last; with them on, slow motion.
type virtualClock struct {
	first, draw, cost time.Duration
	started           bool
}

func (c *virtualClock) Next(ticks int) time.Duration {
	if !c.started {
		c.started = true
		return c.first
	}
	if c.cost > 0 && int64(ticks) > int64(sched.MaxElapsed/c.cost) {
		return sched.MaxElapsed + 1 // the scheduler refuses it, naming the length
	}
	return c.draw + c.cost*time.Duration(ticks)
}

func (c *virtualClock) String() string {
	return fmt.Sprintf("virtual clock: first frame %v, then %v + %v per tick of the frame before", c.first, c.draw, c.cost)
}
