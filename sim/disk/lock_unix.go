//go:build unix

package disk

import (
	"errors"
	"os"
	"syscall"
)

// lock takes f's advisory lock (flock), exclusive or shared, without
// waiting; the system drops it when the process dies, however it dies.
func lock(f *os.File, exclusive bool) error {
	how := syscall.LOCK_SH
	if exclusive {
		how = syscall.LOCK_EX
	}
	err := syscall.Flock(int(f.Fd()), how|syscall.LOCK_NB)
	if errors.Is(err, syscall.EWOULDBLOCK) {
		return ErrBusy
	}
	return err
}
