//go:build unix

package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
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
		os.Exit(dispatch(strings.Split(os.Getenv(mainArgs), "\x1f"), os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// A command with nothing to save ends at once on Ctrl+C, SIGTERM or SIGHUP
// with exit status 130, as those that save first do: one rule for a stop.
// The stop is sent once the command is running: its trace is a named pipe
// the test holds open (so it never ends), and the stop goes once the
// command has it open (after it listens for the stop), which its open
// files in /proc say. The test once slept 300 ms and hoped.
func TestEveryCommandStopsWith130(t *testing.T) {
	if _, err := os.Stat("/proc/self/fd"); err != nil {
		t.Skip("needs /proc to see when the command has opened its trace")
	}
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP} {
		fifo := filepath.Join(t.TempDir(), "frames")
		if err := syscall.Mkfifo(fifo, 0o600); err != nil {
			t.Fatal(err)
		}
		held, err := os.OpenFile(fifo, os.O_RDWR, 0) // a writer, from before the command reads
		if err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(os.Args[0])
		cmd.Env = append(os.Environ(), mainChild+"=1",
			mainArgs+"="+strings.Join([]string{"policies", "-frames", fifo}, "\x1f"))
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		waited := make(chan error, 1)
		go func() { waited <- cmd.Wait() }()
		if err := waitOpen(cmd.Process.Pid, fifo, waited); err != nil {
			t.Fatal(err)
		}
		if err := cmd.Process.Signal(sig); err != nil {
			t.Fatal(err)
		}
		err = <-waited
		held.Close()
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != 130 {
			t.Errorf("policies after %v: %v; want exit status 130", sig, err)
		}
	}
}

// waitOpen waits until process pid has path open, or returns what its
// Wait said if it ends first.
func waitOpen(pid int, path string, waited chan error) error {
	fds := fmt.Sprintf("/proc/%d/fd", pid)
	if real, err := filepath.EvalSymlinks(path); err == nil {
		path = real // /proc names the file by its real path
	}
	for {
		entries, _ := os.ReadDir(fds)
		for _, e := range entries {
			if to, err := os.Readlink(filepath.Join(fds, e.Name())); err == nil && to == path {
				return nil
			}
		}
		select {
		case err := <-waited:
			return fmt.Errorf("policies ended before it opened its trace: %v", err)
		case <-time.After(10 * time.Millisecond):
		}
	}
}

// A command whose reader has gone (tickbox run | true, net | head -1) ends
// as after a stop: 130, what it recorded saved, nothing said of a broken
// pipe. It died of SIGPIPE, 141, nothing saved. Its stdout is a pipe whose
// read end is closed before it starts, so that its first write meets it
// whatever the machine's speed.
func TestClosedOutputIsAStop(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "r.tbr")
	for _, args := range [][]string{
		{"run", "-ticks", "600"},
		{"run", "-ticks", "600", "-json"},
		{"run", "-ticks", "600", "-record", rec},
		{"net", "-ticks", "600"},
		{"replay", rec},
		{"compare"},
	} {
		r, w, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		r.Close() // the reader is gone before the command writes
		var stderr strings.Builder
		cmd := exec.Command(os.Args[0])
		cmd.Env = append(os.Environ(), mainChild+"=1", mainArgs+"="+strings.Join(args, "\x1f"))
		cmd.Stdout, cmd.Stderr = w, &stderr
		err = cmd.Run() // waits for the process to end
		w.Close()
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != 130 || strings.Contains(stderr.String(), "broken pipe") {
			t.Errorf("%v into a closed pipe: %v, stderr %q; want exit status 130 and no error", args, err, stderr.String())
		}
	}
	if _, err := os.Stat(rec); err != nil {
		t.Fatalf("run -record into a closed pipe saved nothing: %v", err)
	}
}
