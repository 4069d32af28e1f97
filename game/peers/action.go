package peers

import (
	"slices"
	"time"

	"tickbox/sim/instrument"
	"tickbox/sim/netplay"
	"tickbox/sim/sandbox"
)

// The window's own actions (instrument.Action, as every window's): the
// link's and the mode's. It does the loop's time scale and pause too
// (instrument.ScaleUp, ScaleDown, TogglePause), on the sandbox's keys.
const (
	delayUp    instrument.Action = "delay-up"
	delayDown  instrument.Action = "delay-down"
	jitterUp   instrument.Action = "jitter-up"
	jitterDown instrument.Action = "jitter-down"
	lossUp     instrument.Action = "loss-up"
	lossDown   instrument.Action = "loss-down"
	nextMode   instrument.Action = "mode"        // lockstep, delay, rollback, and round: the session starts again
	restart    instrument.Action = sandbox.Reset // the session starts again from tick 0, as the sandbox's world does on its key
)

// The steps the link's keys go through.
var (
	delays  = []time.Duration{0, 20 * time.Millisecond, 40 * time.Millisecond, 60 * time.Millisecond, 100 * time.Millisecond, 150 * time.Millisecond, 250 * time.Millisecond}
	jitters = []time.Duration{0, 5 * time.Millisecond, 10 * time.Millisecond, 20 * time.Millisecond, 40 * time.Millisecond, 80 * time.Millisecond}
	losses  = []float64{0, 0.05, 0.1, 0.2, 0.4}
)

// delayTicks is the input delay mode delay plays with, in ticks.
const delayTicks = 3

// Apply does what a is for: the link's changes take effect at once, a
// new mode starts the session again, the speed changes from the next
// frame. An action not the window's changes nothing.
func (m *model) Apply(a instrument.Action) error {
	l := m.s.Options().Link
	switch a {
	case instrument.ScaleUp, instrument.ScaleDown:
		m.speed.up(a == instrument.ScaleUp)
		return nil
	case instrument.TogglePause:
		m.speed.Paused = !m.speed.Paused
		return nil
	case delayUp, delayDown:
		l.Delay = step(delays, l.Delay, a == delayUp)
	case jitterUp, jitterDown:
		l.Jitter = step(jitters, l.Jitter, a == jitterUp)
	case lossUp, lossDown:
		l.Loss = step(losses, l.Loss, a == lossUp)
	case nextMode:
		m.o.Link = l
		m.o.Mode = netplay.Modes[(slices.Index(netplay.Modes, m.o.Mode)+1)%len(netplay.Modes)]
		m.o.Delay, m.o.Window = modeDelay(m.o.Mode), modeWindow(m.o.Mode)
		return m.restart()
	case restart:
		m.o.Link = l
		return m.restart()
	default:
		return nil
	}
	return m.s.SetLink(l)
}

// step returns the next of steps above v (up) or below it, staying at the
// ends.
func step[T time.Duration | float64](steps []T, v T, up bool) T {
	if up {
		for _, s := range steps {
			if s > v {
				return s
			}
		}
		return steps[len(steps)-1]
	}
	for i := len(steps) - 1; i >= 0; i-- {
		if steps[i] < v {
			return steps[i]
		}
	}
	return steps[0]
}

func modeDelay(m netplay.Mode) int {
	if m == netplay.Delay {
		return delayTicks
	}
	return 0
}

func modeWindow(m netplay.Mode) int {
	if m == netplay.Rollback {
		return netplay.DefaultWindow
	}
	return 0
}

// modeOptions are the options the window starts mode with: a perfect
// link, the mode's delay or window.
func modeOptions(mode netplay.Mode, rate int) netplay.Options {
	o := netplay.DefaultOptions()
	o.Mode, o.Rate = mode, rate
	o.Delay, o.Window = modeDelay(mode), modeWindow(mode)
	return o
}
