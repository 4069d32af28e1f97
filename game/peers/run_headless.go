//go:build headless

package peers

import (
	"fmt"
	"io"
)

// Run, in a build made with -tags headless, only explains that this
// binary has no window; tickbox net plays the peers headless.
func Run(args []string, stdout, stderr io.Writer) int {
	fmt.Fprintln(stderr, "tickbox peers: this build has no window (it was built with -tags headless).\n"+
		"Build without -tags headless to watch the peers; tickbox net plays them headless.")
	return 1
}

// RunNet, in a build made with -tags headless, only explains that this
// binary has no window; tickbox net plays a player headless.
func RunNet(args []string, stdout, stderr io.Writer) int {
	fmt.Fprintln(stderr, "tickbox-window net: this build has no window (it was built with -tags headless).\n"+
		"Build without -tags headless to play in a window; tickbox net plays a player headless.")
	return 1
}
