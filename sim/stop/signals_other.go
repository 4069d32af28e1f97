//go:build !unix

package stop

import (
	"os"
	"syscall"
)

// Signals are the signals that ask for a stop where there is no SIGHUP.
var Signals = []os.Signal{os.Interrupt, syscall.SIGTERM}

// ClosedOutput is empty where no signal tells of a closed pipe.
var ClosedOutput []os.Signal
