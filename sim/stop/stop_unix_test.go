//go:build unix

package stop_test

import (
	"syscall"
	"testing"
	"time"

	"tickbox/sim/stop"
)

// Each of SIGINT, SIGTERM and SIGHUP asks for the stop, named.
func TestOnSignals(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP} {
		r, release := stop.OnSignals()
		if err := syscall.Kill(syscall.Getpid(), sig); err != nil {
			t.Fatal(err)
		}
		select {
		case <-r.Done():
		case <-time.After(5 * time.Second):
			t.Fatalf("%v: no stop after 5 s", sig)
		}
		if r.Signal() != sig {
			t.Errorf("%v: the stop names %v", sig, r.Signal())
		}
		release()
	}
}
