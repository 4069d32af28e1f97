//go:build !headless

package launch

import (
	"bytes"
	"errors"
	"fmt"
	"net"
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
		os.Exit(launch("play", []string{"-tps", "30"}, system{env, answers, self}, os.Stderr))
	case "window":
		os.Stdout.WriteString(strings.Join(os.Args[1:], " "))
		os.Stderr.WriteString(x11Noise + windowSays)
		os.Exit(7)
	}
	os.Exit(m.Run())
}

// What the window build says on standard error in TestMain: xgb's noise
// where there is no ~/.Xauthority, around what it means to say.
const (
	x11Noise = "XGB: conn.go:47: Could not get authority info: open /root/.Xauthority: no such file or directory\n" +
		"XGB: conn.go:48: Trying connection without authority info...\n"
	windowSays = "XGB: xgb.go:455: A read error is unrecoverable: EOF\ntickbox: saved \"a.tbr\"\n"
)

// The window build gets the command's name and its arguments, and its exit
// code is the command's; on Linux, all it says on standard error but xgb's
// noise about an absent authority file reaches the command's.
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
	want := windowSays
	if runtime.GOOS != "linux" {
		want = x11Noise + windowSays
	}
	if got := string(exit.Stderr); got != want {
		t.Errorf("the window build's standard error reached the command's as %q, want %q", got, want)
	}
}

// The filter drops xgb's two lines about an absent authority file, and
// passes every other line on as it is, a real error of xgb's too, and a
// last line with no end.
func TestDropX11Noise(t *testing.T) {
	in := "before\n" + x11Noise + windowSays + x11Noise + "XGB: conn.go:48: Trying connection without authority info...\nlast"
	want := "before\n" + windowSays + "XGB: conn.go:48: Trying connection without authority info...\nlast"
	var out bytes.Buffer
	if err := dropX11Noise(strings.NewReader(in), &out); err != nil || out.String() != want {
		t.Errorf("filtered %q, %v; want %q", out.String(), err, want)
	}
}

// Without a display, play says so in one line and exits 2, before it
// looks for the window build.
func TestNoDisplay(t *testing.T) {
	unset := func(string) string { return "" }
	if why := noDisplay("darwin", unset, silent); why != "" {
		t.Errorf("macOS has no DISPLAY and needs none, got %q", why)
	}
	if why := noDisplay("freebsd", func(string) string { return ":0" }, answers); why != "" {
		t.Errorf("DISPLAY=:0 on FreeBSD, answering: got %q", why)
	}
	if runtime.GOOS != "linux" {
		return // what follows runs launch, which asks this system
	}
	var errOut bytes.Buffer
	looked := false
	find := func() (string, error) { looked = true; return "", errors.New("not here") }
	code := launch("play", nil, system{func(string) string { return "" }, answers, find}, &errOut)
	msg := errOut.String()
	if code != 2 || looked || strings.Count(msg, "\n") != 1 || !strings.Contains(msg, "DISPLAY is not set") {
		t.Fatalf("exit %d, looked for the window build %v, stderr %q: want exit 2 and one line naming DISPLAY", code, looked, msg)
	}
}

// A missing window build is named, with how to build it.
func TestNoWindowBuild(t *testing.T) {
	var errOut bytes.Buffer
	find := func() (string, error) { return "", errors.New(`no window build at "/x/tickbox-window": make build`) }
	code := launch("shots", nil, system{func(string) string { return ":0" }, answers, find}, &errOut)
	if code != 1 || !strings.Contains(errOut.String(), `tickbox shots: no window build at "/x/tickbox-window"`) {
		t.Fatalf("exit %d, stderr %q", code, errOut.String())
	}
	if _, err := window(); err == nil || !strings.Contains(err.Error(), "make build, or go install . ./game/tickbox-window") {
		t.Errorf("window() beside the test binary: %v, want how to build it", err)
	}
}

// answers and silent are a display's sockets as connections find them:
// something listens, or nothing does.
func answers(string, string) error { return nil }
func silent(string, string) error  { return errors.New("connection refused") }

