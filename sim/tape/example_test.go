package tape_test

import (
	"fmt"

	"tickbox/sim/tape"
)

// A game recorded for 200 ticks plays back to the same fingerprints; the
// same recording played into a game whose rules changed at tick 120 (here
// the walker's state made heavier) names that tick.
func Example() {
	h := tape.Header{Game: "walker", Rules: 1, Rate: 60, Every: 1}
	w := newWalker()
	rec, _ := tape.NewRecorder[input](h, 0, w)
	for tick := range int64(200) {
		in := play(tick)
		rec.Add(tick, in)
		w.Step(in)
		rec.Stepped(tick+1, w)
	}
	r := rec.Recording()

	for _, change := range []int64{-1, 120} {
		s := newWalker()
		p, _ := tape.NewPlayer[input](r, "walker", 1, s)
		for tick := r.Start; !p.Done(tick); tick++ {
			s.Step(p.Take(tick))
			if tick == change {
				s.VY -= 0.1
			}
			p.Check(tick+1, s)
		}
		if m, bad := p.Mismatch(); bad {
			fmt.Println("first tick that differs:", m.From)
		} else {
			fmt.Printf("%d ticks played, %d fingerprints matched\n", p.Played(), p.Checked())
		}
	}
	// Output:
	// 200 ticks played, 201 fingerprints matched
	// first tick that differs: 120
}
