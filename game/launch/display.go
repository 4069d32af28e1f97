//go:build !headless

package launch

// noDisplay returns why the window build could not open a window here, in
// a few words, or "" when it may: on the systems where Ebitengine draws
// through X11 (GLFW's), that DISPLAY is unset. goos is runtime.GOOS and
// getenv os.Getenv.
//
// A DISPLAY that is set but answers nobody is left to the window build
// to report: a probe of the X socket would refuse displays that work (a
// sandbox may put the socket elsewhere), and a refused window is worse
// than a panic's message.
func noDisplay(goos string, getenv func(string) string) string {
	switch goos {
	case "linux", "freebsd", "netbsd", "openbsd":
	default:
		return ""
	}
	if getenv("DISPLAY") != "" {
		return ""
	}
	return "needs a display, and DISPLAY is not set (over SSH: ssh -X; with none: xvfb-run tickbox ...); the lab's commands need none (tickbox -h)"
}
