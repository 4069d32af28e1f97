//go:build !headless

package render

import (
	"image"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
)

// maxQuads is the most quads one DrawTriangles call can index: indices are
// uint16, so a call reaches 65,536 vertices, 4 a quad.
const maxQuads = 65536 / 4

// Batch collects textured quads, each with its own colour, from one source
// image, and draws them in as few DrawTriangles calls as the uint16
// indices allow: one call up to 16,384 quads. Its slices are reused from
// frame to frame, so once grown it allocates nothing.
type Batch struct {
	src      *ebiten.Image
	filter   ebiten.Filter
	vertices []ebiten.Vertex
	indices  []uint16 // the same six per quad, built once as the batch grows
	options  ebiten.DrawTrianglesOptions
}

func newBatch(src *ebiten.Image, filter ebiten.Filter) *Batch {
	b := &Batch{src: src, filter: filter}
	b.options.Filter = filter
	// Ebitengine draws a call from the mipmap level of the triangle drawn
	// smallest against its source, and works that out each call from every
	// edge of every triangle. Each call here holds quads drawn at their
	// source's size or larger (sprites at the size the atlas drew them,
	// rectangles stretched from the white square), so the level is always
	// 0; finding that out was half of the CPU time of the browser's
	// DrawTriangles at 10,000 balls (a sixth of the native window's).
	b.options.DisableMipmaps = true
	return b
}

// quad adds src drawn into the rectangle (x, y, w, h) in c.
func (b *Batch) quad(src image.Rectangle, x, y, w, h float32, c Colour) {
	sx0, sy0 := float32(src.Min.X), float32(src.Min.Y)
	sx1, sy1 := float32(src.Max.X), float32(src.Max.Y)
	b.vertices = append(b.vertices,
		vertex(x, y, sx0, sy0, c), vertex(x+w, y, sx1, sy0, c),
		vertex(x, y+h, sx0, sy1, c), vertex(x+w, y+h, sx1, sy1, c))
}

func vertex(x, y, sx, sy float32, c Colour) ebiten.Vertex {
	return ebiten.Vertex{DstX: x, DstY: y, SrcX: sx, SrcY: sy,
		ColorR: c.R, ColorG: c.G, ColorB: c.B, ColorA: c.A}
}

// Extend adds n quads and returns their vertices, four a quad, for the
// caller to fill in place with setVertex: many quads of one sprite then
// cost no append each. Their Custom fields are zero, as every vertex's
// here: the slices only ever grow zeroed, and nothing writes those fields.
func (b *Batch) Extend(n int) []ebiten.Vertex {
	start := len(b.vertices)
	b.vertices = slices.Grow(b.vertices, 4*n)[:start+4*n]
	return b.vertices[start:]
}

// SetVertex writes the vertex vertex would make into v, field by field,
// leaving the Custom fields alone: a third fewer bytes to store than
// assigning a whole Vertex, which is what makes extend pay.
func SetVertex(v *ebiten.Vertex, x, y, sx, sy float32, c Colour) {
	v.DstX, v.DstY, v.SrcX, v.SrcY = x, y, sx, sy
	v.ColorR, v.ColorG, v.ColorB, v.ColorA = c.R, c.G, c.B, c.A
}

// quads returns the number of quads added since the last flush.
func (b *Batch) quads() int { return len(b.vertices) / 4 }

// Flush draws every quad onto dst, in the order added, and empties the batch.
func (b *Batch) Flush(dst ebiten.FinalScreen) {
	b.growIndices(min(b.quads(), maxQuads))
	for start := 0; start < b.quads(); start += maxQuads {
		n := min(b.quads()-start, maxQuads)
		vs := b.vertices[4*start : 4*(start+n)]
		dst.DrawTriangles(vs, b.indices[:6*n], b.src, &b.options)
	}
	b.clear()
}

// clear forgets the quads added since the last flush.
func (b *Batch) clear() { b.vertices = b.vertices[:0] }

// growIndices makes sure indices cover n quads: two triangles each.
func (b *Batch) growIndices(n int) {
	for q := len(b.indices) / 6; q < n; q++ {
		v := uint16(4 * q)
		b.indices = append(b.indices, v, v+1, v+2, v+1, v+3, v+2)
	}
}
