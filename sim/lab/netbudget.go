package lab

import (
	"tickbox/sim/netplay"
)

// netWork estimates what a net session will do, for the word a long one
// gets before it starts, as run's does: every peer's world runs every
// tick (its bodies are counted once a peer), and each peer runs a frame
// a tick's time for as long as the session lasts on its virtual clock.
//
// How long is the link's: a tick runs once every player's input for it
// has come, and an input read Delay ticks early (and, in rollback, up to
// Window ticks ahead of the inputs) leaves that many ticks to wait in.
// So the peers run at most ahead + 1 ticks a packet's flight (the mean
// flight: the delay, half the jitter, and a packet held back its delay
// and jitter again as often as -reorder says), and at most a tick a frame.
// Losses, resends, rollbacks run again and waits are not counted: the
// figures are a floor. A lockstep of 8 peers over a link of 10 s, 10 s of
// jitter, every packet reordered, is estimated at 35 s a tick; 100 ticks
// of it took 3,319 s of virtual time.
func netWork(o netplay.Options, balls int) work {
	l := o.Link
	flight := (l.Delay + l.Jitter/2).Seconds() + l.Reorder*(l.Delay+l.Jitter).Seconds()
	ahead := float64(o.Delay + 1)
	if o.Mode == netplay.Rollback {
		ahead += float64(o.Window)
	}
	perTick := max(1/float64(o.Rate), flight/ahead)
	virtual := float64(o.Peers-1)*o.Stagger.Seconds() + float64(o.Ticks)*perTick + flight
	return work{ticks: o.Ticks, bodies: o.Peers * (balls + 1), frames: virtual * float64(o.Rate) * float64(o.Peers), virtual: virtual}
}
