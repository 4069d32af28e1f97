//go:build !headless

package shell

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"tickbox/sim/fixed"
)

// ReadDevices returns what Ebitengine reports of this frame: every key,
// mouse button and button of the first gamepad with the standard layout,
// down or not, and pressed or released this frame (inpututil's
// IsKeyJustPressed and the like: Ebitengine reads input once a frame), the
// cursor, the wheel's motion this frame and the gamepad's axes. A game
// whose input is Devices returns it from Update; the loop merges the
// frames before each tick into that tick's Devices (see Devices).
func ReadDevices() fixed.Devices {
	var d fixed.Devices
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
func readPad(d *fixed.Devices) {
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
func button(down, pressed, released bool) fixed.Button {
	b := fixed.Button{Down: down}
	if pressed {
		b.Presses = 1
	}
	if released {
		b.Releases = 1
	}
	return b
}
