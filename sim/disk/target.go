package disk

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

// target is where a save goes: a name in a folder, whether a regular file
// is there now, and its permission bits, which the new file keeps.
type target struct {
	dir, base string
	mode      fs.FileMode
	exists    bool
}

// resolve returns where a save to path goes. A symlink is followed to the
// file it names when mayFollow allows it; the file at the end must be a
// regular file, which keeps its permission bits, or not exist yet, which
// gets what the umask leaves of 0666, as touch gives. Anything else (a directory, a device, a named pipe, a socket)
// is an error that says what it is: a save renames a new file over its
// target, which would replace /dev/null with a file, or fail on a directory
// only after the whole session.
func resolve(path string) (target, error) {
	given := path
	for range maxLinks {
		dir, base := split(path)
		info, err := os.Lstat(path)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			return target{dir: dir, base: base}, nil
		case err != nil:
			return target{}, err
		case info.Mode()&fs.ModeSymlink != 0:
			if err := mayFollow(dir, info); err != nil {
				return target{}, err
			}
			if path, err = follow(path); err != nil {
				return target{}, err
			}
		case !info.Mode().IsRegular():
			via := ""
			if path != given {
				via = fmt.Sprintf(" (where the symlink leads, %q)", path)
			}
			return target{}, fmt.Errorf("it is %s%s: a save writes only a regular file or a new path", Kind(info.Mode()), via)
		default:
			return target{dir: dir, base: base, mode: info.Mode().Perm(), exists: true}, nil
		}
	}
	return target{}, fmt.Errorf("more than %d symlinks in a row", maxLinks)
}

// newMode is the mode a save's temporary file is created with: the
// user's alone while it is written over an existing file, whose bits
// Place gives it; for a new file 0666, which the system narrows by the
// umask.
func (t target) newMode() fs.FileMode {
	if t.exists {
		return 0o600
	}
	return 0o666
}

// split returns path's folder ("." for none) and its last element.
func split(path string) (dir, base string) {
	dir, base = filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	return dir, base
}

// mayFollow refuses to follow the symlink link (its Lstat) in dir when dir
// is sticky or world-writable and the link is not the user's: anyone may
// put a link in such a folder, pointing at any file of the user's.
func mayFollow(dir string, link fs.FileInfo) error {
	d, err := os.Stat(dir)
	if err != nil {
		return err
	}
	shared := d.Mode()&fs.ModeSticky != 0 || d.Mode().Perm()&0o002 != 0
	uid, known := owner(link)
	if !shared || !known || uid == os.Geteuid() {
		return nil
	}
	return fmt.Errorf("it is a symlink of another user's (uid %d) in %q, a folder anyone may write: a save follows only your own links there", uid, dir)
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

// Kind names a file that is not a regular file, for errors: "a named
// pipe".
func Kind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeSymlink != 0:
		return "a symlink"
	}
	return "not a regular file"
}

// Pathless returns err without the path an *fs.PathError or *os.LinkError
// names, raw, in its message, for a message that names the path quoted
// itself: "open: no such file or directory".
func Pathless(err error) error {
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
