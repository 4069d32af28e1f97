//go:build !headless && unix

package game

import (
	"bufio"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"tickbox/sim"
	"tickbox/sim/simtest"
)

// playChild, when set, makes the test binary run Play with the arguments
// in playArgs (separated by 0x1f) instead of the tests: a stop by a signal
// needs a process of its own.
const (
	playChild = "TICKBOX_PLAY_CHILD"
	playArgs  = "TICKBOX_PLAY_ARGS"
)

func TestMain(m *testing.M) {
	if os.Getenv(playChild) != "" {
		os.Exit(Play(strings.Split(os.Getenv(playArgs), "\x1f"), os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// startPlay starts the test binary as a child that runs Play with args,
// killed when the test ends, and returns it with its stderr's lines.
func startPlay(t *testing.T, args ...string) (*exec.Cmd, *bufio.Scanner) {
	t.Helper()
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), playChild+"=1", playArgs+"="+strings.Join(args, "\x1f"))
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill() })
	return cmd, bufio.NewScanner(stderr)
}

// ticked matches a -log line written after at least one tick has run.
var ticked = regexp.MustCompile(` ticks=[1-9]`)

// waitTicked reads lines until a -log line says a tick has run (or the
// child's stderr ends, which the caller's checks then report).
func waitTicked(lines *bufio.Scanner) {
	for lines.Scan() && !ticked.MatchString(lines.Text()) {
	}
}

// Ctrl+C, SIGTERM or SIGHUP closes the window as Esc does, saving the
// recording, and the process exits 130, as every command does after a stop:
// the window once exited 0 (and SIGHUP killed it, the recording lost).
func TestWindowStopExits130(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP} {
		t.Run(sig.String(), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "session.tbr")
			cmd, lines := startPlay(t, "-record", path, "-width", "320", "-height", "320", "-log")
			// -log writes a line a second once frames run, the first at
			// once with ticks=0: wait for one after a tick has run, which
			// the recording then holds.
			waitTicked(lines)
			if err := cmd.Process.Signal(sig); err != nil {
				t.Fatal(err)
			}
			for lines.Scan() {
			}
			waited := make(chan error, 1)
			go func() { waited <- cmd.Wait() }()
			var exit *exec.ExitError
			select {
			case err := <-waited:
				if !errors.As(err, &exit) || exit.ExitCode() != 130 {
					t.Fatalf("after %v: %v; want exit status 130", sig, err)
				}
			case <-time.After(20 * time.Second):
				t.Fatalf("the window did not end within 20 s of %v", sig)
			}
			if r, err := sim.LoadTape(path); err != nil || r.Final == 0 {
				t.Fatalf("the recording after %v: %v; want it saved", sig, err)
			}
		})
	}
}

// The window with the limits off under load is in the spiral of death:
// each frame owes more ticks than the last, and each tick costs 100 ms, so
// that a frame soon lasts many seconds. Ctrl+C inside such a frame is heard
// between its ticks: the window closes within a second, exit status 130,
// and the recording is saved. It once went on ticking for the rest of the
// frame, over 10 s.
func TestWindowStopInsideTheSpiral(t *testing.T) {
	path := filepath.Join(t.TempDir(), "spiral.tbr")
	cmd, lines := startPlay(t, "-record", path,
		"-max-frame", "0", "-max-updates", "0", "-load", "100ms", "-width", "320", "-height", "320", "-log")
	// -log writes a line at most once a second, once a frame's ticks have
	// run. A frame of length L runs 60·L ticks, which take 6·L: the frame
	// after it lasts 6·L, and the one after that, which begins as the line
	// is written, 36·L. After a line of a frame of 100 ms or more, the
	// frame now running lasts 3.6 s or more. Half a second into it, its
	// ticks are running: a stop sent at once might reach the window between
	// the two frames, where it was always heard.
	long := regexp.MustCompile(`frame_ms=[0-9]{3,}\.`)
	for lines.Scan() && !long.MatchString(lines.Text()) {
	}
	time.Sleep(500 * time.Millisecond)
	start := time.Now()
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	for lines.Scan() {
	}
	err := cmd.Wait()
	took := time.Since(start)
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 130 {
		t.Fatalf("after SIGINT: %v; want exit status 130", err)
	}
	if took > simtest.StopLimit {
		t.Errorf("the window ended %v after SIGINT, want within %v", took, simtest.StopLimit)
	}
	r, err := sim.LoadTape(path)
	if err != nil || r.Final == 0 {
		t.Fatalf("the recording after SIGINT: %v; want it saved", err)
	}
	t.Logf("the window ended %v after SIGINT, %d ticks recorded", took, r.Final)
}
