package frames

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
)

// records reads a trace line by line, each line split as a CSV record:
// a field in double quotes may hold commas and doubled quotes, a line may
// be as long as the file, and a line that is not CSV (a dump's text, a
// comment) comes as fields all the same, never as an error. None of the
// tools writes a field across lines, so a record is a line.
type records struct {
	r    *bufio.Reader
	name string // quoted, for messages
	line int    // of the record last read, from 1
	back []string
	buf  []byte
}

func newRecords(r io.Reader, name string) *records {
	return &records{r: bufio.NewReaderSize(r, 64<<10), name: name}
}

// next returns the next record that holds anything but spaces, its fields
// with the spaces around them trimmed, or io.EOF.
func (r *records) next() ([]string, error) {
	if rec := r.back; rec != nil {
		r.back = nil
		return rec, nil
	}
	for {
		line, err := r.readLine()
		if err != nil {
			return nil, err
		}
		if rec := split(line); !blank(rec) {
			return rec, nil
		}
	}
}

// unread makes next return rec again.
func (r *records) unread(rec []string) { r.back = rec }

// readLine returns the next line without its \n or \r\n, however long.
func (r *records) readLine() (string, error) {
	r.buf = r.buf[:0]
	for {
		chunk, more, err := r.r.ReadLine()
		r.buf = append(r.buf, chunk...)
		if err != nil {
			if err == io.EOF && len(r.buf) > 0 {
				break
			}
			return "", r.readError(err)
		}
		if !more {
			break
		}
	}
	r.line++
	return string(r.buf), nil
}

// readError names what stopped the reading.
func (r *records) readError(err error) error {
	switch {
	case err == io.EOF:
		return io.EOF
	case errors.Is(err, errTooLarge):
		return refuse("%s: larger than %d bytes (64 MiB), the most a trace may be, counted as stored "+
			"(a CRLF line end is two bytes, gzip counts unpacked): cut it, or capture fewer frames", r.name, MaxTrace)
	case errors.Is(err, ErrFile):
		return err
	}
	return refuse("%s:%d: %v", r.name, r.line+1, err)
}

// at prefixes a message with the file and the line last read.
func (r *records) at(format string, args ...any) error {
	return refuse("%s:%d: %s", r.name, r.line, fmt.Sprintf(format, args...))
}

// split splits a line at its commas, as CSV: a field that starts with a
// double quote runs to the quote that closes it ("" is one quote inside);
// a quote anywhere else is text. Fields are trimmed of spaces.
func split(line string) []string {
	if strings.IndexByte(line, '"') < 0 {
		fields := strings.Split(line, ",")
		for i, f := range fields {
			fields[i] = strings.TrimSpace(f)
		}
		return fields
	}
	var fields []string
	var f strings.Builder
	quoted, start := false, true
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case quoted && c == '"' && i+1 < len(line) && line[i+1] == '"':
			f.WriteByte('"')
			i++
		case quoted && c == '"':
			quoted = false
		case !quoted && c == '"' && start:
			quoted = true
		case !quoted && c == ',':
			fields = append(fields, strings.TrimSpace(f.String()))
			f.Reset()
			start = true
			continue
		default:
			f.WriteByte(c)
		}
		start = start && c == ' '
	}
	return append(fields, strings.TrimSpace(f.String()))
}

func blank(rec []string) bool {
	for _, f := range rec {
		if f != "" {
			return false
		}
	}
	return true
}

// clip shortens untrusted text for a message and quotes it.
func clip(s string) string {
	if len(s) > 60 {
		s = s[:60] + "…"
	}
	return fmt.Sprintf("%q", s)
}
