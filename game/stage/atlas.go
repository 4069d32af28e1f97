//go:build !headless

package stage

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Sprite is a region of the sprite atlas, with the centre a shape is
// placed by.
type Sprite struct {
	Src    image.Rectangle
	CX, CY float32 // centre, relative to src.Min
}

// Legs returns the legs of the right triangle that draws s as one
// triangle (render.Canvas.Shapes.Triangles), from its top left corner along its top and
// left sides: twice the square's sides, so that the square fits in it,
// the hypotenuse through its bottom right corner. Only a sprite the atlas
// placed with room for that triangle (Atlas.Crowd) has the texels
// the triangle covers beyond its square transparent: there the triangle
// samples nothing and draws the quad's pixels.
func (s Sprite) Legs() (w, h float32) { return 2 * float32(s.Src.Dx()), 2 * float32(s.Src.Dy()) }

// DotRadius is the radius of the ghost trail's dots, in pixels.
const DotRadius = 2.5

// atlasPad is the transparent margin around every sprite, so that linear
// filtering at a fractional position never samples a neighbour.
const atlasPad = 2

// Atlas is one image holding every shape a world is drawn with: a white
// square for rectangles and lines, and discs and rings at the exact pixel
// sizes the world is drawn at, anti-aliased once here instead of every
// frame. Crowd, the sprite drawn thousands of times, has room for its
// triangle (see Sprite.Legs): it is drawn as one triangle a ball.
type Atlas struct {
	img                       *ebiten.Image
	pixels                    *image.RGBA // img's, kept for cover
	White, Ball, Bumper, Ring Sprite
	Crowd, Dot, Halo          Sprite
}

// newAtlas draws the sprites for ball 1 of radius ballR, the other
// balls of radius crowdR, and a bumper of radius bumperR, in pixels.
func newAtlas(ballR, crowdR, bumperR float64) *Atlas {
	var p packer
	a := &Atlas{}
	a.White = p.place(4, 4) // sampled at its centre only
	a.Ball = p.placeDisc(ballR)
	a.Crowd = p.placeDiscWithRoom(crowdR)
	a.Bumper = p.placeDisc(bumperR)
	a.Ring = p.placeDisc(ballR + 3)
	a.Dot = p.placeDisc(DotRadius)
	a.Halo = p.placeDisc(ballR + 7)
	rgba := image.NewRGBA(image.Rect(0, 0, p.width, p.height))
	fill(rgba, a.White.Src, func(x, y float64) float64 { return 1 })
	disc(rgba, a.Ball, ballR, 0)
	disc(rgba, a.Crowd, crowdR, 0)
	disc(rgba, a.Bumper, bumperR, 0)
	disc(rgba, a.Ring, ballR+3, 2)
	disc(rgba, a.Dot, DotRadius, 0)
	disc(rgba, a.Halo, ballR+7, 2.5)
	a.img, a.pixels = ebiten.NewImageFromImage(rgba), rgba
	return a
}

// Cover returns the alpha of each of s's texels, row by row: the sprite
// as a brush of package tickbox/render/raster takes it.
func (a *Atlas) Cover(s Sprite) []uint8 {
	out := make([]uint8, 0, s.Src.Dx()*s.Src.Dy())
	for y := s.Src.Min.Y; y < s.Src.Max.Y; y++ {
		for x := s.Src.Min.X; x < s.Src.Max.X; x++ {
			out = append(out, a.pixels.RGBAAt(x, y).A)
		}
	}
	return out
}

// packer places sprites left to right in one row.
type packer struct{ width, height int }

func (p *packer) place(w, h int) Sprite {
	x := p.width + atlasPad
	p.width = x + w + atlasPad
	p.height = max(p.height, h+2*atlasPad)
	return Sprite{Src: image.Rect(x, atlasPad, x+w, atlasPad+h), CX: float32(w) / 2, CY: float32(h) / 2}
}

// placeDisc places a square that holds a disc of radius r.
func (p *packer) placeDisc(r float64) Sprite {
	n := 2*int(math.Ceil(r)) + 2
	return p.place(n, n)
}

// placeDiscWithRoom places a disc as placeDisc does, in the top left
// quarter of a square twice as wide, left transparent: room for the
// triangle that draws it (Sprite.Legs).
func (p *packer) placeDiscWithRoom(r float64) Sprite {
	s := p.placeDisc(r)
	p.width += s.Src.Dx() // the room right of the disc; below it, height covers
	p.height = max(p.height, 2*s.Src.Dy()+2*atlasPad)
	return s
}

// disc draws a white disc (or, with width > 0, a ring that wide) of
// radius r centred in s, its coverage measured with 4×4 samples a pixel.
func disc(img *image.RGBA, s Sprite, r, width float64) {
	cx, cy := float64(s.CX), float64(s.CY)
	fill(img, s.Src, func(x, y float64) float64 {
		d := math.Hypot(x-cx, y-cy)
		return b2f(d <= r && (width == 0 || d >= r-width))
	})
}

// fill sets each pixel of rect in img to white at the coverage of inside,
// averaged over 16 points in the pixel. The atlas is premultiplied, as
// Ebitengine's images are.
func fill(img *image.RGBA, rect image.Rectangle, inside func(x, y float64) float64) {
	for py := rect.Min.Y; py < rect.Max.Y; py++ {
		for px := rect.Min.X; px < rect.Max.X; px++ {
			sum := 0.0
			for i := range 16 {
				x := float64(px-rect.Min.X) + (float64(i%4)+0.5)/4
				y := float64(py-rect.Min.Y) + (float64(i/4)+0.5)/4
				sum += inside(x, y)
			}
			v := uint8(math.Round(sum / 16 * 255))
			img.SetRGBA(px, py, color.RGBA{v, v, v, v})
		}
	}
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}
