//go:build headless

package launch

import (
	"fmt"
	"io"
)

// Note is what the tickbox command's -h says of the window in this build.
const Note = "This build has no window (it was built with -tags headless): play (what runs\n" +
	"with no command, or flags first), shots and peers only say so, and exit 2."

// Command returns the tickbox subcommand name (play, shots or peers), which in
// this build prints its help for -h, and otherwise says in one line that
// there is no window, and exits 2.
func Command(name string) func(args []string, stdout, stderr io.Writer) int {
	return func(args []string, stdout, stderr io.Writer) int {
		if help(name, args, stdout) {
			return 0
		}
		fmt.Fprintf(stderr, "tickbox %s: this build has no window (it was built with -tags headless); make build builds tickbox with one\n", name)
		return 2
	}
}
