package capture

import (
	"bufio"
	"bytes"
	"compress/flate"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"io"
	"unicode/utf16"
	"unicode/utf8"
)

// errTooLarge stops a read past MaxTrace bytes.
var errTooLarge = errors.New("larger than the limit")

// text decodes a trace's bytes as the tools write them into UTF-8: gzip'ed
// or not (told by its magic bytes), UTF-8 with or without a byte-order
// mark, or UTF-16 with one (what Windows PowerShell's > writes). Line ends
// stay as they are; the CSV reader drops a \r before a \n. MaxTrace counts
// the bytes as stored, before any decoding but after gzip: a CRLF file
// counts its \r, a UTF-16 file two bytes a character.
//
// A gzip'ed file's reader is returned too (nil for a plain file): once it
// has failed, its error (gunzip.at) is the one to report, whatever the line
// cut short looked like.
func text(r io.Reader, name string) (io.Reader, *gunzip, error) {
	raw := bufio.NewReader(r)
	var gz *gunzip
	if magic, _ := raw.Peek(2); len(magic) == 2 && magic[0] == 0x1f && magic[1] == 0x8b {
		z, err := gzip.NewReader(raw)
		if err != nil {
			return nil, nil, gzipError(name, 1, err, "a gzip file that does not open")
		}
		gz = &gunzip{z: z, name: name}
		r = gz
	} else {
		r = raw
	}
	t, err := decode(bufio.NewReader(&limited{r: r}), name)
	if gz != nil && gz.err != nil {
		return nil, nil, gz.at(1)
	}
	return t, gz, err
}

// decode turns text in UTF-8 or UTF-16 into UTF-8, by its byte-order
// mark, and refuses what is not text.
func decode(br *bufio.Reader, name string) (io.Reader, error) {
	head, _ := br.Peek(3)
	switch {
	case len(head) >= 3 && head[0] == 0xef && head[1] == 0xbb && head[2] == 0xbf:
		br.Discard(3)
	case len(head) >= 2 && head[0] == 0xff && head[1] == 0xfe:
		br.Discard(2)
		return &utf16Reader{r: br, order: binary.LittleEndian}, nil
	case len(head) >= 2 && head[0] == 0xfe && head[1] == 0xff:
		br.Discard(2)
		return &utf16Reader{r: br, order: binary.BigEndian}, nil
	case len(head) >= 2 && head[0] != 0 && head[0] < utf8.RuneSelf && head[1] == 0:
		return nil, refuse("%s:1: UTF-16 text without a byte-order mark: save it as UTF-8, or as UTF-16 with its mark", name)
	}
	if err := checkText(br, name); err != nil {
		return nil, err
	}
	return br, nil
}

// archives are the packed files a trace is sent in that Tickbox does not
// unpack, by their magic bytes, with what to do.
var archives = []struct{ magic, what string }{
	{"BZh", "a bzip2 file: unpack it (bunzip2), or pack it with gzip, which Tickbox reads"},
	{"PK\x03\x04", "a zip archive: unzip it and give the trace inside"},
	{"PK\x05\x06", "an empty zip archive: no trace in it"},
	{"\xfd7zXZ\x00", "an xz file: unpack it (unxz), or pack it with gzip, which Tickbox reads"},
	{"7z\xbc\xaf\x27\x1c", "a 7-Zip archive: unpack it and give the trace inside"},
	{"\x28\xb5\x2f\xfd", "a zstd file: unpack it (unzstd), or pack it with gzip, which Tickbox reads"},
}

// sniff is how much of a file's start checkText looks at.
const sniff = 512

// checkText refuses a file that is not text, from its first bytes: an
// archive or a compressed file Tickbox does not unpack, named by its magic
// bytes, or anything else binary (a NUL or a control character, or bytes
// that are mostly not UTF-8), quoting its first bytes: such a file once
// read as a PresentMon header with no frame time column when its first
// line held a comma.
func checkText(br *bufio.Reader, name string) error {
	head, _ := br.Peek(sniff)
	for _, a := range archives {
		if bytes.HasPrefix(head, []byte(a.magic)) {
			return refuse("%s:1: %s (it starts %+q)", name, a.what, head[:min(len(head), 16)])
		}
	}
	if notText(head) {
		return refuse("%s:1: binary, not text (it starts %+q): want nanoseconds per line, a PresentMon CSV, "+
			"Android framestats or a MangoHud log", name, head[:min(len(head), 24)])
	}
	return nil
}

