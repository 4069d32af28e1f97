package sandbox

import (
	"fmt"

	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/tape"
)

// jumpLanding is the sandbox's event: the fixed-step world's jumper came back
// to the ground in a tick, after a jump that peaked at Peak. It is what
// a game plays a sound for, so it cannot be told in Step (a re-step would
// tell it twice): the tick reports it, and the loop fires it once the
// tick is final (fixed.Reporter), in live play and in a replay alike. The
// window shows it as a minor notice, one that gives way to the others.
type jumpLanding struct {
	Peak float64 // the highest the jump went, in metres
}

// landings are the landings the fixed world's ticks report, which the
// loop fires: its Play is the Sandbox's.
type landings struct{ fixed.Events[jumpLanding] }

// observe reports a landing if the tick j just took brought it to the
// ground, after the jump w watched.
func (l *landings) observe(j *bounce.Jumper, w *jumpWatch) {
	if j.PreviousY > 0 && j.OnGround() {
		l.Report(jumpLanding{Peak: w.current})
	}
}

// landed shows a landing of tick.
func (s *Sandbox) landed(tick int64, l jumpLanding) {
	text := fmt.Sprintf("tick %d: the jumper landed; its jump peaked at %.3f m", tick, l.Peak)
	*s.notices = append(*s.notices, tape.Notice{Text: text, Minor: true}) // every jump: it gives way
}
