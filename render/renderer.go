//go:build !headless

package render

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/assets"
	"tickbox/sim"
	"tickbox/sim/sandbox"
)

// Renderer draws a sandbox onto the logical screen. It keeps only what
// drawing needs from frame to frame: its atlases, its batches, a byte
// buffer for numbers, and the ghost trail. It is not safe for concurrent
// use.
type Renderer struct {
	world   sim.Config // sizes the box, the balls and the bumper
	lay     layout     // where each part goes on the logical screen
	box     space      // the balls' box, metres to pixels
	jumper  space      // the jumper's column, metres to pixels
	ballR   float32    // ball 1's radius in pixels: its true size
	crowdR  float32    // the other balls' drawn radius; see crowdRadius
	sprites *spriteAtlas
	font    *glyphFont
	layers  [2]layer // the picture, then F1's help over it
	shapes  *batch   // the current layer's shapes
	glyphs  *batch   // the current layer's text
	buf     []byte   // reused for every number drawn
	ghost   ghostTrail
	notice  notice
}

// New makes a renderer for worlds made from c (the box's size and the
// radii of the balls and the bumper set the sprites' sizes), laid out for
// the ScreenWidth × ScreenHeight logical screen until Resize.
func New(c sim.Config) (*Renderer, error) {
	f, err := newGlyphFont(assets.MonoTTF, 15)
	if err != nil {
		return nil, err
	}
	r := &Renderer{world: c, font: f, buf: make([]byte, 0, 256)}
	for i := range r.layers {
		r.layers[i] = layer{
			shapes: newBatch(nil, ebiten.FilterLinear),
			glyphs: newBatch(f.atlas, ebiten.FilterNearest),
		}
	}
	r.Resize(ScreenWidth, ScreenHeight)
	return r, nil
}

// Resize lays the picture out for a logical screen of w × h pixels (see
// Fit). It does nothing when the size is the one already laid out; a new
// size redraws the sprites at their new sizes and clears the ghost trail,
// whose dots were placed for the old layout.
func (r *Renderer) Resize(w, h int) {
	if w == r.lay.width && h == r.lay.height {
		return
	}
	r.lay = newLayout(w, h)
	c, box, j := &r.world, r.lay.box, r.lay.jumper
	r.box = fit(c.Width, c.Height, box.Min.X, box.Min.Y, box.Max.X, box.Max.Y)
	// 300 pixels a metre where the column is tall enough (1.5 m under the
	// peaks' rows), less where it is not.
	r.jumper = space{left: float64(j.Min.X + 48), bottom: float64(j.Max.Y), scale: min(300, float64(j.Dy()-110)/1.5)}
	// A point ball (the lesson's world) is drawn as a small disc, to be seen.
	r.ballR = max(r.box.length(c.BallRadius), pointRadius)
	r.crowdR = crowdRadius(r.ballR, r.box.length(c.Width)*r.box.length(c.Height), c.Balls)
	if r.sprites != nil {
		r.sprites.img.Deallocate()
	}
	r.sprites = newSpriteAtlas(float64(r.ballR), float64(r.crowdR), float64(r.box.length(c.BumperRadius)))
	for _, l := range r.layers {
		l.shapes.src = r.sprites.img
	}
	r.ghost = ghostTrail{}
}

// layer is what is drawn in one pass: shapes, then text over them.
type layer struct{ shapes, glyphs *batch }

// use makes layer i the one shapes and text are added to.
func (r *Renderer) use(i int) { r.shapes, r.glyphs = r.layers[i].shapes, r.layers[i].glyphs }

// Draw draws the whole picture of sb onto screen, which must be the
// logical screen the renderer is laid out for (see Resize): Build, then
// Flush.
func (r *Renderer) Draw(screen *ebiten.Image, sb sandbox.Scene) {
	r.Build(sb)
	r.Flush(screen)
}

// Build does all of a frame's drawing work but the GPU calls: it fills the
// batches with every quad of the picture. It allocates nothing once the
// batches have grown to the scene's size. It starts from empty batches, so
// a frame built and never flushed (a script runs many frames for each one
// it shows) leaves nothing behind in the next.
func (r *Renderer) Build(sb sandbox.Scene) {
	for _, l := range r.layers {
		l.shapes.clear()
		l.glyphs.clear()
	}
	v := sb.View()
	r.use(0)
	r.scene(sb, v.Ghost)
	if v.Timeline {
		r.timeline(sb)
	}
	if v.Overlay {
		r.overlay(sb)
	}
	r.drawNotice(sb.Now())
	if v.Help {
		r.use(1)
		r.help()
	}
}

// Flush clears screen and draws the batches Build filled, layer by layer,
// text over shapes: a few DrawTriangles calls in all.
func (r *Renderer) Flush(screen *ebiten.Image) {
	screen.Fill(backgroundColor)
	for _, l := range r.layers {
		l.shapes.flush(screen)
		l.glyphs.flush(screen)
	}
}

// Notice shows msg below the box until the clock reads until, in the
// error colour if failed: where a screenshot's path or an error appears.
func (r *Renderer) Notice(msg string, until time.Duration, failed bool) {
	r.notice = notice{text: append(r.notice.text[:0], msg...), until: until, failed: failed}
}

type notice struct {
	text   []byte
	until  time.Duration
	failed bool
}

// drawNotice draws the notice between the box and the timeline, where the
// row is free across the whole screen, wrapped at spaces into lines as
// wide as the screen, so that a long error keeps its useful end: lines
// after the first cover the timeline's top while the notice shows.
func (r *Renderer) drawNotice(now time.Duration) {
	if now >= r.notice.until || len(r.notice.text) == 0 {
		return
	}
	c := colAccent
	if r.notice.failed {
		c = colWarn
	}
	x, y := r.lay.timeline.Min.X+4, r.lay.timeline.Min.Y-24
	perLine := (r.lay.timeline.Dx() - 8) / r.font.advance
	for rest := r.notice.text; len(rest) > 0; y += r.font.height + 2 {
		var line []byte
		line, rest = wrap(rest, perLine)
		r.rect(float32(x-4), float32(y-2), float32(r.font.width(line)+8), float32(r.font.height+4), colBackground.WithAlpha(0.85))
		r.font.text(r.glyphs, x, y, line, c)
	}
}

// pointRadius is the least radius ball 1 is drawn with, in pixels: the
// lesson's balls are points (radius 0).
const pointRadius = 4
