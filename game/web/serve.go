package web

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strings"
	"time"

	"tickbox/sim/stop"
)

// defaultAddr is where serve listens unless told otherwise: this machine
// only, since the build is for its own browser.
const defaultAddr = "127.0.0.1:8080"

// defaultDir is the folder make web builds the page into.
const defaultDir = "build/web"

// Serve is the serve command: it serves the WebAssembly build in a folder
// until Ctrl+C (or SIGTERM, SIGHUP), then stops cleanly and returns
// stop.ExitCode (130), as every command does after a stop; 2 for a bad
// flag, a bad address, a port in use or a missing folder.
func Serve(args []string, stdout, stderr io.Writer) int {
	signals, release := stop.OnSignals()
	defer release()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	signals.Then(cancel)
	code := serveContext(ctx, args, stdout, stderr)
	if code == 0 && signals.Asked() {
		return stop.ExitCode
	}
	return code
}

// serveContext is Serve, stopping when ctx is done instead of on a signal,
// and returning 0 then.
func serveContext(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", defaultAddr, "`address` to listen on, host:port (port 0 picks a free one)")
	dir := fs.String("dir", defaultDir, "`folder` to serve: the page make web builds")
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: tickbox serve [-addr ADDR] [-dir DIR]\n\n"+
			"Serves the browser build (make web) with the headers it needs; Ctrl+C stops.\n\nFlags:\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "tickbox serve: unexpected argument %q: serve takes flags only\n", fs.Arg(0))
		return 2
	}
	srv, ln, err := listen(*addr, *dir, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "tickbox serve: %v\n", err)
		return 2
	}
	fmt.Fprintf(stdout, "tickbox serve: serving %s at http://%s/ (Ctrl+C stops)\n", *dir, ln.Addr())
	if err := run(ctx, srv, ln); err != nil {
		fmt.Fprintf(stderr, "tickbox serve: %v\n", err)
		return 1
	}
	fmt.Fprintln(stdout, "tickbox serve: stopped")
	return 0
}

// Timeouts of a connection: how long it may stay idle between requests,
// and how long a response may go without the client reading any of it (a
// client that never reads once held its connection for ever).
var (
	idleTimeout  = 30 * time.Second
	stallTimeout = 30 * time.Second
)

// listen checks the folder and opens the listener, so that every usage
// error shows before anything is served. Listening on every interface is
// said on say.
func listen(addr, dir string, say io.Writer) (*http.Server, net.Listener, error) {
	if err := checkAddr(addr); err != nil {
		return nil, nil, err
	}
	info, err := os.Stat(dir)
	if err != nil {
		return nil, nil, fmt.Errorf("-dir %q: %w (run make web to build it)", dir, err)
	}
	if !info.IsDir() {
		return nil, nil, fmt.Errorf("-dir %q: not a folder", dir)
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, nil, fmt.Errorf("-dir %q: %w", dir, err)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		root.Close()
		return nil, nil, fmt.Errorf("-addr %q: cannot listen (port in use, or not an address of this machine): %w", addr, err)
	}
	if a, ok := ln.Addr().(*net.TCPAddr); ok && a.IP.IsUnspecified() {
		fmt.Fprintf(say, "tickbox serve: -addr %q listens on every interface: anyone who can reach this machine "+
			"can load the page; -addr 127.0.0.1:%d keeps it to this machine\n", addr, a.Port)
	}
	srv := &http.Server{Handler: files{root: root, stall: stallTimeout},
		ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 30 * time.Second, IdleTimeout: idleTimeout}
	srv.RegisterOnShutdown(func() { root.Close() })
	return srv, ln, nil
}

// checkAddr checks -addr as far as it can without listening: host:port,
// a port of 0 to 65535 (or a service's name), and a host that is a name,
// an IP address or nothing, not numbers that make no address
// (999.1.1.1). A bad address is said before a missing folder: the flag
// given wrong first.
func checkAddr(addr string) error {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("-addr %q: must be host:port, e.g. %s: %w", addr, defaultAddr, err)
	}
	if _, err := net.LookupPort("tcp", port); err != nil {
		return fmt.Errorf("-addr %q: port %q: must be 0 to 65535", addr, port)
	}
	if host != "" && net.ParseIP(host) == nil && strings.Trim(host, "0123456789.") == "" {
		return fmt.Errorf("-addr %q: %q is not an IP address: want four numbers of 0 to 255 (127.0.0.1), or a name", addr, host)
	}
	return nil
}

// run serves on ln until ctx is done, then shuts down, giving requests in
// flight a few seconds to finish.
func run(ctx context.Context, srv *http.Server, ln net.Listener) error {
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(shut); err != nil {
		return err
	}
	if err := <-errc; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