// The sockets an X client connects to, read from DISPLAY as Xlib reads
// it; forms it cannot read are not probed (ok false), so that they are
// never refused.
func TestXSockets(t *testing.T) {
	for _, c := range []struct {
		display, goos string
		want          []socket
		ok            bool
	}{
		{":0", "linux", []socket{{"unix", "/tmp/.X11-unix/X0"}, {"unix", "@/tmp/.X11-unix/X0"}}, true},
		{"unix:3.1", "freebsd", []socket{{"unix", "/tmp/.X11-unix/X3"}}, true},
		{"localhost:10.0", "linux", []socket{{"tcp", "localhost:6010"}}, true},
		{"10.1.2.3:1", "linux", []socket{{"tcp", "10.1.2.3:6001"}}, true},
		{"/private/tmp/com.apple.launchd.x/org.xquartz:0", "linux", nil, false},
		{"host/unix:0", "linux", nil, false},
		{"[::1]:0", "linux", nil, false},
		{"::1:0", "linux", nil, false},
		{":x", "linux", nil, false},
		{"nothing", "linux", nil, false},
	} {
		got, ok := xSockets(c.display, c.goos)
		if ok != c.ok || fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("xSockets(%q, %s) = %v, %v; want %v, %v", c.display, c.goos, got, ok, c.want, c.ok)
		}
	}
}

// A DISPLAY that is set but answers nobody (a session that ended) is no
// display: play says so in one line, naming DISPLAY and where it looked,
// and exits 2 before it looks for the window build; the window build
// panicked in Ebitengine's init with a Go stack. A display that answers on
// any of its sockets, the abstract one alone too, is not refused.
func TestStaleDisplay(t *testing.T) {
	env := func(v string) func(string) string { return func(string) string { return v } }
	why := noDisplay("linux", env(":7"), silent)
	if !strings.Contains(why, `DISPLAY=":7" does not answer: no X server at /tmp/.X11-unix/X7 or @/tmp/.X11-unix/X7`) {
		t.Errorf("a silent :7: %q; want it named, and where it looked", why)
	}
	abstract := func(_, address string) error {
		if strings.HasPrefix(address, "@") {
			return nil
		}
		return errors.New("no such file")
	}
	if why := noDisplay("linux", env(":7"), abstract); why != "" {
		t.Errorf(":7 answering on its abstract socket alone: %q; want it taken", why)
	}
	if why := noDisplay("linux", env("/odd/socket:0"), silent); why != "" {
		t.Errorf("a DISPLAY of another form: %q; want it left to the window build", why)
	}
	// Real connections: a TCP display that answers, one that does not.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	port := ln.Addr().(*net.TCPAddr).Port
	if port <= 6000 {
		t.Fatalf("port %d is below X's 6000: no display number reaches it", port)
	}
	live := fmt.Sprintf("127.0.0.1:%d", port-6000)
	if why := noDisplay("linux", env(live), reachable); why != "" {
		t.Errorf("DISPLAY=%s, listening: %q; want it taken", live, why)
	}
	ln.Close()
	var errOut bytes.Buffer
	looked := false
	find := func() (string, error) { looked = true; return "", errors.New("not here") }
	code := launch("play", nil, system{env(live), reachable, find}, &errOut)
	msg := errOut.String()
	if runtime.GOOS == "linux" && (code != 2 || looked || strings.Count(msg, "\n") != 1 || !strings.Contains(msg, "does not answer")) {
		t.Errorf("DISPLAY=%s, closed: exit %d, looked for the window build %v, stderr %q; want exit 2 and one line", live, code, looked, msg)
	}
}

// Help needs no display: play -h and shots -h print their flags and exit
// 0 where the commands themselves would say there is no display.
func TestHelpNeedsNoDisplay(t *testing.T) {
	t.Setenv("DISPLAY", "")
	for name, flag := range map[string]string{"play": "-tps", "shots": "-golden"} {
		var stdout, stderr strings.Builder
		if code := Command(name)([]string{"-h"}, &stdout, &stderr); code != 0 || !strings.Contains(stdout.String(), flag) || stderr.Len() != 0 {
			t.Errorf("%s -h with no display: exit %d, stdout %q, stderr %q; want 0 and its flags (%s)", name, code, stdout.String(), stderr.String(), flag)
		}
	}
}
