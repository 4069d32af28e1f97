// Package assets holds what Tickbox ships inside its binary: the peers'
// font, the scenario scripts and the web page. It is a package
// of its own so that //go:embed patterns stay next to the files they name.
package assets

import "golang.org/x/image/font/gofont/gomono"

// MonoTTF is Go Mono, the face the peers' window draws with (render and
// game/view take it from golang.org/x/image/font/gofont/gomono directly,
// so that a game's dev layer links no assets). The Go fonts are by
// Bigelow & Holmes, under the same BSD-style licence as Go.
var MonoTTF = gomono.TTF
