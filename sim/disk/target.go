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

// resolve returns where a save to path goes. Every symlink on the way, a
// folder's or the file's, is followed, each only where mayFollow allows
// it (a link another user planted as a folder of the path, WW/sub -> the
// victim's folder, is refused as one planted as the file is). The file at
// the end must be a regular file, which keeps its permission bits, or not
// exist yet, which gets what the umask leaves of 0666, as touch gives.
// Anything else (a directory, a device, a named pipe, a socket) is an
// error that says what it is: a save renames a new file over its target,
// which would replace /dev/null with a file, or fail on a directory only
// after the whole session.
func resolve(path string) (target, error) {
	cur := "."
	if filepath.IsAbs(path) {
		cur = filepath.VolumeName(path) + string(filepath.Separator)
	}
	parts, links, link := components(path), 0, ""
	if strings.HasSuffix(filepath.ToSlash(path), "/") {
		parts = append(parts, ".") // a folder's path, which no file ends
	}
	for len(parts) > 0 {
		part, last := parts[0], len(parts) == 1
		parts = parts[1:]
		if part == ".." || part == "." {
			cur = filepath.Join(cur, part)
			continue
		}
		next := filepath.Join(cur, part)
		info, err := os.Lstat(next)
		switch {
		case last && errors.Is(err, fs.ErrNotExist):
			if err := named(link, next); err != nil {
				return target{}, err
			}
			return found(cur, part, nil)
		case err != nil:
			return target{}, err
		case info.Mode()&fs.ModeSymlink != 0:
		case !last:
			cur = next
			continue
		case !info.Mode().IsRegular():
			via := ""
			if links > 0 {
				via = fmt.Sprintf(" (where the symlink leads, %q)", next)
			}
			return target{}, fmt.Errorf("it is %s%s: a save writes only a regular file or a new path", Kind(info.Mode()), via)
		default:
			return found(cur, part, info)
		}
		if links++; links > maxLinks {
			return target{}, fmt.Errorf("more than %d symlinks in a row", maxLinks)
		}
		if err := mayFollow(cur, info); err != nil {
			if !last {
				err = fmt.Errorf("%q: %w", next, err)
			}
			return target{}, err
		}
		to, err := os.Readlink(next)
		if err != nil {
			return target{}, err
		}
		if filepath.IsAbs(to) {
			cur = filepath.VolumeName(to) + string(filepath.Separator)
		}
		if last {
			link = next
		}
		parts = append(components(to), parts...)
	}
	info, err := os.Stat(cur) // the path ends in a folder: "x/", "..", "."
	if err != nil {
		return target{}, err
	}
	return target{}, fmt.Errorf("it is %s: a save writes only a regular file or a new path", Kind(info.Mode()))
}

// found returns the target base in the folder dir, whose file's Lstat is
// info (nil for none yet).
func found(dir, base string, info fs.FileInfo) (target, error) {
	folder, err := os.Lstat(dir)
	t := target{dir: dir, base: base, folder: folder}
	if info != nil {
		t.mode, t.exists = info.Mode().Perm(), true
	}
	return t, err
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
	if link == "" {
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

// Kind names a file that is not a regular file, for errors: "a named
// pipe".
func Kind(m fs.FileMode) string {
	for _, k := range []struct {
		bit  fs.FileMode
		name string
	}{{fs.ModeDir, "a directory"}, {fs.ModeNamedPipe, "a named pipe"}, {fs.ModeSocket, "a socket"}, {fs.ModeDevice, "a device"}, {fs.ModeSymlink, "a symlink"}} {
		if m&k.bit != 0 {
			return k.name
		}
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
