package netplay

import "testing"

// key is a one-byte input for the queue's tests.
type key byte

// A tick past the last real input runs on that input repeated (GGRS's
// PredictRepeatLast), not the first one the queue held nor the zero
// input, and the zero input only before any is known; a real input that
// differs from what a tick ran with is a wrong prediction, and one that
// matches is not.
func TestQueuePredictsTheLastInput(t *testing.T) {
	var q queue[key]
	if got := q.input(0); got != 0 {
		t.Fatalf("before any input: predicted %d, want the zero input", got)
	}
	for tick, in := range []key{1, 2, 3} {
		if added, _ := q.add(in, 0, int64(tick)); !added {
			t.Fatalf("input %d of tick %d not added", in, tick)
		}
	}
	for tick := int64(3); tick < 6; tick++ {
		if got := q.input(tick); got != 3 {
			t.Fatalf("tick %d: predicted %d, want 3, the last real input", tick, got)
		}
	}
	if _, wrong := q.add(3, 0, 6); wrong {
		t.Error("tick 3's real input is the one predicted, yet it counts as wrong")
	}
	if _, wrong := q.add(5, 0, 6); !wrong {
		t.Error("tick 4's real input differs from the one predicted, yet it is not wrong")
	}
}
