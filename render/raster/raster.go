// Package raster draws many copies of one small sprite into a buffer of
// pixels on the CPU, as a GPU draws them with linear filtering and
// source-over blending: the crowd of balls, in a browser whose GPU is
// software (SwiftShader), where ten thousand triangles a frame cost its
// GPU process more than the page's whole frame (see render.Raster). It
// imports nothing of Ebitengine, so that its benchmark runs as
// WebAssembly under Node too.
//
// A Brush is a sprite in one colour made at every offset of a pixel's
// eighths in x and y (Phases), each as the list of the pixels it covers
// (dabs): putting a sprite is then a blend a covered pixel, with no
// filtering and no test of empty pixels in the loop that runs ten
// thousand times a frame.
package raster

import (
	"fmt"
	"math"
	"unsafe"
)

// Phases is how many sub-pixel offsets, along each axis, a Brush is made
// at: a sprite is put within 1/16 of a pixel of where it was asked, a
// difference of at most 1/16 of the sprite's steepest step between two
// pixels, where the GPU places it exactly.
const Phases = 8

// Layer is a rectangle of premultiplied RGBA pixels, row by row, that
// brushes are put on. Each pixel is one uint32 so that a blend reads and
// writes it once; Bytes views the same memory as the bytes an image's
// WritePixels takes.
type Layer struct {
	pix           []uint32
	Width, Height int
}

// NewLayer returns a transparent layer of w × h pixels.
func NewLayer(w, h int) *Layer {
	return &Layer{pix: make([]uint32, w*h), Width: w, Height: h}
}

// Bytes returns the layer's pixels as bytes, R, G, B, A, row by row: the
// same memory, not a copy. A pixel's four bytes are its uint32's in
// memory order on any machine, since blend treats every byte of a pixel
// alike (see blend).
func (l *Layer) Bytes() []byte {
	if len(l.pix) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(&l.pix[0])), 4*len(l.pix))
}

// Clear makes every pixel transparent.
func (l *Layer) Clear() { clear(l.pix) }

// dab is one pixel a brush covers at one phase: where, from the pixel
// under the sprite's top left corner (off, in the layer the brush was
// made for; dx and dy for a put near the layer's edge), the premultiplied
// colour the brush puts there (src, its bytes in a pixel's memory order),
// and what is left of the pixel under it (inv, 255 minus the colour's
// alpha).
type dab struct {
	off    int32
	src    uint32
	inv    uint16
	dx, dy uint8
}

// Brush is a sprite in one colour, for one layer (its dabs' offsets are
// the layer's rows): see the package's doc.
type Brush struct {
	w, h  int                      // the pixels a put can cover: the sprite's, and one more each way
	dabs  []dab                    // every phase's, phase after phase
	start [Phases*Phases + 1]int32 // phase p's dabs are dabs[start[p]:start[p+1]]
}

// Brush makes the brush that puts the sprite of w × h pixels whose alpha
// (premultiplied white: the texels of a white sprite are alpha, alpha,
// alpha, alpha) is cover, row by row, tinted by colour (premultiplied, in
// [0, 1]) as a vertex's colour tints its texels, on l.
//
// At a phase of (fx, fy) pixels, the sprite's top left corner between
// pixels, each pixel takes the texels as linear filtering samples them at
// its centre: (1-fx)(1-fy) of the texel over it, fx(1-fy) of the one to
// its left, (1-fx)fy of the one above and fx·fy of the one above left,
// with nothing beyond the sprite's edge.
func (l *Layer) Brush(cover []uint8, w, h int, colour [4]float32) *Brush {
	if w < 1 || h < 1 || w > maxSide || h > maxSide || len(cover) != w*h {
		panic(fmt.Sprintf("raster: a brush of %d × %d pixels from %d texels; want 1 to %d a side, a texel each", w, h, len(cover), maxSide))
	}
	b := &Brush{w: w + 1, h: h + 1}
	texel := func(x, y int) float64 {
		if x < 0 || y < 0 || x >= w || y >= h {
			return 0
		}
		return float64(cover[y*w+x]) / 255
	}
	for p := range Phases * Phases {
		fx, fy := float64(p%Phases)/Phases, float64(p/Phases)/Phases
		for y := range h + 1 {
			for x := range w + 1 {
				a := (1-fx)*(1-fy)*texel(x, y) + fx*(1-fy)*texel(x-1, y) +
					(1-fx)*fy*texel(x, y-1) + fx*fy*texel(x-1, y-1)
				if d, ok := dabOf(a, colour); ok {
					d.off, d.dx, d.dy = int32(y*l.Width+x), uint8(x), uint8(y)
					b.dabs = append(b.dabs, d)
				}
			}
		}
		b.start[p+1] = int32(len(b.dabs))
	}
	return b
}

