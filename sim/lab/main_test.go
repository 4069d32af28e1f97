package lab_test

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"tickbox/sim/lab"
	"tickbox/sim/stop"
)

// childEnv, when set, makes the test binary run lab.Run with the arguments
// in childArgs (separated by the unit separator, 0x1f) instead of the tests: the interrupt test needs a process of
// its own to send a signal to.
const (
	childEnv  = "TICKBOX_LAB_CHILD"
	childArgs = "TICKBOX_LAB_ARGS"
)

// child returns the test binary as a process that runs the lab's command
// (run, replay or net) with args.
func child(command string, args ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), childEnv+"="+command, childArgs+"="+strings.Join(args, "\x1f"))
	return cmd
}

func TestMain(m *testing.M) {
	switch os.Getenv(childEnv) {
	case "run":
		os.Exit(lab.Run(strings.Split(os.Getenv(childArgs), "\x1f"), os.Stdout, os.Stderr))
	case "replay":
		os.Exit(lab.Replay(strings.Split(os.Getenv(childArgs), "\x1f"), os.Stdout, os.Stderr))
	case "net": // as the tickbox command runs it: a stop ends it at once, 130
		stop.ExitOnSignals()
		os.Exit(lab.Net(strings.Split(os.Getenv(childArgs), "\x1f"), os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}
