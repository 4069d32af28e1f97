//go:build unix

package lab_test

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"tickbox/sim/lab"
	"tickbox/sim/oldtape"
	"tickbox/sim/stop/stoptest"
)

// Ctrl+C, SIGTERM or SIGHUP during run -record saves the recording before
// the process exits 130, and what it saved plays back and verifies. SIGHUP
// (the terminal closed) once ended the run at once with 129, the
// recording lost.
func TestInterruptSavesRecording(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP} {
		t.Run(sig.String(), func(t *testing.T) { interruptRun(t, sig) })
	}
}

func interruptRun(t *testing.T, sig syscall.Signal) {
	path := filepath.Join(t.TempDir(), "long.tbr")
	cmd, lines := startRecording(t, "-inputs", "9", "-ticks", "1000000000", "-record", path)
	// Its progress, a line every 5 s into a pipe, says ticks have run.
	for lines.Scan() && !progressed.MatchString(lines.Text()) {
	}
	rest := stopRecording(t, cmd, lines, sig)
	r, err := oldtape.Load(path)
	if err != nil {
		t.Fatalf("the recording was not saved whole: %v", err)
	}
	if r.Final == 0 || r.Final >= 1_000_000_000 {
		t.Fatalf("saved %d ticks: want some, not all", r.Final)
	}
	t.Logf("interrupted after %d ticks; stderr %q", r.Final, rest)
	mustCall(t, lab.Replay, path, "-verify")
}

// A stop is heard between ticks, not only between frames: one frame of a
// day at 1000 Hz with the limits off owes 86,400,000 ticks, which take
// seconds, and Ctrl+C or SIGTERM inside it ends the run within a second,
// with exit status 130 and the recording saved up to the tick the run
// stopped at. The lab once answered only once the frame had ended, 56 s
// later, and exited 0.
func TestStopInsideALongFrame(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		t.Run(sig.String(), func(t *testing.T) { stopLongFrame(t, sig) })
	}
}

// progressed matches a progress line written after a tick has run.
var progressed = regexp.MustCompile(`^tick [1-9][0-9]* of `)

func stopLongFrame(t *testing.T, sig syscall.Signal) {
	path := filepath.Join(t.TempDir(), "day.tbr")
	// -autosave: the file appears after a second of game time, inside the
	// day's frame (the first frame runs none), which is when the stop is
	// sent.
	cmd, lines := startRecording(t, "-rate", "1000", "-max-frame", "0", "-max-updates", "0", "-draw", "24h",
		"-ticks", "100000000", "-record", path, "-autosave", "1s")
	for i := 0; ; i++ {
		if _, err := os.Stat(path); err == nil {
			break
		}
		if i == 1200 {
			t.Fatal("no autosave after 60 s")
		}
		time.Sleep(50 * time.Millisecond)
	}
	start := time.Now()
	rest := stopRecording(t, cmd, lines, sig)
	took := time.Since(start)
	if took > stoptest.StopLimit {
		t.Errorf("the run ended %v after %v, want within %v", took, sig, stoptest.StopLimit)
	}
	r, err := oldtape.Load(path)
	if err != nil {
		t.Fatalf("the recording was not saved whole: %v", err)
	}
	said := fmt.Sprintf("interrupted at tick %d", r.Final)
	if r.Final == 0 || r.Final >= 86_400_000 || !slices.Contains(rest, said) {
		t.Fatalf("saved %d ticks, stderr %q: want fewer than the first frame's 86400000, and %q", r.Final, rest, said)
	}
	t.Logf("%v heard after %v, at tick %d", sig, took, r.Final)
	mustCall(t, lab.Replay, path, "-verify")
}

// A closed output is a stop like Ctrl+C: run -record into a pipe whose
// reader goes (tickbox run ... | head -1) saves what it recorded and exits
// 130. It died of SIGPIPE (exit 141) at its next progress line, nothing
// saved, nothing said.
func TestClosedOutputSavesRecording(t *testing.T) {
	path := filepath.Join(t.TempDir(), "p.tbr")
	cmd := child("run", "-balls", "0", "-inputs", "7", "-ticks", "2000000000", "-record", path)
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stdout, cmd.Stderr = w, w
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	w.Close()
	lines := bufio.NewScanner(r)
	if !lines.Scan() || !strings.Contains(lines.Text(), "Ctrl+C saves it") {
		t.Fatalf("first line %q, want the recording notice", lines.Text())
	}
	r.Close() // head -1 has its line: the next progress line meets a closed pipe
	err = cmd.Wait()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 130 {
		t.Fatalf("after its output closed: %v; want exit status 130", err)
	}
	if _, err := oldtape.Load(path); err != nil {
		t.Fatalf("the recording after the output closed: %v; want it saved", err)
	}
	mustCall(t, lab.Replay, path, "-verify")
}

// startRecording starts the test binary's run with args, which record,
// and returns it and its stderr once it has said so: it says it records
// once it holds the file's lock and listens for the stop signals. It
// fails the test if the run's first line is not that.
func startRecording(t *testing.T, args ...string) (*exec.Cmd, *bufio.Scanner) {
	t.Helper()
	cmd := child("run", args...)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill() })
	lines := bufio.NewScanner(stderr)
	if !lines.Scan() || !strings.Contains(lines.Text(), "Ctrl+C saves it") {
		t.Fatalf("first line on stderr %q, want the recording notice", lines.Text())
	}
	return cmd, lines
}

// stopRecording sends sig to a run that startRecording started, and
// returns the rest of its stderr once it has ended; it fails the test
// unless the run exited 130, as a stop makes it.
func stopRecording(t *testing.T, cmd *exec.Cmd, lines *bufio.Scanner, sig syscall.Signal) []string {
	t.Helper()
	if err := cmd.Process.Signal(sig); err != nil {
		t.Fatal(err)
	}
	var killed atomic.Bool // a run that never ends would hold the test to go test's own timeout
	limit := time.AfterFunc(endLimit, func() { killed.Store(true); cmd.Process.Kill() })
	defer limit.Stop()
	var rest []string
	for lines.Scan() {
		rest = append(rest, lines.Text())
	}
	err := cmd.Wait()
	if killed.Load() {
		t.Fatalf("the run had not ended %v after %v, and was killed; stderr %q", endLimit, sig, rest)
	}
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 130 {
		t.Fatalf("exit %v, want 130; stderr %q", err, rest)
	}
	return rest
}

// endLimit bounds how long stopRecording waits for a run to end once
// stopped: its save, generous for a machine running two other builds
// under -race (the tests that time a stop hold it to a second themselves).
const endLimit = time.Minute
