//go:build !headless

package view

import (
	"testing"

	"tickbox/sim/bounce"
)

// Every renderer draws its text with one font, drawn once: a script's
// restart makes a renderer, and each drew a font of its own, a glyph
// image a character among Ebitengine's textures, which 2,000 restarts
// made slower to place each time and kept until a collection.
func TestRenderersShareTheFont(t *testing.T) {
	first, err := newRenderer(bounce.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	second, err := newRenderer(bounce.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	if first.font() != second.font() {
		t.Error("two renderers drew two fonts, want one shared")
	}
}
