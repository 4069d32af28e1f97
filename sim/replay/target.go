package replay

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// maxLinks bounds the symlinks followed to a save's target, as the system
// bounds them (Linux: 40), so that a loop of links is an error.
const maxLinks = 40

// target returns where a save to path goes and the permission bits to give
// it. A symlink is followed to the file it names, which is replaced and the
// link kept; that file must be a regular file, which keeps its permission
// bits, or not exist yet, which gets 0644. Anything else (a directory, a
// device, a named pipe, a socket) is an error that says what it is: a save
// renames a new file over its target, which would replace /dev/null with a
// file, or fail on a directory only after the whole session.
func target(path string) (string, fs.FileMode, error) {
	for range maxLinks {
		info, err := os.Lstat(path)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			return path, 0o644, nil
		case err != nil:
			return "", 0, err
		case info.Mode()&fs.ModeSymlink != 0:
			if path, err = follow(path); err != nil {
				return "", 0, err
			}
		case !info.Mode().IsRegular():
			return "", 0, fmt.Errorf("%q is %s: a recording is saved only to a regular file or a new path", path, kind(info.Mode()))
		default:
			return path, info.Mode().Perm(), nil
		}
	}
	return "", 0, fmt.Errorf("%q: more than %d symlinks in a row", path, maxLinks)
}

// follow returns the path the symlink at link names, relative to the
// link's folder when it is relative.
func follow(link string) (string, error) {
	to, err := os.Readlink(link)
	if err != nil {
		return "", err
	}
	if !filepath.IsAbs(to) {
		to = filepath.Join(filepath.Dir(link), to)
	}
	return to, nil
}

// kind names a file that is not a regular file, for errors.
func kind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "not a regular file"
}
