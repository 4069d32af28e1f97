//go:build unix

package lab_test

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"tickbox/sim/capture"
	"time"

	"tickbox/sim/lab"
)

// servePipe makes a named pipe that holds trace for one reader, then
// nothing: a command that reads its trace twice finds nothing (or, opening
// it as it once did, waits) the second time. The test holds the pipe open
// for reading meanwhile, so that the trace waits in it.
func servePipe(t *testing.T, trace string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "trace.fifo")
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Fatal(err)
	}
	hold, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { hold.Close() })
	w, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.WriteString(trace); err != nil {
		t.Fatal(err)
	}
	w.Close()
	return path
}

// Each command reads a trace once (from a pipe, which gives it only once):
// run read it twice, replay three times, compare three, policies once for
// every policy and once more; a second open of the pipe waited forever.
func TestTracesAreReadOnce(t *testing.T) {
	trace := strings.Repeat("16666667\n", 200)
	recording, _ := recordRun(t, "-ticks", "120")
	for _, tc := range []struct {
		cmd  cmdFunc
		args []string
	}{
		{lab.Run, []string{"-ticks", "120"}},
		{lab.Replay, []string{recording}},
		{lab.Compare, nil},
		{lab.Policies, []string{"-policy", "tickbox,godot"}},
	} {
		args := append(append([]string(nil), tc.args...), "-frames", servePipe(t, trace))
		done := make(chan string, 1)
		go func() {
			out, errOut, code := call(t, tc.cmd, args...)
			if code != 0 {
				out = "exit " + string(rune('0'+code)) + ": " + errOut
			}
			done <- out
		}()
		select {
		case out := <-done:
			if strings.HasPrefix(out, "exit ") {
				t.Errorf("%v: %s", tc.args, out)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("%v: not done after 10 s: the trace was opened again, and waited on the empty pipe", tc.args)
		}
	}
}

// An endless stream (yes 1 | tickbox policies -frames /dev/stdin) is
// refused once it passes the trace limit, having held about the limit: it
// took 1.6 GB before refusing.
func TestEndlessTraceStreamIsRefusedWithinItsLimit(t *testing.T) {
	path := filepath.Join(t.TempDir(), "yes.fifo")
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Fatal(err)
	}
	hold, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0) // so the writer's open does not wait
	if err != nil {
		t.Fatal(err)
	}
	defer hold.Close() // then the writer's next write fails, and it ends
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	go func() {
		defer f.Close()
		line := []byte(strings.Repeat("1\n", 32<<10))
		for {
			if _, err := f.Write(line); err != nil {
				return // the reader has gone
			}
		}
	}()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, errOut, code := call(t, lab.Policies, "-frames", path)
	runtime.ReadMemStats(&after)
	if code != 1 || !strings.Contains(errOut, "larger than 67108864 bytes") {
		t.Errorf("an endless trace: exit %d, %s; want 1 and the limit named", code, errOut)
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > 3*capture.MaxTrace {
		t.Errorf("an endless trace allocated %d bytes before it was refused: want about the limit, %d", got, capture.MaxTrace)
	}
}
