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
//
// A record is valid until the next is read: its slice of fields is reused
// (its strings are not, and may be kept), so that reading a line costs at
// most its text. Tickbox's own traces skip even that: line hands out a
// line's bytes as read, for parsing in place.
type records struct {
	r      *bufio.Reader
	name   string // quoted, for messages
	line   int    // of the record last read, from 1
	back   []string
	buf    []byte   // a line longer than r's buffer, put together
	fields []string // the latest record's
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
		if rec := r.split(line); !blank(rec) {
			return rec, nil
		}
	}
}

// unread makes next return rec again.
func (r *records) unread(rec []string) { r.back = rec }

// unreadRecord returns the record unread gave back, and takes it.
func (r *records) unreadRecord() []string {
	rec := r.back
	r.back = nil
	return rec
}

// split splits line as a record, into the records' own slice of fields.
func (r *records) split(line []byte) []string {
	r.fields = split(r.fields[:0], string(line))
	return r.fields
}

// readLine returns the next line without its \n or \r\n, however long.
// The bytes are valid until the next read: they are the reader's own.
func (r *records) readLine() ([]byte, error) {
	chunk, more, err := r.r.ReadLine()
	if err == nil && !more { // the line is in the reader's buffer
		r.line++
		return chunk, nil
	}
	r.buf = append(r.buf[:0], chunk...)
	for more && err == nil {
		chunk, more, err = r.r.ReadLine()
		r.buf = append(r.buf, chunk...)
	}
	if err != nil && (err != io.EOF || len(r.buf) == 0) {
		return nil, r.readError(err)
	}
	r.line++
	return r.buf, nil
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

// split appends the fields of line to fields, split at its commas, as
// CSV: a field that starts with a double quote runs to the quote that
// closes it ("" is one quote inside); a quote anywhere else is text.
// Fields are trimmed of spaces.
func split(fields []string, line string) []string {
	if strings.IndexByte(line, '"') < 0 {
		for {
			i := strings.IndexByte(line, ',')
			if i < 0 {
				return append(fields, strings.TrimSpace(line))
			}
			fields = append(fields, strings.TrimSpace(line[:i]))
			line = line[i+1:]
		}
	}
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
