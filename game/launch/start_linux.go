//go:build linux && !headless

package launch

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"syscall"
)

// start runs the program at path with argv, its standard error through
// dropX11Noise, waits for it, and exits with its exit code (128 and the
// signal's number if a signal ended it). On Linux the window build draws
// through X11, whose binding logs its noise from Ebitengine's package
// init, before any code of the window build could quiet it: so this
// process stays, unlike on the other systems, to filter what it says,
// and ends only once all of it is written. Ctrl+C and a hangup reach the
// window build from the terminal, as they reach this process, which
// ignores them meanwhile so as to outlive it; a SIGTERM sent to this
// process is passed on. It returns only if the program could not start.
func start(path string, argv []string) error {
	cmd := exec.Command(path, argv[1:]...)
	cmd.Args[0] = argv[0]
	cmd.Stdin, cmd.Stdout = os.Stdin, os.Stdout
	stderr, err := cmd.StderrPipe()
	if err == nil {
		signal.Ignore(os.Interrupt, syscall.SIGHUP)
		err = cmd.Start()
	}
	if err != nil {
		return fmt.Errorf("cannot start the window build %q: %w", path, err)
	}
	term := make(chan os.Signal, 1)
	signal.Notify(term, syscall.SIGTERM)
	go func() {
		for s := range term {
			_ = cmd.Process.Signal(s)
		}
	}()
	_ = dropX11Noise(stderr, os.Stderr) // to the end: Wait must come after
	os.Exit(exitCode(cmd.Wait()))
	return nil
}

// exitCode is the exit code of a program that ended with err (Wait's).
func exitCode(err error) int {
	var exit *exec.ExitError
	switch {
	case err == nil:
		return 0
	case !errors.As(err, &exit):
		return 1
	}
	if ws, ok := exit.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return 128 + int(ws.Signal())
	}
	return exit.ExitCode()
}
