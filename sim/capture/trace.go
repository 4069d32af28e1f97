package capture

import (
	"io"
	"strconv"
	"strings"
)

// MaxTrace bounds a trace file: 64 MiB as stored (a gzip'ed one unpacked),
// some eight million frames.
const MaxTrace = 64 << 20

// read reads a frame file as the frames of one game, detecting its format
// from the content: Tickbox's own (one length in nanoseconds per line, #
// for comments); the CSV of PresentMon 1.x and 2.x and the tools that
// write its columns (OCAT, FrameView, CapFrameX, Intel's PresentMon app);
// Android's `dumpsys gfxinfo <package> framestats`; a MangoHud log of
// every frame. Its text may be UTF-8 with or without a byte-order mark or
// UTF-16 with one, with CRLF or LF line ends, gzip'ed or not. A capture of
// several games gives the frames of the one process names (a process's
// executable or PID, an Android window), by default the busiest but the
// compositor (dwm.exe). name is for messages: an error names the file, the
// line, the format it looks like and what is missing, and matches ErrFile.
func read(r io.Reader, name, process string) (*Capture, error) {
	name = quoted(name)
	t, gz, err := text(r, name)
	if err != nil {
		return nil, err
	}
	rec := newRecords(t, name)
	c, err := readAny(rec, process)
	if gz != nil && gz.err != nil {
		return nil, gz.at(max(rec.line, 1)) // cut short or damaged, whatever its last line looked like
	}
	if err != nil {
		return nil, err
	}
	if process != "" && c.chosen == nil {
		return nil, refuse("%s: %s holds the frames of one game: -process %s has nothing to pick from", name, c.Format, clip(process))
	}
	return c, checkTotal(c, rec)
}

// readAny tells the format from the first record and reads the rest.
func readAny(rec *records, process string) (*Capture, error) {
	first, err := rec.next()
	if err == io.EOF {
		return nil, refuse("%s: no frames: the file is empty; want nanoseconds per line, a PresentMon CSV, "+
			"Android framestats or a MangoHud log", rec.name)
	}
	if err != nil {
		return nil, err
	}
	switch {
	case len(first) >= 3 && strings.HasPrefix(first[2], "Hardware monitoring log"):
		return nil, rec.at("an MSI Afterburner hardware monitoring log: sensor readings at its polling period, " +
			"not frames; capture the frames with PresentMon, CapFrameX, OCAT or FrameView")
	case isAndroid(first):
		rec.unread(first)
		return readAndroid(rec, process)
	case isMangoHud(first):
		rec.unread(first)
		return readMangoHud(rec)
	case strings.HasPrefix(first[0], "//"):
		return readCapFrameX(rec)
	case isHeader(first):
		return readHeader(rec, first, presentMonFormat(first), process)
	}
	rec.unread(first)
	return readNs(rec)
}

// isHeader reports whether a record looks like a CSV header: two fields
// or more, the first starting with a letter.
func isHeader(rec []string) bool {
	if len(rec) < 2 || rec[0] == "" {
		return false
	}
	c := rec[0][0]
	return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z'
}

// readCapFrameX skips CapFrameX's //key=value lines to its PresentMon
// header.
func readCapFrameX(rec *records) (*Capture, error) {
	for {
		r, err := rec.next()
		if err == io.EOF {
			return nil, rec.at("CapFrameX's //key=value lines with no PresentMon header after them")
		}
		if err != nil {
			return nil, err
		}
		if !strings.HasPrefix(r[0], "//") {
			return readHeader(rec, r, "CapFrameX capture", "")
		}
	}
}

// readHeader reads a PresentMon-style capture whose header is header.
func readHeader(rec *records, header []string, format, process string) (*Capture, error) {
	p := newPresentMon(header, format)
	if p == nil {
		return nil, rec.at("a CSV header that looks like %s but names no frame time column: want %s",
			format, lengthWanted)
	}
	p.header = rec.line
	return p.read(rec, process)
}

// presentMonFormat names what a header looks like: the tool, where its
// columns tell, else PresentMon's version.
func presentMonFormat(h []string) string {
	has := func(names ...string) bool {
		for _, n := range names {
			if indexOf(h, n) < 0 {
				return false
			}
		}
		return true
	}
	switch {
	case has("Ticks", "Alpha"):
		return "Tickbox -presentmon CSV"
	case has("Render Queue Depth") || has("GPU", "CPU", "Resolution"):
		return "FrameView log"
	case has("Motherboard", "Processor"):
		return "OCAT capture"
	case has("msBetweenPresents"):
		return "PresentMon 1.7 or later CSV (v1 metrics)"
	case has("MsBetweenPresents", "MsBetweenAppStart"), has("MsBetweenPresents", "FrameType"):
		return "PresentMon 2.4 or later CSV"
	case has("MsBetweenPresents"):
		return "PresentMon 1.x CSV"
	case has("FrameTime", "DisplayedTime"):
		return "PresentMon 2.1 to 2.3 CSV"
	case has("CPUBusy", "CPUWait"):
		return "PresentMon 2.0 CSV"
	}
	return "a PresentMon-style CSV"
}

// checkTotal refuses a capture in which no time passes, at its last line.
func checkTotal(c *Capture, rec *records) error {
	for _, f := range c.Frames {
		if f > 0 {
			return nil
		}
	}
	if len(c.Frames) == 0 {
		return rec.at("%s with no frames", c.Format)
	}
	return rec.at("no frame longer than 0 ns in this %s: time would never pass", c.Format)
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
