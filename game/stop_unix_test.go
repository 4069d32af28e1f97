//go:build !headless && unix

package game

import (
	"bufio"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"tickbox/sim/oldtape"
	"tickbox/sim/stop/stoptest"
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

// childLimit is how long a test waits for its child's line, or for its
// end, before it fails: far longer than either takes on a loaded machine
// (a few seconds), so that a child that hangs fails its own test, saying
// what it wrote, instead of the whole package at go test's timeout.
const childLimit = time.Minute

// child is the test binary running Play in a process of its own. Its
// stderr is read to its end as it comes, so that the child never blocks
// on a full pipe, and kept for the failure messages.
type child struct {
	cmd    *exec.Cmd
	said   chan struct{} // closed at the first line that matches the one waited for
	waited chan error    // what Wait returned, once stderr has ended
	mu     sync.Mutex
	lines  []string
}

// startPlay starts the test binary as a child that runs Play with args,
// killed when the test ends; its said is closed once its stderr has a
// line that matches want.
func startPlay(t *testing.T, want *regexp.Regexp, args ...string) *child {
	t.Helper()
	c := &child{cmd: exec.Command(os.Args[0]), said: make(chan struct{}), waited: make(chan error, 1)}
	c.cmd.Env = append(os.Environ(), playChild+"=1", playArgs+"="+strings.Join(args, "\x1f"))
	stderr, err := c.cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := c.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.cmd.Process.Kill() })
	go c.read(stderr, want)
	return c
}

// read keeps stderr's lines, closes said at the first that matches want,
// and Waits once stderr has ended (Wait closes the pipe: only after the
// last read).
func (c *child) read(stderr io.Reader, want *regexp.Regexp) {
	matched := false
	for sc := bufio.NewScanner(stderr); sc.Scan(); {
		c.mu.Lock()
		c.lines = append(c.lines, sc.Text())
		c.mu.Unlock()
		if !matched && want.MatchString(sc.Text()) {
			matched = true
			close(c.said)
		}
	}
	c.waited <- c.cmd.Wait()
}

// stderr is what the child has written on stderr so far.
func (c *child) stderr() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return strings.Join(c.lines, "\n")
}

// waitSaid waits for the line startPlay was given; it fails t if the
// child ends first, or writes no such line within childLimit.
func (c *child) waitSaid(t *testing.T, what string) {
	t.Helper()
	select {
	case <-c.said:
	case err := <-c.waited:
		t.Fatalf("the window ended (%v) before %s; its stderr:\n%s", err, what, c.stderr())
	case <-time.After(childLimit):
		t.Fatalf("no %s within %v; the window's stderr:\n%s", what, childLimit, c.stderr())
	}
}

// stop sends sig and waits for the child to end; it fails t unless it
// ends within childLimit with exit status 130.
func (c *child) stop(t *testing.T, sig syscall.Signal) {
	t.Helper()
	if err := c.cmd.Process.Signal(sig); err != nil {
		t.Fatal(err)
	}
	var exit *exec.ExitError
	select {
	case err := <-c.waited:
		if !errors.As(err, &exit) || exit.ExitCode() != 130 {
			t.Fatalf("after %v: %v; want exit status 130; the window's stderr:\n%s", sig, err, c.stderr())
		}
	case <-time.After(childLimit):
		t.Fatalf("the window did not end within %v of %v; its stderr:\n%s", childLimit, sig, c.stderr())
	}
}

// spiralPause is how far into the spiral's long frame the stop is sent:
// the window must end within stoptest.WindowEndLimit of it, a third of the
// 16.5 s the frame runs on.
const spiralPause = 500 * time.Millisecond

// ticked matches a -log line written after at least one tick has run.
var ticked = regexp.MustCompile(` ticks=[1-9]`)

// Ctrl+C, SIGTERM or SIGHUP closes the window as Esc does, saving the
// recording, and the process exits 130, as every command does after a stop:
// the window once exited 0 (and SIGHUP killed it, the recording lost).
func TestWindowStopExits130(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP} {
		t.Run(sig.String(), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "session.tbr")
			// -log writes a line a second once frames run, the first at
			// once with ticks=0: wait for one after a tick has run, which
			// the recording then holds.
			c := startPlay(t, ticked, "-record", path, "-width", "320", "-height", "320", "-log")
			c.waitSaid(t, "a -log line after a tick")
			c.stop(t, sig)
			if r, err := oldtape.Load(path); err != nil || r.Final == 0 {
				t.Fatalf("the recording after %v: %v; want it saved", sig, err)
			}
		})
	}
}

// The window with the limits off under load is in the spiral of death:
// each frame owes more ticks than the last, and each tick costs 100 ms, so
// that a frame soon lasts many seconds. Ctrl+C inside such a frame is heard
// between its ticks: the window closes long before the frame would have
// ended, exit status 130, and the recording is saved. It once went on
// ticking for the rest of the frame, over 10 s.
func TestWindowStopInsideTheSpiral(t *testing.T) {
	path := filepath.Join(t.TempDir(), "spiral.tbr")
	// -log writes a line at most once a second, once a frame's ticks have
	// run. A frame of length L runs 60·L ticks, which take 6·L: the frame
	// after it lasts 6·L, and the one after that, which begins as the line
	// is written, 36·L. After a line of a frame of 500 ms or more, the
	// frame now running lasts 17 s or more (its ticks rounded down).
	long := regexp.MustCompile(`frame_ms=([5-9][0-9]{2}|[0-9]{4,})\.`)
	c := startPlay(t, long, "-record", path,
		"-max-frame", "0", "-max-updates", "0", "-load", "100ms", "-width", "320", "-height", "320", "-log")
	c.waitSaid(t, "a -log line of a frame of 500 ms or more")
	// Half a second into that frame its ticks are running: a stop sent at
	// once might reach the window between the two frames, where it was
	// always heard. The pause does not wait for anything; it only moves
	// the stop inside a frame known to last 17 s.
	time.Sleep(spiralPause)
	start := time.Now()
	c.stop(t, syscall.SIGINT)
	took := time.Since(start)
	if took > stoptest.WindowEndLimit {
		t.Errorf("the window ended %v after SIGINT, want within %v, long before the frame would have ended", took, stoptest.WindowEndLimit)
	}
	r, err := oldtape.Load(path)
	if err != nil || r.Final == 0 {
		t.Fatalf("the recording after SIGINT: %v; want it saved", err)
	}
	t.Logf("the window ended %v after SIGINT, %d ticks recorded", took, r.Final)
}
