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

// A closed output (SIGPIPE) asks for the stop when a command passes
// ClosedOutput, which a recording run does: it died of it, its recording
// lost.
func TestClosedOutputAsksForTheStop(t *testing.T) {
	r, release := stop.OnSignals(stop.ClosedOutput...)
	defer release()
	if err := syscall.Kill(syscall.Getpid(), syscall.SIGPIPE); err != nil {
		t.Fatal(err)
	}
	select {
	case <-r.Done():
	case <-time.After(5 * time.Second):
		t.Fatal("SIGPIPE: no stop after 5 s")
	}
	if r.Signal() != syscall.SIGPIPE {
		t.Errorf("the stop names %v, want SIGPIPE", r.Signal())
	}
}
