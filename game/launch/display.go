//go:build !headless

package launch

import (
	"fmt"
	"net"
	"strconv"
	"strings"
	"time"
)

// noDisplay returns why the window build could not open a window here, in
// a few words, or "" when it may: on the systems where Ebitengine draws
// through X11 (GLFW's), that DISPLAY is unset, or names an X server that
// does not answer (a session that ended, an SSH forwarding gone), where
// the window build would panic in Ebitengine's init with a Go stack. goos
// is runtime.GOOS, getenv os.Getenv, reach connects to an address (see
// reachable).
//
// A display is refused only when every socket an X client would use for
// it fails to connect; a DISPLAY this cannot read (a path, a protocol
// prefix, an IPv6 host) is left to the window build, so that no working
// display is refused.
func noDisplay(goos string, getenv func(string) string, reach func(network, address string) error) string {
	switch goos {
	case "linux", "freebsd", "netbsd", "openbsd":
	default:
		return ""
	}
	display := getenv("DISPLAY")
	if display == "" {
		return "needs a display, and DISPLAY is not set (over SSH: ssh -X; with none: xvfb-run tickbox ...); the lab's commands need none (tickbox -h)"
	}
	sockets, ok := xSockets(display, goos)
	if !ok {
		return ""
	}
	var tried []string
	for _, s := range sockets {
		if reach(s.network, s.address) == nil {
			return ""
		}
		tried = append(tried, s.address)
	}
	return fmt.Sprintf("needs a display, and DISPLAY=%q does not answer: no X server at %s (a session that ended? "+
		"over SSH: ssh -X again; with none: xvfb-run tickbox ...); the lab's commands need none (tickbox -h)",
		display, strings.Join(tried, " or "))
}

// socket is an address an X client connects to.
type socket struct{ network, address string }

// xSockets returns the sockets an X client connects to for display, the
// value of DISPLAY, [host]:N[.screen], as Xlib reads it: for no host (or
// "unix"), the Unix socket /tmp/.X11-unix/XN, and on Linux its twin in the
// abstract namespace, which an X server also listens on; for a host, TCP
// port 6000+N on it (an SSH forwarding's localhost:10). ok is false for a
// DISPLAY of another form, which is not probed.
func xSockets(display, goos string) (sockets []socket, ok bool) {
	colon := strings.LastIndexByte(display, ':')
	if colon < 0 || strings.ContainsAny(display, "/[") {
		return nil, false
	}
	host, number := display[:colon], display[colon+1:]
	if dot := strings.IndexByte(number, '.'); dot >= 0 {
		number = number[:dot]
	}
	n, err := strconv.Atoi(number)
	if err != nil || n < 0 || n > 59535 || strings.ContainsRune(host, ':') {
		return nil, false
	}
	if host == "" || host == "unix" {
		path := "/tmp/.X11-unix/X" + strconv.Itoa(n)
		sockets = append(sockets, socket{"unix", path})
		if goos == "linux" {
			sockets = append(sockets, socket{"unix", "@" + path})
		}
		return sockets, true
	}
	return []socket{{"tcp", net.JoinHostPort(host, strconv.Itoa(6000+n))}}, true
}

// reachTimeout bounds each connection reachable tries: an X server
// answers at once, and a forwarding over a slow link within it.
const reachTimeout = 2 * time.Second

// reachable connects to address and hangs up, reporting whether anything
// listens there.
func reachable(network, address string) error {
	c, err := net.DialTimeout(network, address, reachTimeout)
	if err != nil {
		return err
	}
	return c.Close()
}
