package autosave_test

import (
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"tickbox/sim/autosave"
	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
	"tickbox/sim/tape"
)

// crashEnv asks the test binary to record and die (crash), not to test:
// SECONDS:PATH.
const crashEnv = "AUTOSAVE_TEST_CRASH"

// killed records into path for secs seconds at 60 fps, jumping now and
// then as playFor does, in a process of its own (this test binary), which
// then kills itself with SIGKILL: no save, no Close, its autosave's spare
// room not cut. It returns the ticks the process ran.
func killed(t *testing.T, path string, secs int) int64 {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%d:%s", crashEnv, secs, path))
	out, err := cmd.Output()
	if ee, ok := err.(*exec.ExitError); !ok || ee.Sys().(syscall.WaitStatus).Signal() != syscall.SIGKILL {
		t.Fatalf("the recording process ended with %v, %q: want it killed", err, out)
	}
	ticks, err := strconv.ParseInt(strings.TrimSpace(string(out)), 10, 64)
	if err != nil {
		t.Fatalf("the recording process said %q: want the ticks it ran", out)
	}
	return ticks
}

// crash is the process killed runs: it says how many ticks ran, and dies.
func crash(arg string) {
	secs, path, _ := strings.Cut(arg, ":")
	n, err := strconv.Atoi(secs)
	if err != nil {
		panic(err)
	}
	clock := &fixed.VirtualClock{}
	g := &fixedtest.Replayable{}
	l, err := fixed.New[fixedtest.Press](g, fixedtest.Quiet(fixed.Options{Name: "runner", Clock: clock}))
	if err != nil {
		panic(err)
	}
	tp, err := tape.Attach(l, g, tape.Options{Name: "runner", Record: path})
	if err != nil {
		panic(err)
	}
	autosave.Attach(tp)
	for i := range n * 60 {
		l.Feed(fixedtest.Press{Jump: i%40 == 3, Run: i%3 == 0})
		clock.Advance(16_666_667 * time.Nanosecond)
		if _, err := l.Frame(); err != nil {
			panic(err)
		}
	}
	fmt.Println(l.Tick())
	syscall.Kill(os.Getpid(), syscall.SIGKILL)
	select {} // until the signal lands
}
