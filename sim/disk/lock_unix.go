//go:build unix

package disk

import (
	"errors"
	"os"
	"syscall"
)

// Lock takes f's advisory lock (flock), exclusive, without waiting, or
// returns ErrBusy when another open file holds it; the system drops it
// when the process dies, however it dies.
func Lock(f *os.File) error {
	err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
	if errors.Is(err, syscall.EWOULDBLOCK) {
		return ErrBusy
	}
	return err
}