// maxSide is the widest sprite a brush takes: its dabs' dx and dy, a
// byte each, reach one pixel past it.
const maxSide = 254

// dabOf returns the dab of colour at coverage a, and whether it changes
// the pixel under it at all.
func dabOf(a float64, colour [4]float32) (dab, bool) {
	var px [4]uint8
	for i, c := range colour {
		px[i] = uint8(math.Round(a * float64(c) * 255))
	}
	d := dab{src: *(*uint32)(unsafe.Pointer(&px)), inv: 255 - uint16(px[3])}
	return d, d.src != 0 || d.inv != 255
}

// Put puts b with the sprite's top left corner at (x, y) in l's pixels,
// over what is there. Where the sprite would cross the layer's edge, the
// pixels beyond it are left out (the slow path: a layer sized with room
// for the sprite around its area never takes it).
func (l *Layer) Put(b *Brush, x, y float32) {
	ix, px := phase(x)
	iy, py := phase(y)
	dabs := b.dabs[b.start[py*Phases+px]:b.start[py*Phases+px+1]]
	if ix < 0 || iy < 0 || ix+b.w > l.Width || iy+b.h > l.Height {
		l.clipped(dabs, ix, iy)
		return
	}
	pix := l.pix[iy*l.Width+ix:]
	for i := range dabs {
		d := &dabs[i]
		pix[d.off] = blend(pix[d.off], d)
	}
}

// clipped puts the dabs at (ix, iy) that fall inside the layer.
func (l *Layer) clipped(dabs []dab, ix, iy int) {
	for i := range dabs {
		d := &dabs[i]
		x, y := ix+int(d.dx), iy+int(d.dy)
		if x >= 0 && y >= 0 && x < l.Width && y < l.Height {
			o := y*l.Width + x
			l.pix[o] = blend(l.pix[o], d)
		}
	}
}

// phase splits v into the pixel it is in and the nearest eighth past it
// (rounding up into the next pixel from 15/16 on): v in eighths, rounded,
// then split by shifting, which floors negative values too.
func phase(v float32) (pixel, eighth int) {
	q := int(math.Floor(float64(v)*Phases + 0.5))
	return q >> phaseBits, q & (Phases - 1)
}

// phaseBits is log2(Phases).
const phaseBits = 3

// blend returns d put over the pixel p, source over, as the GPU blends:
// the dab's colour plus what its alpha leaves of each of the pixel's
// bytes, rounded. It works on two bytes at once, each in a 16-bit lane
// (0x00ff00ff picks bytes 0 and 2, then 1 and 3 shifted down), which
// holds a byte times inv (at most 255·255) with the rounding's 128. Each
// lane is rounded as div255 does. A premultiplied sum never passes 255:
// each channel of the dab is at most its alpha.
func blend(p uint32, d *dab) uint32 {
	// In uint64, which WebAssembly's Go does natively: uint32 arithmetic
	// costs it a truncation after every step.
	q, inv := uint64(p), uint64(d.inv)
	lo := (q&0x00ff00ff)*inv + 0x00800080
	hi := (q>>8&0x00ff00ff)*inv + 0x00800080
	lo = (lo + lo>>8&0x00ff00ff) >> 8 & 0x00ff00ff
	hi = (hi + hi>>8&0x00ff00ff) & 0xff00ff00
	return d.src + uint32(lo|hi)
}

// div255 returns v/255 rounded to the nearest integer, for v up to
// 255·255, without a division: blend's arithmetic on one byte.
func div255(v uint32) uint8 {
	v += 128
	return uint8((v + v>>8) >> 8)
}