// notText reports whether the start of a file is not text: a NUL or a
// control character other than a tab, a line end or a form feed, or more
// than one character in eight that is not UTF-8 (a name in an 8-bit code
// page is a few).
func notText(head []byte) bool {
	bad, n := 0, 0
	for len(head) > 0 {
		r, size := utf8.DecodeRune(head)
		switch {
		case r < 0x20 && r != '\t' && r != '\n' && r != '\r' && r != '\f' && r != '\v', r == 0x7f:
			return true
		case r == utf8.RuneError && size == 1 && len(head) >= utf8.UTFMax:
			bad++ // a sequence cut at the end of head is not counted
		}
		head, n = head[size:], n+1
	}
	return bad*8 > n
}

// gunzip reads a gzip file, telling a file cut short or damaged apart
// from other read errors, and keeping the first such error.
type gunzip struct {
	z    *gzip.Reader
	name string
	err  error // the first error but io.EOF
}

func (g *gunzip) Read(p []byte) (int, error) {
	n, err := g.z.Read(p)
	if err != nil && err != io.EOF {
		if g.err == nil {
			g.err = err
		}
		err = g.at(0) // what stops the reading; Read reports g.at(its line)
	}
	return n, err
}

// at says what is wrong with the gzip file, whose text ends in line.
func (g *gunzip) at(line int) error {
	return gzipError(g.name, line, g.err, "a gzip file that does not unpack")
}

// gzipError says what is wrong with a gzip file that failed with err, its
// text ending in line: cut short, damaged, or else what the reader said,
// after what.
func gzipError(name string, line int, err error, what string) error {
	switch {
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return refuse("%s:%d: a gzip file cut short: it ends inside its packed data (a copy or a download that stopped?)", name, line)
	case errors.Is(err, gzip.ErrChecksum), errors.Is(err, gzip.ErrHeader):
		return refuse("%s:%d: a damaged gzip file: %v", name, line, err)
	}
	var corrupt flate.CorruptInputError
	if errors.As(err, &corrupt) {
		return refuse("%s:%d: a damaged gzip file: %v", name, line, err)
	}
	return refuse("%s:%d: %s: %v", name, line, what, err)
}

// limited reads r and fails with errTooLarge past MaxTrace bytes.
type limited struct {
	r io.Reader
	n int64
}

func (l *limited) Read(p []byte) (int, error) {
	if l.n > MaxTrace {
		return 0, errTooLarge
	}
	n, err := l.r.Read(p)
	if l.n += int64(n); l.n > MaxTrace {
		return n, errTooLarge
	}
	return n, err
}

// utf16Reader turns UTF-16 text into UTF-8.
type utf16Reader struct {
	r       *bufio.Reader
	order   binary.ByteOrder
	pending []byte // encoded bytes not yet handed out
}

func (u *utf16Reader) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) {
		if len(u.pending) == 0 {
			r, err := u.rune()
			if err != nil {
				if n > 0 && err == io.EOF {
					return n, nil
				}
				return n, err
			}
			u.pending = utf8.AppendRune(u.pending[:0], r)
		}
		c := copy(p[n:], u.pending)
		u.pending, n = u.pending[c:], n+c
	}
	return n, nil
}

// rune reads one character: one 16-bit unit, or a surrogate pair.
func (u *utf16Reader) rune() (rune, error) {
	a, err := u.unit()
	if err != nil {
		return 0, err
	}
	if !utf16.IsSurrogate(rune(a)) {
		return rune(a), nil
	}
	b, err := u.unit()
	if err != nil {
		return utf8.RuneError, nil
	}
	return utf16.DecodeRune(rune(a), rune(b)), nil
}

func (u *utf16Reader) unit() (uint16, error) {
	var two [2]byte
	if _, err := io.ReadFull(u.r, two[:]); err != nil {
		if err == io.ErrUnexpectedEOF {
			return 0, errors.New("UTF-16 text that ends in half a character")
		}
		return 0, err
	}
	return u.order.Uint16(two[:]), nil
}
