package disk

import (
	"errors"
	"os"
)

// ErrBusy is what Claim returns for a file a live process is writing: an
// Appender holds its lock while it is open.
var ErrBusy = errors.New("a running process is writing it")

// Claim opens the regular file path for reading with its lock taken
// (exclusive), or returns ErrBusy when a live process holds it: an
// Appender that is still open, in this process or another. Closing the
// file lets the lock go. A file whose writer died (a crash, kill -9) is
// free: the system dropped the lock with the process.
func Claim(path string) (*os.File, error) {
	f, err := Open(path)
	if err != nil {
		return nil, err
	}
	if err := lock(f, true); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}
