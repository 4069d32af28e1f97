//go:build !headless && unix

package shots

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"tickbox/sim/simtest"
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
			cmd, waited := startShots(t, script)
			time.Sleep(2 * time.Second) // the window is up and the script playing
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
	cmd, waited := startShots(t, script)
	select {
	case err := <-waited:
		t.Fatalf("shots ended before the stop: %v", err)
	case <-time.After(3 * time.Second): // the window is up, inside the day's frame
	}
	start := time.Now()
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	wait130(t, waited, syscall.SIGINT)
	if took := time.Since(start); took > simtest.StopLimit {
		t.Errorf("shots ended %v after SIGINT, want within %v", took, simtest.StopLimit)
	} else {
		t.Logf("shots ended %v after SIGINT", took)
	}
}

// startShots starts the test binary as a child that runs shots on script,
// saving no golden, killed when the test ends, and returns it with what
// its Wait returns, once it ends.
func startShots(t *testing.T, script string) (*exec.Cmd, <-chan error) {
	t.Helper()
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), shotsChild+"=1",
		shotsArgs+"="+strings.Join([]string{"-golden", "", "-out", t.TempDir(), script}, "\x1f"))
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill() })
	waited := make(chan error, 1)
	go func() { waited <- cmd.Wait() }()
	return cmd, waited
}

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
