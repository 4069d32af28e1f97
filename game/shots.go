//go:build !headless

package game

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"path/filepath"
)

// Shots runs the shots command: it plays scenario scripts in the window,
// writes their shots and the gallery's index.html, and compares each shot
// with its golden (or, with -update, rewrites the goldens). It returns the
// exit code: 0; 1 when a shot differs or a script or file cannot be used;
// 2 for a usage error.
func Shots(args []string, stdout, stderr io.Writer) int {
	o, err := ParseShotsFlags(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintf(stderr, "tickbox shots: %v\n", err)
		return 2
	}
	scenarios, err := loadScenarios(o.Scripts, filepath.Join(o.Out, "shots"))
	if err != nil {
		fmt.Fprintf(stderr, "tickbox shots: %v\n", err)
		return 1
	}
	pictures, err := playScenarios(scenarios, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "tickbox shots: %v\n", err)
		return 1
	}
	return reportShots(o, scenarios, pictures, stdout, stderr)
}
