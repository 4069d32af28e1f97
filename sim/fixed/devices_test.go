package fixed_test

import (
	"slices"
	"testing"
	"time"

	"tickbox/sim/fixed"
)

// keeper is a game that keeps what each tick took of the space bar.
type keeper struct{ space []fixed.Button }

func (k *keeper) Step(in fixed.Devices) { k.space = append(k.space, in.Keys[fixed.KeySpace]) }

// frame is a made-up frame: how long it lasted, and what it saw of the
// space bar, as Ebitengine reports it once a frame.
type frame struct {
	length time.Duration
	space  fixed.Button
}

var (
	pressed  = fixed.Button{Down: true, Presses: 1}
	held     = fixed.Button{Down: true}
	released = fixed.Button{Releases: 1}
	tapped   = fixed.Button{Presses: 1, Releases: 1} // down and up again between two frames' reads
)

// repeat returns n frames of length, each seeing b.
func repeat(n int, length time.Duration, b fixed.Button) []frame {
	fs := make([]frame, n)
	for i := range fs {
		fs[i] = frame{length, b}
	}
	return fs
}

// A tick's Devices count what the frames before it saw, whatever the
// frames: a frame of no tick leaves its presses to the next tick, a frame
// of many ticks gives them to the first, and the later ones see the key
// held (the loop's rule for input, which Devices keeps).
func TestDevicesCountEveryFrame(t *testing.T) {
	at240 := time.Second / 240 // a tick every 4 frames at 60 Hz
	for _, c := range []struct {
		name   string
		frames []frame
		want   []fixed.Button // every tick's space bar
	}{
		{"a press and release in one frame of 3 ticks at 20 fps reach one tick",
			[]frame{{time.Second / 20, tapped}},
			[]fixed.Button{tapped, {}, {}}},
		{"presses in two frames before one tick count 2",
			[]frame{{time.Millisecond, pressed}, {time.Millisecond, released}, {time.Millisecond, pressed}, {tick, held}},
			[]fixed.Button{{Down: true, Presses: 2, Releases: 1}}},
		{"a press at 240 fps, a tick every 4 frames, is seen once",
			append([]frame{{at240, pressed}}, repeat(16, at240, held)...), // 17 frames: 4 ticks
			[]fixed.Button{{Down: true, Presses: 1}, held, held, held}},
		{"held through a frame of 5 ticks: held in all 5",
			[]frame{{time.Millisecond, pressed}, {5 * tick, held}},
			[]fixed.Button{{Down: true, Presses: 1}, held, held, held, held}},
	} {
		k := &keeper{}
		l := newLoop[fixed.Devices](t, k, fixed.Options{Policy: "tickbox"})
		for _, f := range c.frames {
			var d fixed.Devices
			d.Keys[fixed.KeySpace] = f.space
			l.Feed(d)
			advance(t, l, f.length)
		}
		if !slices.Equal(k.space, c.want) {
			t.Errorf("%s: the ticks took %+v, want %+v", c.name, k.space, c.want)
		}
	}
}

// JustPressed in a tick means the same at 20 fps and at 240: a key
// pressed 6 times, each press held for a quarter of its frames (10 of 240
// fps, none of 20 fps: pressed and let go a frame later), is just
// pressed in 6 ticks at every frame rate.
func TestJustPressedWhateverTheFrameRate(t *testing.T) {
	for _, fps := range []int{20, 60, 144, 240} {
		k := &keeper{}
		l := newLoop[fixed.Devices](t, k, fixed.Options{Policy: "tickbox"})
		per := fps / 6 // frames per press and release
		for i := range 6 * per {
			var d fixed.Devices
			switch i % per {
			case 0:
				d.Keys[fixed.KeySpace] = pressed
			case max(1, per/4):
				d.Keys[fixed.KeySpace] = released
			default:
				d.Keys[fixed.KeySpace].Down = i%per < per/4
			}
			l.Feed(d)
			advance(t, l, time.Second/time.Duration(fps))
		}
		n := 0
		for _, b := range k.space {
			if b.JustPressed() {
				n++
			}
		}
		if n != 6 {
			t.Errorf("at %d fps: %d ticks just pressed, want 6", fps, n)
		}
	}
}

// The wheel's motion adds up over the frames before a tick; the cursor is
// the latest frame's; a frame of two ticks gives the first its motion.
func TestDevicesWheelAndCursor(t *testing.T) {
	var got []fixed.Devices
	g := stepFunc[fixed.Devices](func(in fixed.Devices) { got = append(got, in) })
	l := newLoop[fixed.Devices](t, g, fixed.Options{Policy: "tickbox"})
	for i, d := range []time.Duration{time.Millisecond, time.Millisecond, 2 * tick} {
		l.Feed(fixed.Devices{WheelY: 1, CursorX: int32(10 * (i + 1))})
		advance(t, l, d)
	}
	if len(got) != 2 || got[0].WheelY != 3 || got[0].CursorX != 30 || got[1].WheelY != 0 || got[1].CursorX != 30 {
		t.Fatalf("the ticks took wheel %v, %v and cursor %v, %v; want 3, 0 and 30, 30",
			got[0].WheelY, got[1].WheelY, got[0].CursorX, got[1].CursorX)
	}
}

// stepFunc is a Stepper made of a function.
type stepFunc[I any] func(I)

func (f stepFunc[I]) Step(in I) { f(in) }
