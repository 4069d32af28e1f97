package fixed

// Devices is ready-made input for a tick: every key of the keyboard, the
// mouse's buttons, cursor and wheel, and the first gamepad's buttons and
// axes (in the standard layout), as the frames before the tick saw them.
// A game whose input is Devices reads in its Step what a tick was given:
// in.Keys[fixed.KeySpace].JustPressed() is true in exactly one tick for
// each press the frames saw, at 20 fps or at 240, with 0, 1 or 5 ticks a
// frame; in.Keys[fixed.KeyArrowLeft].Down is true in every tick it was
// held for. Package tickbox/game/shell's ReadDevices reads a frame's from
// Ebitengine; a test makes frames' up. A game may still define its own
// input type, with Buttons for the keys it uses.
//
// It is a value of fixed size, 776 bytes, so that it compares with ==
// and recordings store it, each tick's against the input before (package
// tape's deltas): a tick whose input is the same costs 1 byte (an idle
// player, the pointer resting in the window: under 250 KB an hour), a
// moved cursor or a key pressed 7 or 8, and any tick at most 779
// (TestDevicesOnATape; TestRecordingSizes and BenchmarkIdleHour of
// tickbox/game/dash/world).
// A recording's fingerprints come on top: 8 bytes each, one every 60
// ticks unless tape.Options.Every says otherwise.
type Devices struct {
	Keys  [KeyCount]Button
	Mouse [MouseButtonCount]Button
	// CursorX and CursorY are where the cursor was at the tick, in the
	// game's screen pixels: the latest frame's.
	CursorX, CursorY int32
	// WheelX and WheelY are the wheel's motion since the previous tick:
	// the sum of the frames'.
	WheelX, WheelY float64
	// Pad is the first gamepad's buttons, Axes its sticks at the tick
	// (-1 to 1, the latest frame's); zero with no gamepad.
	Pad  [PadButtonCount]Button
	Axes [PadAxisCount]float64
}

// Merge returns what a tick takes when d, read first, and next, read a
// frame later, both came before it: every button's presses and releases
// of both and next's Down (Button.Merge), next's cursor and axes, and the
// wheel's motion of both.
func (d Devices) Merge(next Devices) Devices {
	merge(d.Keys[:], next.Keys[:])
	merge(d.Mouse[:], next.Mouse[:])
	merge(d.Pad[:], next.Pad[:])
	next.WheelX += d.WheelX
	next.WheelY += d.WheelY
	return next
}

// Held returns what the later ticks of d's frame take: what is down, the
// cursor and the axes; no press, no release, no wheel motion.
func (d Devices) Held() Devices {
	held(d.Keys[:])
	held(d.Mouse[:])
	held(d.Pad[:])
	d.WheelX, d.WheelY = 0, 0
	return d
}

// merge makes each of next the merge of bs's button and its own.
func merge(bs, next []Button) {
	for i := range next {
		next[i] = bs[i].Merge(next[i])
	}
}

// held makes each of bs its Held part.
func held(bs []Button) {
	for i := range bs {
		bs[i] = bs[i].Held()
	}
}
