//go:build unix

package web

import (
	"bufio"
	"bytes"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A named pipe in the folder is not a file to serve: 404 at once. Each
// request for one waited for a writer for good (150 of them pinned 156
// threads).
func TestFilesRefusesAPipe(t *testing.T) {
	h, dir := site(t)
	if err := syscall.Mkfifo(filepath.Join(dir, "pipe.wasm"), 0o644); err != nil {
		t.Fatal(err)
	}
	done := make(chan int, 1)
	go func() { done <- get(h, "/pipe.wasm", "").Code }()
	select {
	case code := <-done:
		if code != http.StatusNotFound {
			t.Errorf("GET a pipe: %d, want 404", code)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("GET a pipe waited 5 s")
	}
}

// Dot-files are not served: 404, as if they were not there.
func TestFilesServesNoDotFile(t *testing.T) {
	h, dir := site(t)
	write(t, filepath.Join(dir, ".git", "config"), "secret")
	write(t, filepath.Join(dir, ".env"), "secret")
	for _, p := range []string{"/.env", "/.git/config", "/shots/.hidden"} {
		if w := get(h, p, ""); w.Code != http.StatusNotFound || strings.Contains(w.Body.String(), "secret") {
			t.Errorf("GET %s: %d %q, want 404", p, w.Code, w.Body.String())
		}
	}
}

// serveFor runs serve on addr with the folder dir until the test ends and
// returns its address and what it printed first.
func serveFor(t *testing.T, addr string, dir string, tune func(*http.Server)) (string, string) {
	t.Helper()
	var out bytes.Buffer
	srv, ln, err := listen(addr, dir, &out)
	if err != nil {
		t.Fatal(err)
	}
	if tune != nil {
		tune(srv)
	}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return ln.Addr().String(), out.String()
}

// Listening on every interface is said on start; this machine alone is not.
func TestServeSaysEveryInterface(t *testing.T) {
	_, said := serveFor(t, ":0", t.TempDir(), nil)
	if !strings.Contains(said, "every interface") || !strings.Contains(said, "127.0.0.1") {
		t.Errorf("-addr :0 said %q: want it to say it listens on every interface, and how to keep to this machine", said)
	}
	if _, said := serveFor(t, "127.0.0.1:0", t.TempDir(), nil); said != "" {
		t.Errorf("-addr 127.0.0.1:0 said %q: want nothing", said)
	}
}

// An idle keep-alive connection is closed after the idle time, and a client
// that stops reading a response is cut off once it has not read for the
// stall time: both were held for ever.
func TestServeTimesOutIdleAndStalledClients(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "index.html"), "hello")
	write(t, filepath.Join(dir, "big.wasm"), strings.Repeat("x", 64<<20))
	shorten(t, 300*time.Millisecond)
	addr, _ := serveFor(t, "127.0.0.1:0", dir, nil)

	idle := dial(t, addr)
	io.WriteString(idle, "GET /index.html HTTP/1.1\r\nHost: x\r\n\r\n")
	resp, err := http.ReadResponse(bufio.NewReader(idle), nil)
	if err != nil {
		t.Fatal(err)
	}
	io.ReadAll(resp.Body)
	if !closedWithin(idle, 5*time.Second) {
		t.Error("an idle keep-alive connection was still open after 5 s")
	}

	stalled := dial(t, addr)
	io.WriteString(stalled, "GET /big.wasm HTTP/1.1\r\nHost: x\r\n\r\n")
	time.Sleep(2 * time.Second) // reads nothing: the server's writes fill the buffers and stop
	if !closedWithin(stalled, 5*time.Second) {
		t.Error("a client that read nothing of a 64 MiB response was still connected after 7 s")
	}
}

func dial(t *testing.T, addr string) net.Conn {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// closedWithin reports whether the server closes c within d: reads reach
// the end of what it sent.
func closedWithin(c net.Conn, d time.Duration) bool {
	c.SetReadDeadline(time.Now().Add(d))
	_, err := io.Copy(io.Discard, c)
	return err == nil // EOF: closed; a timeout: still open
}

// shorten sets how long a connection may stay idle, and a response go
// without the client reading, to d for this test.
func shorten(t *testing.T, d time.Duration) {
	idle, stall := idleTimeout, stallTimeout
	idleTimeout, stallTimeout = d, d
	t.Cleanup(func() { idleTimeout, stallTimeout = idle, stall })
}
