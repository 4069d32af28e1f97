//go:build unix

package stop

import (
	"os"
	"syscall"
)

// Signals are the signals that ask for a stop: Ctrl+C, SIGTERM (kill, a
// service manager) and SIGHUP (the terminal closed), which ended a
// recording run at once, the recording lost, with exit status 129.
var Signals = []os.Signal{os.Interrupt, syscall.SIGTERM, syscall.SIGHUP}
