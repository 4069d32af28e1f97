package capture

import (
	"bufio"
	"bytes"
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

// Bounds of a line, so that what a line costs is bounded whatever the
// file: a capture's header of a few hundred thousand columns is 2 MB; a
// row of 67 million commas cost 4.4 GB split, a 60 MB line of digits 314
// MB to refuse. A comment (#) may be of any length: it is skipped as it is
// read, and costs nothing more.
const (
	maxLine   = 4 << 20
	maxFields = 1 << 19
)

// comment is what readLine returns for a comment line longer than the
// reader's buffer, whose text it has not kept.
var comment = []byte("#")

// readLine returns the next line without its \n or \r\n, up to maxLine
// bytes and maxFields fields (a comment of any length). The bytes are
// valid until the next read: they are the reader's own.
func (r *records) readLine() ([]byte, error) {
	chunk, more, err := r.r.ReadLine()
	if err != nil {
		return nil, r.readError(err)
	}
	r.line++
	if !more { // the line is in the reader's buffer
		return r.checkFields(chunk)
	}
	if t := trimASCII(chunk); len(t) > 0 && t[0] == '#' {
		for more && err == nil {
			_, more, err = r.r.ReadLine()
		}
		return comment, r.cut(err)
	}
	r.buf = append(r.buf[:0], chunk...)
	for more && err == nil {
		chunk, more, err = r.r.ReadLine()
		if len(r.buf)+len(chunk) > maxLine {
			start := clip(string(r.buf[:61]))
			r.buf = nil
			return nil, r.at("a line longer than %d bytes (4 MiB), the most a trace's line may be (a # comment may be longer): it starts %s",
				maxLine, start)
		}
		r.buf = append(grow(r.buf, len(chunk)), chunk...)
	}
	if err := r.cut(err); err != nil {
		return nil, err
	}
	return r.checkFields(r.buf)
}

// grow returns buf with room for n more bytes, its room doubled (up to
// maxLine) when it has too little: append grows a large slice by a
// quarter, which for a line of 4 MiB allocated five times that.
func grow(buf []byte, n int) []byte {
	if len(buf)+n <= cap(buf) {
		return buf
	}
	bigger := make([]byte, len(buf), min(max(2*cap(buf), len(buf)+n), maxLine))
	copy(bigger, buf)
	return bigger
}

// cut returns the error that ended a long line, but not the end of the
// file, which ends the line.
func (r *records) cut(err error) error {
	if err == nil || err == io.EOF {
		return nil
	}
	return r.readError(err)
}

// checkFields refuses a line of more than maxFields fields.
func (r *records) checkFields(line []byte) ([]byte, error) {
	if n := bytes.Count(line, []byte{','}) + 1; n > maxFields {
		return nil, r.at("a line of %d fields, more than %d, the most a trace's line may hold", n, maxFields)
	}
	return line, nil
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
