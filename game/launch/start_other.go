//go:build !unix && !headless

package launch

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
)

// start runs the program at path with argv and this process's standard
// files and environment, waits for it, and exits with its exit code: where
// a process cannot be replaced (Windows), the command stays to pass the
// code on. Ctrl+C reaches the program from the console; this process
// ignores it meanwhile so as to outlive it. It returns only if the program
// could not start.
func start(path string, argv []string) error {
	cmd := exec.Command(path, argv[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	signal.Ignore(os.Interrupt)
	err := cmd.Run()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		os.Exit(exit.ExitCode())
	}
	if err != nil {
		return fmt.Errorf("cannot start the window build %q: %w", path, err)
	}
	os.Exit(0)
	return nil
}
