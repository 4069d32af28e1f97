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
	end := prefix(text, max(width, 1))
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

// prefix returns the length in bytes of text's first n characters, all of
// text if it has no more.
func prefix(text []byte, n int) int {
	end := 0
	for ; end < len(text) && n > 0; n-- {
		_, size := utf8.DecodeRune(text[end:])
		end += size
	}
	return end
}

// lines returns how many lines wrap makes of text at perLine characters.
func lines(text []byte, perLine int) int {
	n := 0
	for rest := text; len(rest) > 0; n++ {
		_, rest = wrap(rest, perLine, false)
	}
	return n
}

// paragraph adds text wrapped at spaces into lines of perLine characters
// (wrap), the first at (x, y), the next lh pixels under it; veiled, each
// line over a dark panel of its own width, as a notice reads over
// anything.
func (c *Canvas) paragraph(x, y, lh, perLine int, text []byte, col Colour, veiled bool) {
	for rest := text; len(rest) > 0; y += lh {
		var line []byte
		line, rest = wrap(rest, perLine, false)
		if veiled {
			c.Rect(float32(x-4), float32(y-2), float32(c.TextWidth(line)+8), float32(c.Font.Height+4), ColBackground.WithAlpha(0.85))
		}
		c.Text(x, y, line, col)
	}
}
