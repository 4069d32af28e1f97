package netplay

import (
	"fmt"
	"time"

	"tickbox/sim/tape"
)

// GGRS's defaults: a player silent this long is interrupted
// (DEFAULT_DISCONNECT_NOTIFY_START), this long disconnected
// (DEFAULT_DISCONNECT_TIMEOUT).
const (
	defaultInterrupt = 500 * time.Millisecond
	defaultTimeout   = 2 * time.Second
)

// EventKind is what happened to a remote player.
type EventKind int

const (
	Interrupted  EventKind = iota + 1 // silent for Interrupt
	Resumed                           // heard again after an interruption
	Disconnected                      // silent for Timeout: given up
)

func (k EventKind) String() string {
	switch k {
	case Interrupted:
		return "interrupted"
	case Resumed:
		return "resumed"
	case Disconnected:
		return "disconnected"
	}
	return fmt.Sprintf("EventKind(%d)", int(k))
}

// Event is something that happened to remote player Player (from 1): at
// At on the clock Advance is given, when Confirmed ticks were confirmed.
// A disconnection's Tick is the first tick its input is the zero input
// for.
type Event struct {
	Kind      EventKind
	Player    int
	At        time.Duration
	Confirmed int64
	Tick      int64
}

func (e Event) String() string {
	s := fmt.Sprintf("player %d %v at %v, tick %d confirmed", e.Player, e.Kind, e.At.Round(time.Millisecond), e.Confirmed)
	if e.Kind == Disconnected {
		s += fmt.Sprintf("; its input is the zero input from tick %d", e.Tick)
	}
	return s
}

// life is what a Peer knows of each remote player's liveness: when play
// began, and whether it is interrupted or gone.
type life struct {
	self               int
	interrupt, timeout time.Duration
	began              bool
	start              time.Duration
	interrupted        []bool
	said               []bool // its disconnection was told
	event              func(Event)
}

func newLife(players, self int, interrupt, timeout time.Duration) life {
	if interrupt <= 0 {
		interrupt = defaultInterrupt
	}
	if timeout <= 0 {
		timeout = defaultTimeout
	}
	return life{self: self, interrupt: interrupt, timeout: timeout, interrupted: make([]bool, players), said: make([]bool, players)}
}

// watch notes, at now, each remote player's silence since its latest
// message (or since play began): interrupted, resumed, or disconnected.
func watch[S tape.State[Players[I]], I comparable](l *life, now time.Duration, p *peer[S, I]) {
	if !l.began {
		l.began, l.start = true, now
	}
	for j := range l.interrupted {
		if j == l.self {
			continue
		}
		if p.isGone(j) { // another survivor's word, it may be
			if !l.said[j] {
				l.said[j] = true
				l.tell(Event{Disconnected, j + 1, now, p.c, p.goneAt[j]})
			}
			continue
		}
		last := l.start
		if p.heard[j] {
			last = max(last, time.Duration(p.came[j]))
		}
		silent := now - last
		switch {
		case silent >= l.timeout:
			l.said[j] = true
			l.tell(Event{Disconnected, j + 1, now, p.c, p.disconnect(j)})
		case silent >= l.interrupt && !l.interrupted[j]:
			l.interrupted[j] = true
			l.tell(Event{Interrupted, j + 1, now, p.c, 0})
		case silent < l.interrupt && l.interrupted[j]:
			l.interrupted[j] = false
			l.tell(Event{Resumed, j + 1, now, p.c, 0})
		}
	}
}

func (l *life) tell(e Event) {
	if l.event != nil {
		l.event(e)
	}
}
