//go:build unix

package lab_test

import (
	"bufio"
	"errors"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
)

// A run past the budget says so before it starts, and Ctrl+C stops it
// cleanly, recording or not: -ticks 1000000000000 (some 46 hours) and
// -draw 1ns (600 ticks in 10^10 frames) once ran silently on a pipe, and
// without -record Ctrl+C killed them with no report.
func TestLongRunsAnnounceAndStop(t *testing.T) {
	for _, args := range [][]string{
		{"-ticks", "1000000000000"},
		{"-draw", "1ns"},
	} {
		cmd := exec.Command(os.Args[0])
		cmd.Env = append(os.Environ(), childEnv+"=run", childArgs+"="+strings.Join(args, "\x1f"))
		stderr, err := cmd.StderrPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		lines := bufio.NewScanner(stderr)
		if !lines.Scan() || !strings.Contains(lines.Text(), "a long session") || !strings.Contains(lines.Text(), "Ctrl+C stops it") {
			cmd.Process.Kill()
			t.Fatalf("%v: first line on stderr %q, want the budget said", args, lines.Text())
		}
		if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
			t.Fatal(err)
		}
		var rest []string
		for lines.Scan() {
			rest = append(rest, lines.Text())
		}
		var exit *exec.ExitError
		if err := cmd.Wait(); !errors.As(err, &exit) || exit.ExitCode() != 130 {
			t.Errorf("%v: exit %v after Ctrl+C, want 130; stderr %q", args, err, rest)
		}
	}
}
