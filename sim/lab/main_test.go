package lab_test

import (
	"os"
	"strings"
	"testing"

	"tickbox/sim/lab"
)

// childEnv, when set, makes the test binary run lab.Run with the arguments
// in childArgs (separated by the unit separator, 0x1f) instead of the tests: the interrupt test needs a process of
// its own to send a signal to.
const (
	childEnv  = "TICKBOX_LAB_CHILD"
	childArgs = "TICKBOX_LAB_ARGS"
)

func TestMain(m *testing.M) {
	switch os.Getenv(childEnv) {
	case "run":
		os.Exit(lab.Run(strings.Split(os.Getenv(childArgs), "\x1f"), os.Stdout, os.Stderr))
	case "replay":
		os.Exit(lab.Replay(strings.Split(os.Getenv(childArgs), "\x1f"), os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}
