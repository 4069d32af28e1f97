package launch

import (
	"errors"
	"flag"
	"io"

	"tickbox/game/windowflags"
)

// help prints the help of the window command name (play or shots) to
// stdout, and reports whether args ask for it (-h among its flags): help
// needs neither a display nor the window build, which the command itself
// needs both of.
func help(name string, args []string, stdout io.Writer) bool {
	var err error
	switch name {
	case "play":
		_, err = windowflags.ParsePlay(args, stdout)
	case "shots":
		_, err = windowflags.ParseShots(args, stdout)
	}
	return errors.Is(err, flag.ErrHelp)
}
