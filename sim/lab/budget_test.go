//go:build unix

package lab_test

import (
	"bufio"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"

	"tickbox/sim/bounce"
	"tickbox/sim/tape"
)

// A run past the budget says so before it starts (net with its virtual
// time), and Ctrl+C stops it cleanly, recording or not: -ticks 1000000000000 (some 46 hours) and
// -draw 1ns (600 ticks in 10^10 frames) once ran silently on a pipe, and
// without -record Ctrl+C killed them with no report. The estimate counts
// what bounds the frames: the clamp (-max-frame 1ns: 600 ticks in 10^10
// frames, estimated from the frames' length alone as 600) and a whole trace
// (one starting with 1,000 frames of 0 ns was estimated from those alone,
// as unknown).
func TestLongRunsAnnounceAndStop(t *testing.T) {
	zeros := filepath.Join(t.TempDir(), "zeros.txt")
	if err := os.WriteFile(zeros, []byte(strings.Repeat("0\n", 1000)+"1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"-ticks", "1000000000000"},
		{"-draw", "1ns"},
		{"-draw", "1ns", "-balls", "0"}, // the jumper alone: "of 1 body" (it said "1 bodies")
		{"-max-frame", "1ns"},
		{"-frames", zeros},
		{"replay", bomb(t, 0, 3600, bounce.TapeEvery), "-max-frame", "1ns"},
		{"replay", bomb(t, 1_000_000, 3599, bounce.TapeEvery)}, // 110 bytes: 33 s and 475 MB
		{"replay", bomb(t, 0, 470_000_000, tape.MaxEvery)},     // 1 MB of checkpoints: 75 s
		// months at 0.6 ticks a second, said only by its progress line
		{"net", "-mode", "lockstep", "-peers", "8", "-loss", "0.9", "-reorder", "1", "-link-delay", "10s", "-jitter", "10s", "-ticks", "10000000"},
	} {
		name := "run"
		if args[0] == "replay" || args[0] == "net" {
			name, args = args[0], args[1:]
		}
		cmd := child(name, args...)
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
		if slices.Contains(args, "-balls") && !strings.Contains(lines.Text(), " of 1 body (") {
			t.Errorf("%v: %q; want \" of 1 body (\"", args, lines.Text())
		}
		if name == "net" && !strings.Contains(lines.Text(), " over about 11.1 years of virtual time") {
			t.Errorf("%v: %q; want the estimate of its virtual time, 11.1 years", args, lines.Text())
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
