package shots

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"tickbox/game/windowflags"
)

// prepareShots is what both builds of the shots command do first: parse
// the flags (-h prints the help to stdout) and read and check every
// script, whose F12 saves into f12Dir. When the command should stop here
// it returns ok false and the exit code: 0 after -h, 2 for a usage error,
// 1 for a script or file that cannot be used.
func prepareShots(args []string, stdout, stderr io.Writer, f12Dir string) (o windowflags.Shots, scenarios []*scenario, code int, ok bool) {
	o, err := windowflags.ParseShots(args, stdout)
	if errors.Is(err, flag.ErrHelp) {
		return o, nil, 0, false
	}
	if err != nil {
		fmt.Fprintf(stderr, "tickbox shots: %v\nrun 'tickbox shots -h' for its flags\n", err)
		return o, nil, 2, false
	}
	scenarios, err = loadScenarios(o.Scripts, f12Dir)
	if err != nil {
		fmt.Fprintf(stderr, "tickbox shots: %v\n", err)
		return o, nil, 1, false
	}
	return o, scenarios, 0, true
}
