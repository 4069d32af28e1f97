//go:build !headless

package shots

import (
	"errors"
	"fmt"
	"io"
	"os"
	"tickbox/sim/stop"
)

// Run runs the shots command: it plays scenario scripts in the window,
// writes their shots and the gallery's index.html, and compares each shot
// with its golden (or, with -update, rewrites the goldens). It returns the
// exit code: 0; 1 when a shot differs or a script or file cannot be used;
// 2 for a usage error; stop.ExitCode (130) after Ctrl+C, SIGTERM or
// SIGHUP.
func Run(args []string, stdout, stderr io.Writer) int {
	// A script's F12 saves, as the window's does, but into a folder of its
	// own that goes when the command ends: the shots a script means to keep
	// are its shot lines, which go into the gallery.
	f12, err := os.MkdirTemp("", "tickbox-f12-")
	if err != nil {
		fmt.Fprintf(stderr, "tickbox shots: %v\n", err)
		return 1
	}
	defer os.RemoveAll(f12)
	o, scenarios, code, ok := prepareShots(args, stdout, stderr, f12)
	if !ok {
		return code
	}
	pictures, err := playScenarios(scenarios, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "tickbox shots: %v\n", err)
		if errors.Is(err, errStopped) {
			return stop.ExitCode
		}
		return 1
	}
	return reportShots(o, scenarios, pictures, stdout, stderr)
}
