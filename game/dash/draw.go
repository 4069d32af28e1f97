//go:build !headless

package main

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/ebitenutil"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tickbox/game/dash/world"
)

var (
	sky    = color.RGBA{0x14, 0x18, 0x24, 0xff}
	ground = color.RGBA{0x3a, 0x44, 0x58, 0xff}
	hero   = color.RGBA{0xf2, 0xb1, 0x34, 0xff}
	rock   = color.RGBA{0x6c, 0xc4, 0xe8, 0xff}
	vane   = color.RGBA{0x88, 0x90, 0xa4, 0xff}

	flashColour = color.NRGBA{0xe8, 0x4a, 0x3c, 0xff}
)

// groundY is where height 0 is on the screen.
const groundY = world.Height - 40

// Draw draws the world between its last two ticks at alpha, or its newest
// state (I): with 60 ticks a second on a 144 Hz display, the comets then
// stand still for two frames and jump 23 pixels on the third.
func (g *game) Draw(screen *ebiten.Image, alpha float64) {
	if g.newest {
		alpha = 1
	}
	screen.Fill(sky)
	vector.DrawFilledRect(screen, 0, float32(groundY), float32(world.Width), float32(world.Height-groundY), ground, false)
	l := g.Look(alpha) // what fixedtest.CheckDrawing checks (world.State.Drawn)
	g.drawSpinner(screen, l.Spin)
	p := l.Player
	vector.DrawFilledRect(screen, float32(p.X-world.PlayerSize/2), float32(groundY-p.Y-world.PlayerSize), world.PlayerSize, world.PlayerSize, hero, false)
	for _, at := range l.Comets {
		vector.DrawFilledCircle(screen, float32(at.X), float32(groundY-at.Y), world.CometRadius, rock, true)
	}
	g.drawFlash(screen)
	mode := "interpolate"
	if g.newest {
		mode = "newest"
	}
	ebitenutil.DebugPrintAt(screen, fmt.Sprintf("score %d  hits %d  jump %.1f px  %d Hz  %s (I)",
		g.Score, g.Hits, g.Player.Peak, g.Rate, mode), 8, int(world.Height)-20)
}

// drawSpinner draws the spinner at angle a, which Look blends the short
// way round: its angle wraps from 2π to 0 between two ticks now and then,
// and it turns on.
func (g *game) drawSpinner(screen *ebiten.Image, a float64) {
	const cx, cy, r = world.Width - 60, 60.0, 36.0
	dx, dy := float32(math.Cos(a)*r), float32(math.Sin(a)*r)
	vector.StrokeLine(screen, cx-dx, cy-dy, cx+dx, cy+dy, 4, vane, true)
}

// drawFlash draws the edge of the screen red for the ticks after a hit
// (see play), fading.
func (g *game) drawFlash(screen *ebiten.Image) {
	left := g.flashEnd - g.Tick
	if left <= 0 {
		return
	}
	c := flashColour
	c.A = uint8(int64(c.A) * left / flashTicks)
	vector.StrokeRect(screen, 2, 2, float32(world.Width-4), float32(world.Height-4), 4, c, false)
}
