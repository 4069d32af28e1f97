package netplay

import "fmt"

// Mode is how peers wait for each other's input.
type Mode uint8

const (
	// Lockstep runs a tick once every input for it has arrived.
	Lockstep Mode = iota
	// Delay is lockstep with each local input sent Delay ticks early.
	Delay
	// Rollback predicts missing inputs and corrects the state when a
	// prediction was wrong.
	Rollback
)

// Modes lists every mode, in the order help text names them.
var Modes = []Mode{Lockstep, Delay, Rollback}

// String is the name the lab's -mode flag takes.
func (m Mode) String() string {
	switch m {
	case Lockstep:
		return "lockstep"
	case Delay:
		return "delay"
	case Rollback:
		return "rollback"
	}
	return fmt.Sprintf("mode %d", uint8(m))
}

// ParseMode reads a mode's name as String writes it.
func ParseMode(s string) (Mode, error) {
	for _, m := range Modes {
		if s == m.String() {
			return m, nil
		}
	}
	return 0, fmt.Errorf("mode %q: must be lockstep, delay or rollback", s)
}

// predicts reports whether the mode runs ahead of the inputs it has.
func (m Mode) predicts() bool { return m == Rollback }
