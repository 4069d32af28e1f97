package frames

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"tickbox/sim/sched"
)

// MaxTrace bounds a trace file: 64 MiB, some eight million frames.
const MaxTrace = 64 << 20

// MaxFrame is the longest frame a trace may hold, the scheduler's limit.
const MaxFrame = sched.MaxElapsed

// ReadTrace reads the frame lengths of a trace, detecting its format from
// the content: Tickbox's own (one length in nanoseconds per line, # for
// comments), PresentMon's CSV (a header naming its columns), or Android's
// `dumpsys gfxinfo <package> framestats` output (---PROFILEDATA---
// sections). name is for messages: an error names the line and what was
// expected there.
func ReadTrace(r io.Reader, name string) ([]time.Duration, error) {
	name = quoted(name)
	lines, err := readLines(r, name)
	if err != nil {
		return nil, err
	}
	var frames []time.Duration
	switch first := firstLine(lines); {
	case first < 0:
		return nil, fmt.Errorf("%s: no frames: want nanoseconds per line, a PresentMon CSV or Android framestats", name)
	case strings.Contains(lines[first], profileData) || android(lines):
		frames, err = readAndroid(lines, name)
	case isHeader(lines[first]):
		frames, err = readPresentMon(lines, first, name)
	default:
		frames, err = readNs(lines, name)
	}
	if err != nil {
		return nil, err
	}
	return frames, checkTotal(frames, name)
}

// readLines reads every line, refusing more than MaxTrace bytes.
func readLines(r io.Reader, name string) ([]string, error) {
	var lines []string
	sc := bufio.NewScanner(io.LimitReader(r, MaxTrace+1))
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	n := 0
	for sc.Scan() {
		if n += len(sc.Bytes()) + 1; n > MaxTrace {
			return nil, fmt.Errorf("%s: larger than %d bytes, the most a trace may be", name, MaxTrace)
		}
		lines = append(lines, strings.TrimSpace(strings.TrimSuffix(sc.Text(), "\r")))
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return lines, nil
}

// firstLine returns the index of the first line that is not blank or a
// comment, or -1.
func firstLine(lines []string) int {
	for i, l := range lines {
		if l != "" && !strings.HasPrefix(l, "#") {
			return i
		}
	}
	return -1
}

// isHeader reports whether a line looks like a CSV header: it has a comma
// and starts with a letter.
func isHeader(line string) bool {
	c := line[0]
	return strings.Contains(line, ",") && (c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z')
}

// readNs reads Tickbox's own format: a length in ns per line.
func readNs(lines []string, name string) ([]time.Duration, error) {
	var frames []time.Duration
	for i, text := range lines {
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		ns, err := strconv.ParseInt(text, 10, 64)
		if err != nil || ns < 0 || time.Duration(ns) > MaxFrame {
			return nil, fmt.Errorf("%s:%d: %q: want a frame length in nanoseconds, 0 to %d "+
				"(or a PresentMon CSV header, or Android framestats)", name, i+1, text, int64(MaxFrame))
		}
		frames = append(frames, time.Duration(ns))
	}
	return frames, nil
}

// checkTotal refuses a trace in which no time passes.
func checkTotal(frames []time.Duration, name string) error {
	for _, f := range frames {
		if f > 0 {
			return nil
		}
	}
	return fmt.Errorf("%s: no frame longer than 0 ns: time would never pass", name)
}

// WriteNs writes frames in Tickbox's own format, with a comment line first.
func WriteNs(w io.Writer, comment string, frames []time.Duration) error {
	bw := bufio.NewWriter(w)
	for _, line := range strings.Split(comment, "\n") {
		fmt.Fprintf(bw, "# %s\n", line)
	}
	for _, f := range frames {
		fmt.Fprintf(bw, "%d\n", int64(f))
	}
	return bw.Flush()
}

// quoted returns a file's name as messages show it: quoted (%q) when it
// holds anything a terminal could act on (escapes, control characters),
// as it is otherwise, so that file:line stays readable.
func quoted(name string) string {
	if q := strconv.Quote(name); q[1:len(q)-1] != name {
		return q
	}
	return name
}
