//go:build !headless

package render

import (
	"bytes"
	"unicode/utf8"
)

// wrap splits the first line of at most width characters off text: at
// the last space that fits (it may be the character after the line), or,
// if none does (a long path), at width itself. It returns the line and the
// rest, with the space it broke at dropped. In a list, whose items are
// separated by ", " (the limits a policy keeps), it breaks after the last
// comma that fits, if one does, so that an item stays whole on its row
// ("no tick cap", not "no tick" over "cap"). It allocates nothing: both
// are slices of text.
func wrap(text []byte, width int, list bool) (line, rest []byte) {
	end := 0
	for n := 0; end < len(text) && n < max(width, 1); n++ {
		_, size := utf8.DecodeRune(text[end:])
		end += size
	}
	if end == len(text) {
		return text, nil
	}
	at := bytes.LastIndexByte(text[:end+1], ' ')
	if comma := bytes.LastIndex(text[:end+1], []byte(", ")); list && comma >= 0 {
		at = comma + 1
	}
	if at > 0 {
		return text[:at], text[at+1:]
	}
	return text[:end], text[end:]
}
