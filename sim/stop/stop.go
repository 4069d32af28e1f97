// Package stop turns the signals that ask a process to stop (Ctrl+C's
// SIGINT, SIGTERM, and SIGHUP when its terminal goes away) into one
// request, which the window, the scripts and the lab's commands check
// between frames, and which a loop can check between ticks (Request.Asked
// is one atomic load), and into one exit status for all of them, ExitCode.
//
// Every command that records saves what it records before it exits on a
// stop; a second signal, once the first is heard, ends the process at once
// (files are written whole and renamed into place, so none is left half
// written).
package stop

import (
	"os"
	"os/signal"
	"slices"
	"sync"
	"sync/atomic"
)

// ExitCode is the exit status of every command after a stop, whichever
// signal asked for it: 130, what a shell reports after Ctrl+C (128 + 2).
const ExitCode = 130

// Request is a stop asked for from outside: by a signal (OnSignals) or by
// a caller (Ask). The first ask counts; it is safe to ask and to check from
// any goroutine.
type Request struct {
	asked atomic.Bool
	once  sync.Once
	done  chan struct{}
	sig   os.Signal // set before asked, read after
	mu    sync.Mutex
	then  []func()
}

// New returns a Request that nothing has asked for yet.
func New() *Request { return &Request{done: make(chan struct{})} }

// Ask asks for the stop, naming the signal that asked (nil: none). Only
// the first ask counts; it runs the functions given to Then, on the
// asking goroutine.
func (r *Request) Ask(sig os.Signal) {
	r.once.Do(func() {
		r.sig = sig
		r.asked.Store(true)
		close(r.done)
		r.mu.Lock()
		then := r.then
		r.mu.Unlock()
		for _, f := range then {
			f()
		}
	})
}

// Asked reports whether the stop has been asked for: cheap enough to
// call between ticks. A nil Request is never asked.
func (r *Request) Asked() bool { return r != nil && r.asked.Load() }

// Signal returns the signal that asked for the stop, or nil.
func (r *Request) Signal() os.Signal {
	if !r.Asked() {
		return nil
	}
	return r.sig
}

// Then has f run when the stop is asked for, or at once if it has been:
// to pass the stop on to something that has its own way of being
// interrupted (a loop's interrupt, a server's shutdown).
func (r *Request) Then(f func()) {
	r.mu.Lock()
	if !r.asked.Load() {
		r.then = append(r.then, f)
		r.mu.Unlock()
		return
	}
	r.mu.Unlock()
	<-r.done
	f()
}

// OnSignals returns a Request that the first of the stop signals
// (Ctrl+C, SIGTERM, and SIGHUP where there is one) or of more asks for,
// and the function that stops listening, which the caller defers. After the first signal it stops listening itself, so that a
// second one has its usual effect and ends the process; but one of
// ClosedOutput is ignored from then on, so that later writes to the
// closed output fail instead of ending the process before it has saved.
func OnSignals(more ...os.Signal) (r *Request, release func()) {
	r = New()
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, append(more, signals...)...)
	quit := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		select {
		case sig := <-sigs:
			if slices.Contains(ClosedOutput, sig) {
				signal.Ignore(sig)
			}
			signal.Stop(sigs)
			r.Ask(sig)
		case <-quit:
		}
	})
	return r, sync.OnceFunc(func() {
		signal.Stop(sigs)
		close(quit)
		wg.Wait()
	})
}

// ExitOnSignals makes the first of the stop signals (as OnSignals) or
// of more end the process with ExitCode, for a command with nothing to save or report when it is
// stopped (a table that is not printed yet), so that a stop exits as every
// other command's does. It returns the function that stops listening.
func ExitOnSignals(more ...os.Signal) (release func()) {
	r, release := OnSignals(more...)
	r.Then(func() { os.Exit(ExitCode) })
	return release
}

// CatchClosedOutput makes a write to a closed output (SIGPIPE: the reader
// of stdout or stderr went away, as after | head -1 or | true) fail with
// an error IsClosedOutput knows, for the rest of the process's life,
// instead of ending the process with exit status 141 before it has saved
// or said anything. OnSignals(ClosedOutput...) still hears it as a stop:
// Go ends the process on SIGPIPE only while nothing listens for it, and
// the channel this leaves listening is never read (a signal to a full
// channel is dropped).
func CatchClosedOutput() {
	if len(ClosedOutput) > 0 { // Notify with no signals would take them all
		signal.Notify(make(chan os.Signal, 1), ClosedOutput...)
	}
}
