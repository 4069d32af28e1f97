package autosave

import (
	"errors"
	"fmt"
	"io/fs"
	"os"

	"tickbox/sim/disk"
)

// claim opens the regular file path for reading with its lock taken
// (exclusive), or returns disk.ErrBusy when a live process holds it: an
// appender that is still open, in this process or another. Closing the
// file lets the lock go. A file whose writer died (a crash, kill -9) is
// free: the system dropped the lock with the process. Only the user's own
// file is claimed, never through a link (openOwn): what is claimed is
// read, copied and removed (crash recovery), and another user could plant
// a link to a file of the user's, or a file of their own, in a shared
// folder.
func claim(path string) (*os.File, error) {
	f, err := openOwn(path)
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

// openOwn is disk.Open for a file that must be the user's own: a symlink is
// not followed (it is an error, whoever it is of), and a file another user
// owns is an error that says whose it is: what recovery reads, copies
// and removes is never reached through a link another user planted in a
// shared folder.
func openOwn(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|disk.NonBlocking|disk.NoFollow, 0)
	if err != nil {
		if info, lerr := os.Lstat(path); lerr == nil && info.Mode()&fs.ModeSymlink != 0 {
			err = errors.New("it is a symlink: only a file of your own is read here, never through a link")
			return nil, &fs.PathError{Op: "open", Path: path, Err: err}
		}
		return nil, err
	}
	info, err := f.Stat()
	if err == nil && !info.Mode().IsRegular() {
		err = fmt.Errorf("it is %s, not a file to read", disk.Kind(info.Mode()))
	}
	if err == nil {
		if uid, known := disk.Owner(info); known && uid != os.Geteuid() {
			err = fmt.Errorf("it is another user's (uid %d): only a file of your own is read here", uid)
		}
	}
	if err != nil {
		f.Close()
		return nil, &fs.PathError{Op: "open", Path: path, Err: err}
	}
	return f, nil
}
