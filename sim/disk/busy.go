package disk

import (
	"errors"
	"io/fs"
	"os"
)

// ErrBusy is what Claim returns for a file a live process is writing: an
// Appender holds its lock while it is open.
var ErrBusy = errors.New("a running process is writing it")

// Claim opens the regular file path for reading with its lock taken
// (exclusive), or returns ErrBusy when a live process holds it: an
// Appender that is still open, in this process or another. Closing the
// file lets the lock go. A file whose writer died (a crash, kill -9) is
// free: the system dropped the lock with the process. Only the user's own
// file is claimed, never through a link (openOwn): what is claimed is
// read, copied and removed (crash recovery), and another user could plant
// a link to a file of the user's, or a file of their own, in a shared
// folder.
func Claim(path string) (*os.File, error) {
	f, err := openOwn(path)
	if err != nil {
		return nil, err
	}
	if err := lock(f, true); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// Busy reports whether a live process holds the lock of the file at path
// (an open Appender, in this process or another): false for a file no one
// holds, and for no file at all.
func Busy(path string) bool {
	f, err := Claim(path)
	if err == nil {
		f.Close()
	}
	return errors.Is(err, ErrBusy)
}

// RemoveFree removes the file at path unless a live process holds its
// lock, which leaves it and returns ErrBusy: an autosave is removed once
// its recording is saved, but not another process's, which is writing its
// own recording there (two windows recording to one file). The file is
// removed holding its lock, and only if it is still the file claimed. No
// file at all is nil.
func RemoveFree(path string) error {
	f, err := Claim(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	defer f.Close()
	mine, err := f.Stat()
	if err != nil {
		return err
	}
	if info, err := os.Lstat(path); err == nil && os.SameFile(mine, info) {
		return os.Remove(path)
	}
	return nil
}
