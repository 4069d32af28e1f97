package bounce_test

import (
	"bytes"
	"errors"
	"math"
	"strings"
	"testing"

	"tickbox/sim/bounce"
)

// A state no tick makes is named: the field, its place in the snapshot,
// and what is wrong.
func TestReachableRefuses(t *testing.T) {
	for _, tc := range []struct {
		name   string
		edit   func(w *bounce.World)
		field  string
		want   string
		offset int // the field's byte in the snapshot
	}{
		{"NaN", func(w *bounce.World) { w.Balls.X[2] = math.NaN() }, "ball 3's x", "not a finite number", 146 + 2*48},
		{"infinite", func(w *bounce.World) { w.Jumper.Peak = math.Inf(1) }, "the jumper's peak", "not a finite number", 114 + 24},
		{"outside", func(w *bounce.World) { w.Balls.Y[0] = -3 }, "ball 1's y", "outside the 10 × 10 m box", 146 + 8},
		{"previous outside", func(w *bounce.World) { w.Balls.PrevX[1] = 10 }, "ball 2's previous x", "outside the 10 × 10 m box", 146 + 48 + 32},
		{"too fast", func(w *bounce.World) { w.Balls.VY[1] = 1e200 }, "ball 2's speed", "faster than any tick makes a ball by tick 100", 146 + 48 + 16},
		{"underground", func(w *bounce.World) { w.Jumper.Y = -1 }, "the jumper's y", "below the ground", 114},
		{"rising", func(w *bounce.World) { w.Jumper.VY = 6 }, "the jumper's vy", "rising faster than its jump", 114 + 8},
		{"peak", func(w *bounce.World) { w.Jumper.Peak = w.Jumper.Y - 0.5 }, "the jumper's peak", "below its height", 114 + 24},
	} {
		w, _ := bounce.New(bounce.DefaultConfig())
		for range 100 {
			w.Step(bounce.Input{Jump: bounce.Tap(w.Tick == 80)})
		}
		if err := w.Reachable(); err != nil {
			t.Fatal(err)
		}
		tc.edit(w)
		err := w.Reachable()
		var se *bounce.StateError
		if !errors.As(err, &se) || se.Field != tc.field || !strings.Contains(se.What, tc.want) || se.Offset != tc.offset {
			t.Errorf("%s: %v (%+v); want %s, %q, at byte %d", tc.name, err, se, tc.field, tc.want, tc.offset)
			continue
		}
		snap, _ := w.MarshalBinary()
		after := bytes.Clone(snap)
		after[se.Offset] ^= 0xff // the field's low byte: only that field may change
		again, err := bounce.Unmarshal(after)
		if err != nil || again.Fingerprint() == w.Fingerprint() {
			t.Errorf("%s: byte %d of the snapshot is not a field's: %v", tc.name, se.Offset, err)
		}
	}
}
