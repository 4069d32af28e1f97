// Package assets holds what Tickbox ships inside its binary: the fonts the
// overlay is drawn with and the scenario scripts. It is a package
// of its own so that //go:embed patterns stay next to the files they name.
package assets

import (
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/gomonobold"
)

// MonoTTF is Go Mono: a monospaced face whose every glyph has the same
// advance, so overlay columns line up and numbers do not shift as they
// change. The Go fonts are by Bigelow & Holmes, under the same BSD-style
// licence as Go.
var MonoTTF = gomono.TTF

// MonoBoldTTF is Go Mono Bold, for headings.
var MonoBoldTTF = gomonobold.TTF
