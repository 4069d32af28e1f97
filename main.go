// Command tickbox is a sandbox that makes the fixed-timestep game loop
// visible: run it with no arguments to open the window, or name a command.
package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"tickbox/game"
)

// command is one subcommand: its name, a one-line summary for -h, and the
// function that runs it and returns the exit code.
type command struct {
	name    string
	summary string
	run     func(args []string, stdout, stderr io.Writer) int
}

// commands lists every subcommand, in the order -h shows them.
var commands = []command{
	{"play", "open the sandbox window (the default)", game.Play},
}

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// run dispatches args: no arguments, or a flag first, runs play.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || (strings.HasPrefix(args[0], "-") && !isHelp(args[0])) {
		return game.Play(args, stdout, stderr)
	}
	if isHelp(args[0]) {
		usage(stdout)
		return 0
	}
	for _, c := range commands {
		if c.name == args[0] {
			return c.run(args[1:], stdout, stderr)
		}
	}
	fmt.Fprintf(stderr, "tickbox: unknown command %q\n", args[0])
	usage(stderr)
	return 2
}

func isHelp(arg string) bool {
	return arg == "-h" || arg == "-help" || arg == "--help" || arg == "help"
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "Usage: tickbox [command] [flags]\n\nCommands:")
	for _, c := range commands {
		fmt.Fprintf(w, "  %-10s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w, "\nWith no command, or with flags first, tickbox runs play.\n"+
		"Run `tickbox COMMAND -h` for a command's flags.")
}
