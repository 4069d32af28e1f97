//go:build headless

package game

import (
	"fmt"
	"io"
)

// Play, in a build made with -tags headless, only explains that this
// binary has no window: Ebitengine is not linked into it at all.
func Play(args []string, stdout, stderr io.Writer) int {
	fmt.Fprintln(stderr, "tickbox: this build has no window (it was built with -tags headless).\n"+
		"Build without -tags headless to play; run `tickbox -h` for the headless commands.")
	return 1
}
