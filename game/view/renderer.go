//go:build !headless

package view

import (
	"image/color"
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"golang.org/x/image/font/gofont/gomono"
	"tickbox/game/stage"
	"tickbox/render"
	"tickbox/sim/bounce"
	"tickbox/sim/sandbox"
)

// Renderer draws a sandbox.Picture onto the logical screen. It is a canvas
// and the painters that draw on it, one for each part of the picture; it
// keeps from frame to frame only what drawing needs: the atlases, the
// batches, the ghost trail and the notice. It is not safe for concurrent
// use.
type Renderer struct {
	canvas   stage.Canvas
	world    worldPainter
	timeline render.Timeline
	overlay  sandboxOverlay
	notice   render.Notice
	help     render.Help
	panels   Panels // those the layout was made for
}

// New makes a renderer for worlds made from c (the box's size and the
// radii of the balls and the bumper set the sprites' sizes), laid out for
// the ScreenWidth × ScreenHeight logical screen until Resize.
func New(c bounce.Config) (*Renderer, error) {
	f, err := monoFont()
	if err != nil {
		return nil, err
	}
	r := &Renderer{canvas: stage.NewCanvas(f)}
	r.world = newWorldPainter(&r.canvas, c)
	r.timeline = render.NewTimeline(&r.canvas.Canvas, 1)
	r.overlay = sandboxOverlay{render.NewOverlay(&r.canvas.Canvas)}
	r.notice = render.NewNotice(&r.canvas.Canvas)
	r.help = render.NewHelp(&r.canvas.Canvas, keyTable())
	r.layOut(render.ScreenWidth, render.ScreenHeight, AllPanels)
	return r, nil
}

// monoFont is the font every renderer draws its text with, drawn once a
// process: it never changes, and drawing it puts a glyph image for each
// of its characters among Ebitengine's textures, which only a collection
// frees. A script's restart makes a renderer, and 2,000 restarts drew
// 2,000 fonts, each slower to place than the last.
var monoFont = sync.OnceValues(func() (*render.Font, error) { return render.NewFont(gomono.TTF, 15) })

// Deallocate frees the renderer's images at once, rather than at a
// collection, for a renderer that draws no more (a script's restart makes
// a new one); the font, which every renderer shares, stays.
func (r *Renderer) Deallocate() {
	r.canvas.Deallocate()
	r.world.box.useRaster(nil)
}

// Resize lays the picture out for a logical screen of w × h pixels (see
// Fit), with the panels the latest picture showed.
func (r *Renderer) Resize(w, h int) { r.layOut(w, h, r.panels) }

// layOut lays the picture out for a logical screen of w × h pixels showing
// p. It does nothing when that is the layout already made; another
// redraws the sprites at their new sizes and clears the ghost trail,
// whose dots were placed for the old layout.
func (r *Renderer) layOut(w, h int, p Panels) {
	if l := &r.canvas.Layout; w == l.Width && h == l.Height && p == r.panels {
		return
	}
	r.canvas.Layout, r.panels = NewLayout(w, h, p), p
	r.canvas.SetSprites(r.world.fit(r.canvas.Layout))
	r.world.sprites()
}

// CrowdOnCPU has the box draw a crowd of rasterBalls balls or more on the
// CPU (on: every ball put on the box's pixels, uploaded as one image, a
// crowdRaster), or as one triangle a ball for the GPU (off, as New
// makes it). The browser turns it on where its GPU is software
// (SwiftShader, WARP, llvmpipe): there ten thousand triangles cost the
// GPU's process more than the rest of the frame, and the frame rate with
// them. A window keeps the triangles whatever its GL: the raster's puts
// take more of its Draw than the triangles do (BenchmarkCrowd's
// raster-x-triangles).
func (r *Renderer) CrowdOnCPU(on bool) {
	r.world.box.rasterOn = on
	if r.canvas.Sprites != nil { // laid out already: layOut makes it otherwise
		r.world.sprites()
	}
}

// RastersCrowd reports whether the box draws its crowd on the CPU now:
// CrowdOnCPU is on and the world has rasterBalls balls or more.
func (r *Renderer) RastersCrowd() bool { return r.world.box.raster != nil }

// Build does all of a frame's drawing work but the GPU calls: each painter
// adds the quads of its part of p to the canvas, laid out for the panels
// p shows (F2 and F3 give their space to the box and the jumper). It
// allocates nothing once the batches have grown to the picture's size, as
// long as the panels stay. It starts from empty batches, so a frame built
// and never flushed (a script runs many frames for each one it shows)
// leaves nothing behind in the next.
func (r *Renderer) Build(p *sandbox.Picture) {
	l := &r.canvas.Layout
	r.layOut(l.Width, l.Height, Panels{Overlay: p.View.Overlay, Timeline: p.View.Timeline})
	r.canvas.Clear()
	r.world.paint(p)
	if p.View.Timeline {
		r.timeline.Paint(&p.Readout)
	}
	if p.View.Overlay {
		r.overlay.paint(p)
	}
	r.paintNotice(p.Now)
	if p.View.Help {
		r.canvas.Use(render.HelpLayer)
		r.help.Paint()
	}
}

// paintNotice draws the notice row: the keys' hint at its left end,
// whatever the panels shown, and the notice after it. The hint is on the
// left, under the overlay, where nothing of the box reaches:
// extrapolation draws ball 1 through the box's floor.
func (r *Renderer) paintNotice(now time.Duration) {
	c, row := &r.canvas.Canvas, r.canvas.Layout.Notice
	r.notice.Paint(c.Text(row.Min.X, row.Min.Y, keysHint, render.ColDim)+3*c.Font.Advance, now)
}

// Flush clears screen and draws the quads Build added, layer by layer,
// text over shapes: a few DrawTriangles calls in all.
func (r *Renderer) Flush(screen *ebiten.Image) {
	screen.Fill(backgroundColor)
	r.canvas.Flush(screen)
}

// backgroundColor is render.ColBackground as a color.Color, made once:
// turning a colour into an interface value on every frame would allocate.
var backgroundColor color.Color = func() color.RGBA64 {
	c := render.ColBackground
	return color.RGBA64{R: uint16(c.R * c.A * 0xffff), G: uint16(c.G * c.A * 0xffff), B: uint16(c.B * c.A * 0xffff), A: uint16(c.A * 0xffff)}
}()

// Notice shows msg below the box until the clock reads until, in the
// error colour if failed: where a screenshot's path or an error appears.
func (r *Renderer) Notice(msg string, until time.Duration, failed bool) {
	r.notice.Show(msg, until, failed)
}
