//go:build unix

package web_test

import (
	"strings"
	"syscall"
	"testing"
	"time"

	"tickbox/game/web"
)

// Ctrl+C, SIGTERM or SIGHUP stops serve cleanly with exit status 130, as
// every command ends after a stop (it returned 0, and SIGHUP killed it).
func TestServeStopExits130(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP} {
		var out, errs syncBuffer
		done := make(chan int)
		go func() { done <- web.Serve([]string{"-addr", "127.0.0.1:0", "-dir", t.TempDir()}, &out, &errs) }()
		waitForURL(t, &out)
		if err := syscall.Kill(syscall.Getpid(), sig); err != nil {
			t.Fatal(err)
		}
		select {
		case code := <-done:
			if code != 130 || !strings.Contains(out.String(), "stopped") {
				t.Errorf("after %v: exit %d, stdout %q, stderr %q; want 130 and stopped", sig, code, out.String(), errs.String())
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("serve did not stop within 10 s of %v", sig)
		}
	}
}
