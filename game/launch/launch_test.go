//go:build !headless

package launch

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"
)

// roleEnv makes the test binary play a part instead of running the tests:
// "tickbox" launches the window build (this binary again, as "window"),
// which prints its arguments and exits 7, so the test sees what was passed
// on and that the exit code comes through.
const roleEnv = "TICKBOX_LAUNCH_ROLE"

func TestMain(m *testing.M) {
	switch os.Getenv(roleEnv) {
	case "tickbox":
		os.Setenv(roleEnv, "window")
		self := func() (string, error) { return os.Executable() }
		env := func(string) string { return ":1" }
		os.Exit(launch("play", []string{"-tps", "30"}, env, self, os.Stderr))
	case "window":
		os.Stdout.WriteString(strings.Join(os.Args[1:], " "))
		os.Exit(7)
	}
	os.Exit(m.Run())
}

// The window build gets the command's name and its arguments, and its exit
// code is the command's.
func TestLaunchPassesArgsAndExitCode(t *testing.T) {
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), roleEnv+"=tickbox")
	out, err := cmd.Output()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 7 {
		t.Fatalf("exit %v, stdout %q: want the window build's exit code 7", err, out)
	}
	if got, want := string(out), "play -tps 30"; got != want {
		t.Errorf("the window build got %q, want %q", got, want)
	}
}

// Without a display, play says so in one line and exits 2, before it
// looks for the window build.
func TestNoDisplay(t *testing.T) {
	unset := func(string) string { return "" }
	if why := noDisplay("darwin", unset); why != "" {
		t.Errorf("macOS has no DISPLAY and needs none, got %q", why)
	}
	if why := noDisplay("freebsd", func(string) string { return ":0" }); why != "" {
		t.Errorf("DISPLAY=:0 on FreeBSD: got %q", why)
	}
	if runtime.GOOS != "linux" {
		return // what follows runs launch, which asks this system
	}
	var errOut bytes.Buffer
	looked := false
	find := func() (string, error) { looked = true; return "", errors.New("not here") }
	code := launch("play", nil, func(string) string { return "" }, find, &errOut)
	msg := errOut.String()
	if code != 2 || looked || strings.Count(msg, "\n") != 1 || !strings.Contains(msg, "DISPLAY is not set") {
		t.Fatalf("exit %d, looked for the window build %v, stderr %q: want exit 2 and one line naming DISPLAY", code, looked, msg)
	}
}

// A missing window build is named, with how to build it.
func TestNoWindowBuild(t *testing.T) {
	var errOut bytes.Buffer
	find := func() (string, error) { return "", errors.New(`no window build at "/x/tickbox-window": make build`) }
	code := launch("shots", nil, func(string) string { return ":0" }, find, &errOut)
	if code != 1 || !strings.Contains(errOut.String(), `tickbox shots: no window build at "/x/tickbox-window"`) {
		t.Fatalf("exit %d, stderr %q", code, errOut.String())
	}
	if _, err := window(); err == nil || !strings.Contains(err.Error(), "make build, or go install . ./game/tickbox-window") {
		t.Errorf("window() beside the test binary: %v, want how to build it", err)
	}
}
