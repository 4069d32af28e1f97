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
	given := path
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
			via := ""
			if path != given {
				via = fmt.Sprintf(" (where the symlink leads, %q)", path)
			}
			return "", 0, fmt.Errorf("it is %s%s: a recording is saved only to a regular file or a new path", kind(info.Mode()), via)
		default:
			return path, info.Mode().Perm(), nil
		}
	}
	return "", 0, fmt.Errorf("more than %d symlinks in a row", maxLinks)
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

// pathless returns err without the path an *fs.PathError or *os.LinkError
// names, raw, in its message, for a message that names the path quoted
// itself: "open: no such file or directory".
func pathless(err error) error {
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe):
		return fmt.Errorf("%s: %w", pe.Op, pe.Err)
	case errors.As(err, &le):
		return fmt.Errorf("%s: %w", le.Op, le.Err)
	}
	return err
}
