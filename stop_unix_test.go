//go:build unix

package main

import (
	"errors"
	"io"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

// mainChild, when set, makes the test binary run the command line in
// mainArgs (separated by 0x1f) instead of the tests.
const (
	mainChild = "TICKBOX_MAIN_CHILD"
	mainArgs  = "TICKBOX_MAIN_ARGS"
)

func TestMain(m *testing.M) {
	if os.Getenv(mainChild) != "" {
		os.Exit(dispatch(strings.Split(os.Getenv(mainArgs), "\x1f"), io.Discard, os.Stderr))
	}
	os.Exit(m.Run())
}

// A command with nothing to save ends at once on Ctrl+C, SIGTERM or SIGHUP
// with exit status 130, as those that save first do: one rule for a stop.
func TestEveryCommandStopsWith130(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP} {
		cmd := exec.Command(os.Args[0])
		cmd.Env = append(os.Environ(), mainChild+"=1",
			mainArgs+"="+strings.Join([]string{"policies", "-seconds", "3600", "-frames", "10000"}, "\x1f"))
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(300 * time.Millisecond)
		if err := cmd.Process.Signal(sig); err != nil {
			t.Fatal(err)
		}
		err := cmd.Wait()
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != 130 {
			t.Errorf("policies after %v: %v; want exit status 130", sig, err)
		}
	}
}
