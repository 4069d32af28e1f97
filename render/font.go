//go:build !headless

package render

import (
	"fmt"
	"image"
	"image/color"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
)

// ascii are the printable ASCII characters, 32 to 126, the atlas's first.
const ascii = " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~"

// extraRunes are the characters beyond ASCII that the overlay and the help
// use; any other rune draws as '?'.
var extraRunes = []rune("²×¼½¾·←→↑≥≤µ—…±")

// Font is a monospaced font pre-drawn into a glyph atlas: every
// character the overlay needs, drawn once with text/v2 at start-up, then
// drawn each frame as a quad per character through a batch. text.Draw
// shapes and lays out its string on every call, which allocates; a glyph
// atlas of a monospaced, hinted face needs no layout at all: character i
// of a line sits at x + i·advance.
type Font struct {
	atlas   *ebiten.Image
	cells   []image.Rectangle // by index: ASCII 32..126, then extraRunes
	white   image.Rectangle   // the middle of 3×3 white texels, what a canvas's Rect stretches
	Advance int               // pixels from one character to the next
	Height  int               // pixels from one line to the next
}

// NewFont draws the atlas of the TrueType font ttf at size pixels,
// hinted so that the advance is a whole number of pixels and stems land on
// pixels: crisp text at the logical screen's scale.
func NewFont(ttf []byte, size float64) (*Font, error) {
	f, err := opentype.Parse(ttf)
	if err != nil {
		return nil, fmt.Errorf("font: %w", err)
	}
	xf, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		return nil, fmt.Errorf("font: %w", err)
	}
	face := text.NewGoXFace(xf)
	m := face.Metrics()
	g := &Font{
		Advance: int(text.Advance("M", face) + 0.5),
		Height:  int(m.HAscent + m.HDescent + 0.999),
	}
	g.draw(face)
	return g, nil
}

// draw lays the runes out in a grid of cells, 2 pixels apart so that no
// glyph's edge reaches its neighbour's cell, and draws them with text/v2,
// then, in the cell after them, 3×3 white texels: shapes are drawn from
// their middle one, which linear filtering mixes only with white ones.
func (g *Font) draw(face text.Face) {
	const perRow, gap = 16, 2
	runes := append([]rune(ascii), extraRunes...)
	cw, ch := g.Advance+gap, g.Height+gap
	rows := (len(runes) + perRow) / perRow // a cell more, for the white
	g.atlas = ebiten.NewImage(perRow*cw, rows*ch)
	var op text.DrawOptions
	for i, r := range runes {
		x, y := (i%perRow)*cw, (i/perRow)*ch
		g.cells = append(g.cells, image.Rect(x, y, x+g.Advance, y+g.Height))
		op.GeoM.Reset()
		op.GeoM.Translate(float64(x), float64(y))
		text.Draw(g.atlas, string(r), face, &op)
	}
	x, y := (len(runes)%perRow)*cw, (len(runes)/perRow)*ch
	g.atlas.SubImage(image.Rect(x, y, x+3, y+3)).(*ebiten.Image).Fill(color.White)
	g.white = image.Rect(x+1, y+1, x+2, y+2)
}

// cell returns the atlas cell of r.
func (g *Font) cell(r rune) image.Rectangle {
	if r >= 32 && r < 127 {
		return g.cells[r-32]
	}
	if i := slices.Index(extraRunes, r); i >= 0 {
		return g.cells[95+i]
	}
	return g.cells['?'-32]
}

// glyph adds r to b at (x, y), the top left of its line, in c, and returns
// the x of the next character. Spaces add no quad.
func (g *Font) glyph(b *batch, x, y int, r rune, c Colour) int {
	if r != ' ' {
		b.Quad(g.cell(r), float32(x), float32(y), float32(g.Advance), float32(g.Height), c)
	}
	return x + g.Advance
}

// runes counts the characters of UTF-8 text: the bytes that start one.
// utf8.RuneCount does the same but, in Go 1.26, through a string
// conversion that allocates for text longer than 32 bytes, and a frame
// must allocate nothing.
func runes(s []byte) int {
	n := 0
	for _, b := range s {
		if b&0xc0 != 0x80 {
			n++
		}
	}
	return n
}
