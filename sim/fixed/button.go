package fixed

// Button is one key's or button's part of a tick's input: whether it was
// down at the tick, and how many times it went down and came up since the
// previous tick, as the frames in between saw it. A count, not a bit: at
// 240 fps with a tick every 4 frames, a key pressed in two of those
// frames counts 2. Ebitengine reports input once a frame, so two presses
// inside one frame cannot be told apart: they count 1, or 0 if the key
// was up again before the frame read it.
//
// Its Merge and Held keep the loop's rule for input (see [Input]): a
// frame of no tick leaves its presses to the next tick, a frame of many
// ticks gives them to the first, and the later ones see the key held.
type Button struct {
	Down     bool   // down at the tick: as the latest frame before it saw it
	Presses  uint16 // times it went down since the previous tick
	Releases uint16 // times it came up since the previous tick
}

// JustPressed reports whether the button went down since the previous
// tick: what inpututil.IsKeyJustPressed says of a frame, said of a tick,
// so that it means the same at 20 fps and at 240.
func (b Button) JustPressed() bool { return b.Presses > 0 }

// Merge returns what a tick takes when b, read first, and next, read a
// frame later, both came before it: the presses and releases of both,
// counted (saturating at the largest uint16), and next's Down.
func (b Button) Merge(next Button) Button {
	return Button{Down: next.Down, Presses: addCount(b.Presses, next.Presses), Releases: addCount(b.Releases, next.Releases)}
}

// Held returns what the later ticks of b's frame take: whether it is
// down, and no press or release.
func (b Button) Held() Button { return Button{Down: b.Down} }

// addCount adds two counts, saturating: frames paused for hours keep
// counting without wrapping to few.
func addCount(a, b uint16) uint16 {
	if s := a + b; s >= a {
		return s
	}
	return ^uint16(0)
}
