package peers

import (
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/netplay"
)

// snapFade is how long a snap stays drawn, fading, in the session's time:
// at ¼ speed a learner has four seconds to look at it.
const snapFade = time.Second

// snapCount is how many of a peer's latest snaps it keeps: a snap a frame
// for half a second, more than a human's keys and the bot make.
const snapCount = 32

// pathMax bounds the ticks a rollback runs again: no rollback goes back
// past the window, and this leaves it room twice over.
const pathMax = 2*netplay.MaxWindow + 2

// place is where ball 1 and the jumper are in a world.
type place struct {
	X, Y    float64 // ball 1
	JumperY float64
}

func placeOf(w *bounce.World) place { return place{w.Balls.X[0], w.Balls.Y[0], w.Jumper.Y} }

// snap is one correction that moved ball 1 or the jumper: the places the
// peer showed for the ticks it ran again (the wrong path, a ghost), the
// place it predicted at the tick it was at, and the place the ticks run
// again put it (where it snaps back to).
type snap struct {
	At                   time.Duration // the session's time it happened at
	From, To             int64         // the ticks run again: From to To-1
	Predicted, Corrected place
	path                 [pathMax]place
	n                    int
}

// Path is the wrong path: the places the peer showed for ticks From+1 to
// To, since the last snap (a tick whose place an earlier snap corrected
// is in that snap's path, not this one's).
func (s *snap) Path() []place { return s.path[:s.n] }

// Age is how long ago it happened, at the session's time now.
func (s *snap) Age(now time.Duration) time.Duration { return now - s.At }

// snaps are a peer's latest snaps in a ring, and the places it showed at
// its latest ticks, which a snap's path is taken from.
type snaps struct {
	ring  [snapCount]snap
	n     int64
	shown [pathMax]shown
	open  snap // the correction under way: its predicted place and path
}

// shown is a place a peer showed, at its tick.
type shown struct {
	tick  int64
	place place
}

// show notes w, the world a peer shows after a frame.
func (s *snaps) show(w *bounce.World) {
	s.shown[w.Tick%pathMax] = shown{w.Tick, placeOf(w)}
}

// correct takes one of the core's two reports of a correction: the
// predicted world opens it, the corrected world closes it, kept as a snap
// when ball 1 or the jumper moved.
func (s *snaps) correct(c netplay.Correction, w *bounce.World, now time.Duration) {
	if !c.Done {
		s.open = snap{At: now, From: c.From, To: c.To, Predicted: placeOf(w)}
		for t := c.From + 1; t <= c.To && s.open.n < pathMax; t++ {
			if sh := s.shown[t%pathMax]; sh.tick == t {
				s.open.path[s.open.n] = sh.place
				s.open.n++
			}
		}
		return
	}
	s.open.Corrected = placeOf(w)
	for t := c.From + 1; t <= c.To; t++ { // shown, but wrong: no later snap's path
		s.shown[t%pathMax].tick = -1
	}
	if s.open.Corrected != s.open.Predicted {
		s.ring[s.n%snapCount] = s.open
		s.n++
	}
}

// snapsNow are a peer's snaps of the last snapFade, newest last.
type snapsNow struct {
	s   *snaps
	now time.Duration
}

// Len is how many it holds.
func (v snapsNow) Len() int {
	k := 0
	for k < int(min(v.s.n, snapCount)) && v.at(k).Age(v.now) < snapFade {
		k++
	}
	return k
}

// at is the k-th newest snap.
func (v snapsNow) at(k int) *snap { return &v.s.ring[(v.s.n-1-int64(k))%snapCount] }

// At is the i-th snap, 0 the oldest.
func (v snapsNow) At(i int) *snap { return v.at(v.Len() - 1 - i) }

// Count is how many snaps the peer had in all.
func (v snapsNow) Count() int64 { return v.s.n }
