package frames

import (
	"bufio"
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
func text(r io.Reader, name string) (io.Reader, error) {
	raw := bufio.NewReader(r)
	if magic, _ := raw.Peek(2); len(magic) == 2 && magic[0] == 0x1f && magic[1] == 0x8b {
		z, err := gzip.NewReader(raw)
		if err != nil {
			return nil, refuse("%s: a gzip file that does not open: %v", name, err)
		}
		r = z
	} else {
		r = raw
	}
	br := bufio.NewReader(&limited{r: r})
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
	return br, nil
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
