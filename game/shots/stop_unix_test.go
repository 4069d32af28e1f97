//go:build !headless && unix

package shots

import (
	"bufio"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"tickbox/sim/stop/stoptest"
)

// Ctrl+C, SIGTERM or SIGHUP stops a script and the command exits 130, as
// every command does after a stop: shots exited 1 on Ctrl+C, and SIGTERM
// and SIGHUP killed it.
func TestShotsStopExits130(t *testing.T) {
	dir := t.TempDir()
	script := filepath.Join(dir, "long.tbs")
	long := strings.Repeat("frames 60 x 100000\n", 10) + "shot long\n" // a million frames: the most a script may play
	if err := os.WriteFile(script, []byte(long), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP} {
		t.Run(sig.String(), func(t *testing.T) {
			cmd, waited, lines := startShots(t, script)
			waitFrame(t, lines, waited, "16.666666ms")
			if err := cmd.Process.Signal(sig); err != nil {
				t.Fatal(err)
			}
			wait130(t, waited, sig)
		})
	}
}

// A script's frame of a day at 1000 Hz, at 16 times speed with the limits
// off, owes 1.4e9 ticks in one Draw, minutes of work. Ctrl+C inside it
// stops the script within a second, and shots exits 130: it once went on
// ticking, deaf to the signal, until the frame ended.
func TestShotsStopInsideALongFrame(t *testing.T) {
	dir := t.TempDir()
	script := filepath.Join(dir, "day.tbs")
	day := "flags -tps 1000 -max-frame 0 -max-updates 0 -scale 16\nframe 24h\nshot day\n"
	if err := os.WriteFile(script, []byte(day), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd, waited, lines := startShots(t, script)
	waitFrame(t, lines, waited, "24h0m0s") // the stop comes inside the day's frame
	start := time.Now()
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	wait130(t, waited, syscall.SIGINT)
	if took := time.Since(start); took > stoptest.WindowEndLimit { // the frame would run for hours
		t.Errorf("shots ended %v after SIGINT, want within %v", took, stoptest.WindowEndLimit)
	} else {
		t.Logf("shots ended %v after SIGINT", took)
	}
}

// startShots starts the test binary as a child that runs shots on script,
// saving no golden, killed when the test ends, and returns it, what its
// Wait returns once it ends, and the lines of its stderr.
func startShots(t *testing.T, script string) (*exec.Cmd, <-chan error, <-chan string) {
	t.Helper()
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), shotsChild+"=1",
		shotsArgs+"="+strings.Join([]string{"-golden", "", "-out", t.TempDir(), script}, "\x1f"))
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill() })
	lines := make(chan string, 100)
	waited := make(chan error, 1)
	go func() {
		for sc := bufio.NewScanner(stderr); sc.Scan(); {
			lines <- sc.Text()
		}
		close(lines)
		waited <- cmd.Wait() // after stderr is read to its end, as Wait requires
	}()
	return cmd, waited, lines
}

// waitFrame waits until the child says its first frame that lasts any
// time has started, of length want: the script is playing and the stop is
// heard. It fails t if the child ends first, or says nothing of the kind
// within startLimit (a window that never starts would hold the test to
// go test's own timeout).
func waitFrame(t *testing.T, lines <-chan string, waited <-chan error, want string) {
	t.Helper()
	limit := time.After(startLimit)
	for {
		select {
		case line, ok := <-lines:
			if !ok {
				t.Fatalf("shots ended before its first frame: %v", <-waited)
			}
			if !strings.HasPrefix(line, frameStarts) {
				continue
			}
			if !strings.HasSuffix(line, " "+want) {
				t.Fatalf("the child's first frame: %q; want one of %s", line, want)
			}
			go func() {
				for range lines {
				}
			}()
			return
		case <-limit:
			t.Fatalf("shots started no frame within %v", startLimit)
		}
	}
}

// startLimit bounds how long a child may take to start its script's first
// frame: a window's start-up, generous for a machine running two other
// builds under -race.
const startLimit = 2 * time.Minute

// wait130 fails t unless shots, sent sig, ends within 20 s with exit
// status 130.
func wait130(t *testing.T, waited <-chan error, sig syscall.Signal) {
	t.Helper()
	var exit *exec.ExitError
	select {
	case err := <-waited:
		if !errors.As(err, &exit) || exit.ExitCode() != 130 {
			t.Fatalf("after %v: %v; want exit status 130", sig, err)
		}
	case <-time.After(20 * time.Second):
		t.Fatalf("shots did not end within 20 s of %v", sig)
	}
}
