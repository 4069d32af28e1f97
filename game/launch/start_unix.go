//go:build unix && !linux && !headless

package launch

import (
	"fmt"
	"os"
	"syscall"
)

// start replaces this process with the program at path, given argv and
// this process's environment: its exit code, signals and terminal are the
// command's own. It returns only if the program could not start.
func start(path string, argv []string) error {
	err := syscall.Exec(path, argv, os.Environ())
	return fmt.Errorf("cannot start the window build %q: %w", path, err)
}
