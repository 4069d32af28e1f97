//go:build !headless

package render

import (
	"image"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
)

// maxVertices is the most vertices one DrawTriangles call can index: its
// indices are uint16.
const maxVertices = 65536

// batch collects textured quads and triangles, each with its own colour,
// from one source image (and whole images between them: Image), and draws
// them in as few DrawTriangles calls as the uint16 indices allow: one call
// up to 65,536 vertices, and one for each image. Its slices are
// reused from frame to frame, so once grown it allocates nothing.
type batch struct {
	src       *ebiten.Image
	vertices  []ebiten.Vertex
	indices   []uint16 // three a triangle, each counted from its call's first vertex
	cuts      []cut    // where each call after the first starts
	callStart int      // the first vertex of the call being filled
	options   ebiten.DrawTrianglesOptions
}

// cut is where a DrawTriangles call starts, in the batch's vertices and
// indices, and the image it draws from.
type cut struct {
	vertex, index int
	src           *ebiten.Image
}

func newBatch(src *ebiten.Image, filter ebiten.Filter) *batch {
	return &batch{src: src, options: ebiten.DrawTrianglesOptions{
		Filter: filter,
		// Ebitengine draws a call from the mipmap level of the triangle drawn
		// smallest against its source, and works that out each call from every
		// edge of every triangle. Each call here holds quads drawn at their
		// source's size or larger (sprites at the size the atlas drew them,
		// rectangles stretched from the white square), so the level is always
		// 0; finding that out was half of the CPU time of the browser's
		// DrawTriangles at 10,000 balls (a sixth of the native window's).
		DisableMipmaps: true,
		// Vertices hold premultiplied colours, each shape's worked out once
		// (Colour.Premultiplied), so that Ebitengine does not multiply three
		// channels by alpha at every vertex of every frame.
		ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha,
	}}
}

// Quad adds src drawn into the rectangle (x, y, w, h) in c, its four
// vertices written in place: four Vertex values built and appended took
// two thirds of building a frame's text (652 characters at 3 balls).
func (b *batch) Quad(src image.Rectangle, x, y, w, h float32, c Colour) {
	sx0, sy0 := float32(src.Min.X), float32(src.Min.Y)
	sx1, sy1 := float32(src.Max.X), float32(src.Max.Y)
	p, v := c.Premultiplied(), b.Corners()
	SetVertex(&v[0], x, y, sx0, sy0, p)
	SetVertex(&v[1], x+w, y, sx1, sy0, p)
	SetVertex(&v[2], x, y+h, sx0, sy1, p)
	SetVertex(&v[3], x+w, y+h, sx1, sy1, p)
}

// Corners adds a quad of four vertices, top left, top right, bottom left
// and bottom right, as two triangles, and returns them for the caller to
// fill with SetVertex (see Triangles for why their Custom fields are zero).
func (b *batch) Corners() []ebiten.Vertex {
	k := len(b.vertices)
	v := b.room(k, 4)
	b.vertices = slices.Grow(b.vertices, 4)[:k+4]
	b.indices = append(b.indices, v, v+1, v+2, v+1, v+3, v+2)
	return b.vertices[k : k+4 : k+4]
}

// room returns the index, in its call, of vertex k, the first of n of a
// shape, starting a new call at k if the shape would not fit in the
// current one. That call draws from src: an image's call (Image) holds
// one quad, which always fits.
func (b *batch) room(k, n int) uint16 {
	if k+n-b.callStart > maxVertices {
		b.cut(k, b.src)
	}
	return uint16(k - b.callStart)
}

// Triangles adds n triangles and returns their vertices, three a
// triangle, for the caller to fill in place with SetVertex: many sprites
// of one kind then cost no append each, and a sprite the atlas gave room
// for a triangle (package tickbox/game/stage's crowd) is drawn with three vertices and
// three indices instead of a quad's four and six, which is most of what
// Ebitengine does for each sprite. Their Custom fields are zero, as every
// vertex's here: the slices only ever grow zeroed, and nothing writes
// those fields.
func (b *batch) Triangles(n int) []ebiten.Vertex {
	start := len(b.vertices)
	b.vertices = slices.Grow(b.vertices, 3*n)[:start+3*n]
	b.indices = slices.Grow(b.indices, 3*n)
	for k := start; k < start+3*n; k += 3 {
		v := b.room(k, 3)
		b.indices = append(b.indices, v, v+1, v+2)
	}
	return b.vertices[start:]
}

// SetVertex writes the vertex at (x, y) sampling (sx, sy) in p into v,
// field by field, leaving the Custom fields alone: a third fewer bytes to store than
// assigning a whole Vertex, which is what makes Triangles pay.
func SetVertex(v *ebiten.Vertex, x, y, sx, sy float32, p Premultiplied) {
	v.DstX, v.DstY, v.SrcX, v.SrcY = x, y, sx, sy
	v.ColorR, v.ColorG, v.ColorB, v.ColorA = p.R, p.G, p.B, p.A
}

// cut ends the call being filled at vertex k and starts one drawing from
// src.
func (b *batch) cut(k int, src *ebiten.Image) {
	b.cuts = append(b.cuts, cut{k, len(b.indices), src})
	b.callStart = k
}

// Image adds img drawn whole with its top left corner at (x, y), in its
// place among the batch's shapes: a call of its own between the atlas's,
// since a call draws from one source. At whole pixels, as the raster's
// layer is drawn, linear filtering samples each texel at its centre, so
// the screen gets the image's pixels as they are.
func (b *batch) Image(img *ebiten.Image, x, y float32) {
	b.cut(len(b.vertices), img)
	w, h := float32(img.Bounds().Dx()), float32(img.Bounds().Dy())
	b.Quad(img.Bounds(), x, y, w, h, Colour{1, 1, 1, 1})
	b.cut(len(b.vertices), b.src)
}

// Flush draws every shape onto dst, in the order added, and empties the
// batch.
func (b *batch) flush(dst ebiten.FinalScreen) {
	b.cuts = append(b.cuts, cut{len(b.vertices), len(b.indices), nil}) // the end of the last call
	from := cut{src: b.src}
	for _, c := range b.cuts {
		if c.index > from.index {
			dst.DrawTriangles(b.vertices[from.vertex:c.vertex], b.indices[from.index:c.index], from.src, &b.options)
		}
		from = c
	}
	b.clear()
}

// clear forgets the shapes added since the last flush.
func (b *batch) clear() {
	b.vertices, b.indices, b.cuts = b.vertices[:0], b.indices[:0], b.cuts[:0]
	b.callStart = 0
}
