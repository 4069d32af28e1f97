//go:build !headless

package render

import "unicode/utf8"

// wrap splits the first line of at most width characters off text: at
// the last space that fits, or, if none does (a long path), at width
// itself. It returns the line and the rest, with the space it broke at
// dropped. It allocates nothing: both are slices of text.
func wrap(text []byte, width int) (line, rest []byte) {
	width = max(width, 1)
	end, n, space := 0, 0, -1
	for end < len(text) && n < width {
		if text[end] == ' ' {
			space = end
		}
		_, size := utf8.DecodeRune(text[end:])
		end += size
		n++
	}
	switch {
	case end == len(text):
		return text, nil
	case text[end] == ' ':
		return text[:end], text[end+1:]
	case space > 0:
		return text[:space], text[space+1:]
	}
	return text[:end], text[end:]
}

// wrapList is wrap for a list whose items are separated by ", " (the
// limits a policy keeps): it breaks after the last comma that fits, so
// that an item stays whole on its row ("no tick cap", not "no tick" over
// "cap"), and as wrap does where no comma fits.
func wrapList(text []byte, width int) (line, rest []byte) {
	if utf8.RuneCount(text) <= width {
		return text, nil
	}
	comma := -1
	for i, n := 0, 0; i < len(text) && n < width; n++ {
		if text[i] == ',' && i+1 < len(text) && text[i+1] == ' ' {
			comma = i
		}
		_, size := utf8.DecodeRune(text[i:])
		i += size
	}
	if comma < 0 {
		return wrap(text, width)
	}
	return text[:comma+1], text[comma+2:]
}
