// Command tickbox is a sandbox that makes the fixed-timestep game loop
// visible and testable: `tickbox` opens the window, and the subcommands
// below run the same simulation headless. Outside a browser it links no
// Ebitengine, so it runs with no display; play, shots and peers start the
// window build (package game/launch). Built with -tags headless, it has no window
// at all.
package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"tickbox/sim/lab"
	"tickbox/sim/stop"
)

// command is one subcommand: its name, what it does in one line, the
// function that runs it and returns the exit code, and whether it hears a
// stop (Ctrl+C, SIGTERM, SIGHUP, a closed output) itself, to save what it
// records; the others end at once with stop.ExitCode.
type command struct {
	name, summary string
	run           func(args []string, stdout, stderr io.Writer) int
	hearsStop     bool
}

var commands = []command{
	{"play", "open the sandbox window (the default)", play, true},
	{"shots", "play scenario scripts in the window: screenshots, a gallery, golden checks", shots, true},
	{"peers", "open the peers window: two peers over a simulated link, side by side, a snap back drawn", peers, true},
	{"run", "run a world headless through the scheduler and print its final state", lab.Run, true},
	{"replay", "play a replay file back under any frames, verify it, or dump it", lab.Replay, true},
	{"compare", "the same jump with a variable step and a fixed step at 30, 60, 144 fps and jitter", lab.Compare, false},
	{"desync", "run the strict world and its twin (Clang or GCC style) on the same inputs and show where they part", lab.Desync, false},
	{"net", "peers over a simulated link, headless: lockstep, input delay or rollback, stalls, rollbacks, desyncs; or one machine's player over UDP (-listen)", lab.Net, false},
	{"pacing", lab.PacingSummary, lab.Pacing, false},
	{"policies", "every engine's loop on the same frames: ticks, drift, judder, animation error, a chart", lab.Policies, false},
}

func main() {
	os.Exit(dispatch(commandLine(), os.Stdout, os.Stderr))
}

// dispatch runs the subcommand args names; with no arguments, or a flag
// first, it runs play.
func dispatch(args []string, stdout, stderr io.Writer) int {
	stop.CatchClosedOutput() // a closed output is a stop, never a death by SIGPIPE (README, Exit status)
	if len(args) == 1 && (isHelp(args[0]) || args[0] == "help") {
		usage(stdout)
		return 0
	}
	name := "play"
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		name, args = args[0], args[1:]
	}
	c := lookup(name)
	if c == nil {
		fmt.Fprintf(stderr, "tickbox: no command %q in this build\n\n", name)
		usage(stderr)
		return 2
	}
	if !c.hearsStop {
		defer stop.ExitOnSignals(stop.ClosedOutput...)()
	}
	return c.run(args, stdout, stderr)
}

func isHelp(arg string) bool { return arg == "-h" || arg == "-help" || arg == "--help" }

func lookup(name string) *command {
	for i := range commands {
		if commands[i].name == name {
			return &commands[i]
		}
	}
	return nil
}

func usage(out io.Writer) {
	fmt.Fprintf(out, "usage: tickbox [command] [flags]\n\n%s\n\ncommands:\n", windowNote)
	for _, c := range commands {
		fmt.Fprintf(out, "  %-8s %s\n", c.name, c.summary)
	}
	fmt.Fprintf(out, "\nRun 'tickbox <command> -h' for a command's flags.\n")
}
