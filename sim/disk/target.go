package disk

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
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
	folder    fs.FileInfo // dir as resolve found it, which the folder opened must still be
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
	links := 0
	for range maxLinks {
		dir, base := split(path)
		dir, folder, err := realDir(dir, &links)
		if err != nil {
			return target{}, err
		}
		path = filepath.Join(dir, base)
		info, err := os.Lstat(path)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			return target{dir: dir, base: base, folder: folder}, nil
		case err != nil:
			return target{}, err
		case info.Mode()&fs.ModeSymlink != 0:
			if err := mayFollow(dir, info); err != nil {
				return target{}, err
			}
			link := path
			if path, err = follow(path); err != nil {
				return target{}, err
			}
			if err := named(link, path); err != nil {
				return target{}, err
			}
		case !info.Mode().IsRegular():
			via := ""
			if path != given {
				via = fmt.Sprintf(" (where the symlink leads, %q)", path)
			}
			return target{}, fmt.Errorf("it is %s%s: a save writes only a regular file or a new path", Kind(info.Mode()), via)
		default:
			return target{dir: dir, base: base, mode: info.Mode().Perm(), exists: true, folder: folder}, nil
		}
	}
	return target{}, fmt.Errorf("more than %d symlinks in a row", maxLinks)
}

// newMode is the mode a save's temporary file is created with: the
// user's alone while it is written over an existing file, whose bits
// place gives it; for a new file 0666, which the system narrows by the
// umask.
func (t target) newMode() fs.FileMode {
	if t.exists {
		return 0o600
	}
	return 0o666
}

// realDir returns dir with every symlink among its folders followed, each
// only where mayFollow allows it (a link another user planted as a folder
// of the path, WW/sub -> the victim's folder, is refused as one planted as
// the file is), and the Lstat of the folder it ends at. links counts the
// links followed, for the bound of maxLinks.
func realDir(dir string, links *int) (string, fs.FileInfo, error) {
	cur := "."
	if filepath.IsAbs(dir) {
		cur = filepath.VolumeName(dir) + string(filepath.Separator)
	}
	parts := components(dir)
	for len(parts) > 0 {
		part := parts[0]
		parts = parts[1:]
		if part == ".." {
			cur = filepath.Join(cur, "..")
			continue
		}
		next := filepath.Join(cur, part)
		info, err := os.Lstat(next)
		switch {
		case err != nil:
			return "", nil, err
		case info.Mode()&fs.ModeSymlink == 0:
			cur = next
			continue
		}
		if *links++; *links > maxLinks {
			return "", nil, fmt.Errorf("more than %d symlinks in a row", maxLinks)
		}
		if err := mayFollow(cur, info); err != nil {
			return "", nil, fmt.Errorf("%q: %w", next, err)
		}
		to, err := os.Readlink(next)
		if err != nil {
			return "", nil, err
		}
		if filepath.IsAbs(to) {
			cur = filepath.VolumeName(to) + string(filepath.Separator)
		}
		parts = append(components(to), parts...)
	}
	info, err := os.Lstat(cur)
	return cur, info, err
}

// components returns the names path is made of, without empty ones or ".".
func components(path string) []string {
	var parts []string
	for _, p := range strings.Split(filepath.ToSlash(filepath.Clean(path)), "/") {
		if p != "" && p != "." {
			parts = append(parts, p)
		}
	}
	return parts
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
	uid, known := Owner(link)
	if !shared || !known || uid == os.Geteuid() {
		return nil
	}
	return fmt.Errorf("it is a symlink of another user's (uid %d) in %q, a folder anyone may write: a save follows only your own links there", uid, dir)
}

// named refuses a link the system follows to a file no folder holds
// under the name it reads as (to): a pipe's or a deleted file's
// descriptor (/proc/self/fd/1 is "pipe:[123]" or "/x/gone.tbr
// (deleted)"), which a save would take for a new path and create.
func named(link, to string) error {
	if _, err := os.Lstat(to); !errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	info, err := os.Stat(link)
	switch {
	case err != nil:
		return nil // a link to nothing yet: the save creates what it names
	case info.Mode().IsRegular():
		return fmt.Errorf("it is a link to a deleted file (%q): a save writes only a regular file or a new path", to)
	}
	return fmt.Errorf("it is a link to %s that no folder holds (%q): a save writes only a regular file or a new path", Kind(info.Mode()), to)
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
