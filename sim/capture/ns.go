package capture

import (
	"io"
	"strconv"
	"strings"
	"time"
)

// readNs reads Tickbox's own format: a length in ns per line, # for
// comments. A line of digits alone, with spaces around them, is parsed in
// place, costing nothing but its frame's 8 bytes; any other line (a sign,
// a quote, a comma, a space no ASCII has) is read as a record, as it
// always was, with the same result and the same error.
func readNs(rec *records) (*Capture, error) {
	var lens lengths
	if first := rec.unreadRecord(); first != nil { // the line the format was told from
		if err := nsRecord(rec, first, &lens); err != nil {
			return nil, err
		}
	}
	for {
		line, err := rec.readLine()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		ns, skip, ok := parseNs(line)
		switch {
		case ok && skip:
		case ok:
			lens.add(time.Duration(ns))
		default:
			if r := rec.split(line); !blank(r) {
				if err := nsRecord(rec, r, &lens); err != nil {
					return nil, err
				}
			}
		}
	}
	return &Capture{Format: ownFormat, Frames: lens.slice()}, nil
}

// nsRecord reads one record of the format, a comment or a length, into
// frames.
func nsRecord(rec *records, r []string, lens *lengths) error {
	if strings.HasPrefix(r[0], "#") {
		return nil
	}
	text := strings.Join(r, ",")
	ns, err := strconv.ParseInt(text, 10, 64)
	if err != nil || ns < 0 || time.Duration(ns) > maxFrame {
		return rec.at("%s: want a frame length in nanoseconds, 0 to %d (Tickbox's trace), or a capture: "+
			"a PresentMon-style CSV header, Android framestats or a MangoHud log", clip(text), int64(maxFrame))
	}
	lens.add(time.Duration(ns))
	return nil
}

// maxNsDigits is the most digits parseNs reads: 18 cannot pass 2^63-1.
const maxNsDigits = 18

// parseNs reads a line of the format in place: ok with skip for a blank
// line or a comment, ok with ns for a length of at most maxFrame written
// as digits alone, with ASCII spaces around them. Anything else is not ok,
// for nsRecord to read, or refuse.
func parseNs(line []byte) (ns int64, skip, ok bool) {
	line = trimASCII(line)
	switch {
	case len(line) == 0 || line[0] == '#':
		return 0, true, true
	case len(line) > maxNsDigits:
		return 0, false, false
	}
	for _, c := range line {
		if c < '0' || c > '9' {
			return 0, false, false
		}
		ns = ns*10 + int64(c-'0')
	}
	return ns, false, time.Duration(ns) <= maxFrame
}

// trimASCII trims the ASCII spaces strings.TrimSpace trims from both ends
// of b.
func trimASCII(b []byte) []byte {
	for len(b) > 0 && isASCIISpace(b[0]) {
		b = b[1:]
	}
	for len(b) > 0 && isASCIISpace(b[len(b)-1]) {
		b = b[:len(b)-1]
	}
	return b
}

func isASCIISpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f' || c == '\n'
}
