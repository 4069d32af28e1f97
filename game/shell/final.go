//go:build !headless

package shell

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// screenShader is Ebitengine v2.8.8's own screen filter
// (internal/builtinshader's ScreenShaderSource), which it draws a game's
// picture to the window with at a scale that is not whole: each window
// pixel blends the game pixels it covers, so that pixel art scaled by 1.5
// keeps square pixels with soft edges, neither blurred nor uneven. A
// FinalScreenDrawer replaces Ebitengine's drawing, and the package gives
// it no way to draw its own, hence the copy.
var screenShader = []byte(`//kage:unit pixels

package main

func Fragment(dstPos vec4, srcPos vec2) vec4 {
	scale := imageDstSize()/imageSrc0Size()
	pos := srcPos
	p0 := pos - 1/2.0/scale
	p1 := pos + 1/2.0/scale

	c0 := imageSrc0UnsafeAt(p0)
	c1 := imageSrc0UnsafeAt(vec2(p1.x, p0.y))
	c2 := imageSrc0UnsafeAt(vec2(p0.x, p1.y))
	c3 := imageSrc0UnsafeAt(p1)

	rate := clamp(fract(p1)*scale, 0, 1)
	return mix(mix(c0, c1, rate.x), mix(c2, c3, rate.x), rate.y)
}
`)

// final draws a game's picture (offscreen) onto the window (screen) as
// Ebitengine does for a game that draws no final screen of its own:
// scaled by geoM, nearest pixel at a whole scale, linear below 1, its
// screen filter otherwise. It is made once, on the game's goroutine.
type final struct {
	shader *ebiten.Shader
	image  ebiten.DrawImageOptions
	rect   ebiten.DrawRectShaderOptions
}

// draw draws offscreen onto screen with geoM, which scales it to fit and
// centres it (ebiten.FinalScreenDrawer's).
func (f *final) draw(screen ebiten.FinalScreen, offscreen *ebiten.Image, geoM ebiten.GeoM) {
	scale := geoM.Element(0, 0)
	if scale < 1 || math.Floor(scale) == scale {
		f.image.GeoM, f.image.Filter = geoM, ebiten.FilterNearest
		if scale < 1 {
			f.image.Filter = ebiten.FilterLinear
		}
		screen.DrawImage(offscreen, &f.image)
		return
	}
	if f.shader == nil {
		s, err := ebiten.NewShader(screenShader)
		if err != nil {
			panic("fixed: Ebitengine's screen filter does not compile: " + err.Error()) // a programmer's error: the source is fixed
		}
		f.shader = s
	}
	f.rect.GeoM, f.rect.Images[0] = geoM, offscreen
	b := offscreen.Bounds()
	screen.DrawRectShader(b.Dx(), b.Dy(), f.shader, &f.rect)
}
