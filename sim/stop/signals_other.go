//go:build !unix

package stop

import (
	"errors"
	"os"
	"syscall"
)

// signals are the signals that ask for a stop where there is no SIGHUP.
var signals = []os.Signal{os.Interrupt, syscall.SIGTERM}

// ClosedOutput is empty where no signal tells of a closed pipe.
var ClosedOutput []os.Signal

// IsClosedOutput reports whether err is a write's to a closed output
// (EPIPE, where the system has it).
func IsClosedOutput(err error) bool { return errors.Is(err, syscall.EPIPE) }
