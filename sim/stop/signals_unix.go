//go:build unix

package stop

import (
	"errors"
	"os"
	"syscall"
)

// signals are the signals that ask for a stop: Ctrl+C, SIGTERM (kill, a
// service manager) and SIGHUP (the terminal closed), which ended a
// recording run at once, the recording lost, with exit status 129.
var signals = []os.Signal{os.Interrupt, syscall.SIGTERM, syscall.SIGHUP}

// ClosedOutput is the signal a write to a closed pipe raises (SIGPIPE:
// tickbox run ... | head -1). Go ends the process on it when the pipe is
// stdout or stderr; a command that records passes it to OnSignals, for
// which a closed output is a stop like Ctrl+C and what it recorded is
// saved. A server does not: a client that goes raises it too.
var ClosedOutput = []os.Signal{syscall.SIGPIPE}

// IsClosedOutput reports whether err is a write's to a closed output
// (EPIPE), which CatchClosedOutput makes a write return.
func IsClosedOutput(err error) bool { return errors.Is(err, syscall.EPIPE) }
