//go:build !headless

package launch

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
)

// Note is what the tickbox command's -h says of the window in this build.
const Note = "With no command, or flags first, tickbox runs play: the window, drawn by the\n" +
	"window build " + windowBuild + " beside this command; play, shots and peers need a\n" +
	"display, the other commands do not."

// Command returns the tickbox subcommand name (play, shots or peers): it prints
// the command's help for -h, which needs no display; otherwise it starts
// the window build on name and args, and returns an exit code only if it
// could not: 2 where there is no display, 1 when the window build is
// missing or does not start. A DISPLAY that is set but does not answer
// is no display (see noDisplay). On macOS and the BSDs the window build
// replaces this process (its exit code is the command's); on Linux this
// process waits for it, filtering X11's noise from what it says
// (dropX11Noise), and on Windows waits for it, and exits with its code.
func Command(name string) func(args []string, stdout, stderr io.Writer) int {
	return func(args []string, stdout, stderr io.Writer) int {
		if help(name, args, stdout) {
			return 0
		}
		return launch(name, args, system{os.Getenv, reachable, window}, stderr)
	}
}

// system is what launch asks of the system, passed in for tests: the
// environment (os.Getenv), a connection to a display's socket (reachable)
// and the finding of the window build (window).
type system struct {
	getenv func(string) string
	reach  func(network, address string) error
	find   func() (string, error)
}

// launch is Command's work, on sys.
func launch(name string, args []string, sys system, stderr io.Writer) int {
	if why := noDisplay(runtime.GOOS, sys.getenv, sys.reach); why != "" {
		fmt.Fprintf(stderr, "tickbox %s: %s\n", name, why)
		return 2
	}
	path, err := sys.find()
	if err == nil {
		err = start(path, append([]string{path, name}, args...))
	}
	fmt.Fprintf(stderr, "tickbox %s: %v\n", name, err)
	return 1
}

// windowBuild is the window build's name, beside the tickbox command.
const windowBuild = "tickbox-window"

// window returns the path of the window build beside this executable, or
// an error naming the path looked at and how to build it.
func window() (string, error) {
	self, err := os.Executable()
	if err != nil {
		return "", fmt.Errorf("cannot find this command's own file, beside which %s should be: %w", windowBuild, err)
	}
	if resolved, err := filepath.EvalSymlinks(self); err == nil {
		self = resolved
	}
	name := windowBuild
	if runtime.GOOS == "windows" {
		name += ".exe"
	}
	path := filepath.Join(filepath.Dir(self), name)
	if info, err := os.Stat(path); err != nil || !info.Mode().IsRegular() {
		return "", fmt.Errorf("no window build at %q: make build, or go install . ./game/tickbox-window, puts it beside tickbox", path)
	}
	return path, nil
}
