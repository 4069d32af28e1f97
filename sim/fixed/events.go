package fixed

// Reporter is a game whose ticks report what happened in them (a jump, a
// hit) for what must happen once, outside the state: a sound, an effect,
// a message. It cannot happen in Step: the synctest steps every tick
// twice, a replay's check steps ticks again to find the first bad one,
// and a rollback would too, so a sound played in Step plays twice or at
// the wrong time. Step reports instead (into an [Events], say), and the
// loop hands a tick's report over once, after the tick is final, in live
// play and in playback alike, never for a re-step.
type Reporter interface {
	// ResetEvents forgets what the latest run of Step reported: the loop
	// calls it before every run of Step, a re-step too, so that a tick's
	// report is that of its final run.
	ResetEvents()
	// FireEvents hands what the latest run of Step reported, tick's, to
	// what plays it: the loop calls it once for each tick, after the tick
	// is final (after the synctest's second run, after a playback's
	// check), and never for a re-step.
	FireEvents(tick int64)
}

// Events is what a tick reported, ready to embed in a game (outside the
// state its snapshot saves), which it makes a Reporter: Step calls Report
// for each thing that happened; the loop calls ResetEvents and FireEvents;
// Play, which the game's window sets, plays each. The zero Events is
// ready and plays nothing. It may sit in the world's own struct, so long
// as MarshalBinary leaves it out: the world's test then sets Play to count
// what plays, with no display.
type Events[E any] struct {
	// Play plays an event that happened in tick, once: a sound, an
	// effect. It runs inside the frame, between two ticks: it must not
	// change the state ticks step.
	Play   func(tick int64, e E)
	latest []E
	kept   [][]E // KeepEvents' slots
}

// Report notes that e happened in the tick being stepped.
func (ev *Events[E]) Report(e E) { ev.latest = append(ev.latest, e) }

// ResetEvents forgets what the latest run of Step reported.
func (ev *Events[E]) ResetEvents() { ev.latest = ev.latest[:0] }

// FireEvents plays what the latest run of Step reported, tick's, in the
// order reported, and forgets it.
func (ev *Events[E]) FireEvents(tick int64) { ev.latest = ev.play(tick, ev.latest) }

// play plays es as tick's, in order, and returns es emptied.
func (ev *Events[E]) play(tick int64, es []E) []E {
	for _, e := range es {
		if ev.Play != nil {
			ev.Play(tick, e)
		}
	}
	return es[:0]
}
