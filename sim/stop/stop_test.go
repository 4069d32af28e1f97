package stop_test

import (
	"os"
	"sync/atomic"
	"testing"

	"tickbox/sim/stop"
)

// The first ask counts: it closes Done, names its signal and runs what
// Then registered, once; a Then after it runs at once.
func TestRequest(t *testing.T) {
	r := stop.New()
	var ran atomic.Int32
	r.Then(func() { ran.Add(1) })
	if r.Asked() || r.Signal() != nil {
		t.Fatal("a new Request is asked for")
	}
	r.Ask(os.Interrupt)
	r.Ask(os.Kill)
	select {
	case <-r.Done():
	default:
		t.Fatal("Done is open after Ask")
	}
	if !r.Asked() || r.Signal() != os.Interrupt || ran.Load() != 1 {
		t.Fatalf("after two asks: asked %v, signal %v, Then ran %d times; want true, interrupt, once",
			r.Asked(), r.Signal(), ran.Load())
	}
	r.Then(func() { ran.Add(1) })
	if ran.Load() != 2 {
		t.Fatal("a Then after the ask did not run")
	}
	var none *stop.Request
	if none.Asked() {
		t.Fatal("a nil Request is asked for")
	}
}
