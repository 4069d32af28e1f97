package web_test

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"tickbox/game/web"
)

// syncBuffer is a bytes.Buffer the server's goroutine and the test share.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func TestServeUsageErrors(t *testing.T) {
	dir := t.TempDir()
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()
	file := filepath.Join(dir, "file")
	os.WriteFile(file, nil, 0o644)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-dir", filepath.Join(dir, "missing")}, `-dir "` + filepath.Join(dir, "missing") + `"`},
		{[]string{"-dir", file}, "not a folder"},
		{[]string{"-dir", dir, "-addr", "nonsense"}, `-addr "nonsense": must be host:port`},
		// The address is checked before the folder: it was said second, after
		// the missing build/web.
		{[]string{"-dir", filepath.Join(dir, "missing"), "-addr", "999.1.1.1:80"}, `-addr "999.1.1.1:80": "999.1.1.1" is not an IP address`},
		{[]string{"-dir", filepath.Join(dir, "missing"), "-addr", "127.0.0.1:99999"}, `-addr "127.0.0.1:99999": port "99999": must be 0 to 65535`},
		{[]string{"-dir", dir, "-addr", busy.Addr().String()}, "cannot listen"},
		{[]string{"-dir", dir, "extra"}, `unexpected argument "extra"`},
		{[]string{"-port", "1"}, "flag provided but not defined: -port"},
	} {
		var out, errs bytes.Buffer
		code := web.ServeContext(context.Background(), c.args, &out, &errs)
		if code != 2 || !strings.Contains(errs.String(), c.want) {
			t.Errorf("serve %q: exit %d, stderr %q; want exit 2 and %q", c.args, code, errs.String(), c.want)
		}
	}
}

// TestServeStopsCleanly serves a folder on a free port, fetches a page,
// then cancels as Ctrl+C does: the command returns 0 and the port closes.
func TestServeStopsCleanly(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "index.html"), []byte("hello"), 0o644)
	ctx, cancel := context.WithCancel(context.Background())
	var out, errs syncBuffer
	done := make(chan int)
	go func() { done <- web.ServeContext(ctx, []string{"-addr", "127.0.0.1:0", "-dir", dir}, &out, &errs) }()
	url := waitForURL(t, &out)
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if string(body) != "hello" {
		t.Errorf("GET %s: %q, want hello", url, body)
	}
	cancel()
	select {
	case code := <-done:
		if code != 0 || !strings.Contains(out.String(), "stopped") {
			t.Errorf("after Ctrl+C: exit %d, stdout %q, stderr %q; want 0 and stopped", code, out.String(), errs.String())
		}
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop within 10 s of Ctrl+C")
	}
	if _, err := http.Get(url); err == nil {
		t.Errorf("GET %s after stopping: still answered", url)
	}
}

var urlPattern = regexp.MustCompile(`http://[0-9.:]+/`)

func waitForURL(t testing.TB, out *syncBuffer) string {
	t.Helper()
	for range 500 {
		if u := urlPattern.FindString(out.String()); u != "" {
			return u
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("serve printed no URL: %q", out.String())
	return ""
}
