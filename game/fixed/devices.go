//go:build !headless

package fixed

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	headless "tickbox/sim/fixed"
)

// Devices is ready-made input for a tick: headless.Devices.
type Devices = headless.Devices

// Button is a key's or a button's part of a tick's input:
// headless.Button.
type Button = headless.Button

// ReadDevices returns what Ebitengine reports of this frame: every key,
// mouse button and button of the first gamepad with the standard layout,
// down or not, and pressed or released this frame (inpututil's
// IsKeyJustPressed and the like: Ebitengine reads input once a frame), the
// cursor, the wheel's motion this frame and the gamepad's axes. A game
// whose input is Devices returns it from Update; the loop merges the
// frames before each tick into that tick's Devices (see Devices).
func ReadDevices() Devices {
	var d Devices
	for k := range d.Keys {
		key := ebiten.Key(k)
		d.Keys[k] = button(ebiten.IsKeyPressed(key), inpututil.IsKeyJustPressed(key), inpututil.IsKeyJustReleased(key))
	}
	for b := range d.Mouse {
		mb := ebiten.MouseButton(b)
		d.Mouse[b] = button(ebiten.IsMouseButtonPressed(mb), inpututil.IsMouseButtonJustPressed(mb), inpututil.IsMouseButtonJustReleased(mb))
	}
	x, y := ebiten.CursorPosition()
	d.CursorX, d.CursorY = int32(x), int32(y)
	d.WheelX, d.WheelY = ebiten.Wheel()
	readPad(&d)
	return d
}

// readPad reads the first gamepad with the standard layout into d.
func readPad(d *Devices) {
	var buf [8]ebiten.GamepadID
	for _, id := range ebiten.AppendGamepadIDs(buf[:0]) {
		if !ebiten.IsStandardGamepadLayoutAvailable(id) {
			continue
		}
		for b := range d.Pad {
			sb := ebiten.StandardGamepadButton(b)
			d.Pad[b] = button(ebiten.IsStandardGamepadButtonPressed(id, sb),
				inpututil.IsStandardGamepadButtonJustPressed(id, sb), inpututil.IsStandardGamepadButtonJustReleased(id, sb))
		}
		for a := range d.Axes {
			d.Axes[a] = ebiten.StandardGamepadAxisValue(id, ebiten.StandardGamepadAxis(a))
		}
		return
	}
}

// button is one frame's Button: down, and a press or a release this
// frame.
func button(down, pressed, released bool) Button {
	b := Button{Down: down}
	if pressed {
		b.Presses = 1
	}
	if released {
		b.Releases = 1
	}
	return b
}

// CheckRate returns an error naming hz and the rule if it is not a tick
// rate the loop runs: headless.CheckRate.
func CheckRate(hz int64) error { return headless.CheckRate(hz) }

// Drawn is what a game draws at one alpha, as numbers: headless.Drawn.
type Drawn = headless.Drawn

// Drawer is a game that says, with no display, what it draws at alpha:
// headless.Drawer.
type Drawer = headless.Drawer
