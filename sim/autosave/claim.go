package autosave

import (
	"errors"
	"io/fs"
	"os"

	"tickbox/sim/disk"
)

// claim opens the regular file path for reading with its lock taken
// (exclusive), or returns disk.ErrBusy when a live process holds it: an
// appender that is still open, in this process or another. Closing the
// file lets the lock go. A file whose writer died (a crash, kill -9) is
// free: the system dropped the lock with the process. Only the user's own
// file is claimed, never through a link (disk.OpenOwn): what is claimed is
// read, copied and removed (crash recovery), and another user could plant
// a link to a file of the user's, or a file of their own, in a shared
// folder.
func claim(path string) (*os.File, error) {
	f, err := disk.OpenOwn(path)
	if err != nil {
		return nil, err
	}
	if err := disk.Lock(f); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// busy reports whether a live process holds the lock of the file at path
// (an open appender, in this process or another): false for a file no one
// holds, and for no file at all.
func busy(path string) bool {
	f, err := claim(path)
	if err == nil {
		f.Close()
	}
	return errors.Is(err, disk.ErrBusy)
}

// removeFree removes the file at path unless a live process holds its
// lock, which leaves it and returns disk.ErrBusy: an autosave is removed once
// its recording is saved, but not another process's, which is writing its
// own recording there (two windows recording to one file). The file is
// removed holding its lock, and only if it is still the file claimed. No
// file at all is nil.
func removeFree(path string) error {
	f, err := claim(path)
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
