//go:build headless

package shots

import (
	"fmt"
	"io"
	"os"
)

// Run, in a build made with -tags headless, checks its flags and scripts
// (so a script can be written and checked without a display) and then
// explains that playing them needs the window, which this build leaves out.
func Run(args []string, stdout, stderr io.Writer) int {
	_, scenarios, code, ok := prepareShots(args, stdout, stderr, os.TempDir()) // nothing plays, so F12 saves nothing
	if !ok {
		return code
	}
	fmt.Fprintf(stderr, "tickbox shots: %s read and checked, but this build has no window (it was built with -tags headless).\n"+
		"Build without -tags headless to play them; where there is no display, run it under Xvfb (make shots does).\n", count(len(scenarios), "script"))
	return 1
}
