package disk

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// File is a save in progress: a new file with a name no one can guess,
// beside its target, that Commit renames over the target. Until then the
// target is untouched. A File is not safe for concurrent use.
type File struct {
	path   string // as the caller named it, for errors
	root   *os.Root
	tmp    *os.File
	name   string // the temporary file's name in root
	t      target
	placed bool // renamed over the target: the temporary name is gone
}

// Create starts a save to path: it checks the target as Save does and
// creates the temporary file beside it. Write to it, then Commit; Close
// without Commit leaves the target as it was.
func Create(path string) (*File, error) {
	t, root, err := open(path)
	if err != nil {
		return nil, fmt.Errorf("save %q: %w", path, Pathless(err))
	}
	tmp, name, err := createTemp(root, "."+t.base+".tmp-", "", t.newMode())
	if err != nil {
		root.Close()
		return nil, fmt.Errorf("save %q: %w", path, Pathless(err))
	}
	return &File{path: path, root: root, tmp: tmp, name: name, t: t}, nil
}

// open resolves path's target, opens its folder and checks the target
// again through that handle, which every later step uses: no step after
// this one follows a link by name.
func open(path string) (target, *os.Root, error) {
	t, err := resolve(path)
	if err != nil {
		return t, nil, err
	}
	root, err := os.OpenRoot(t.dir)
	if err != nil {
		return t, nil, fmt.Errorf("its folder %q cannot be opened (%w): a save works inside its folder, which it must be able to read", t.dir, Pathless(err))
	}
	// The folder opened must be the one resolve checked: a folder of the
	// path swapped for a link since then would lead elsewhere.
	if info, err := root.Stat("."); err != nil || !os.SameFile(info, t.folder) {
		root.Close()
		return t, nil, fmt.Errorf("its folder %q changed as it was opened", t.dir)
	}
	if err := recheck(root, t); err != nil {
		root.Close()
		return t, nil, err
	}
	return t, root, nil
}

// recheck checks the target through the folder's handle: still what
// resolve found (a regular file, or nothing), and, when a file is there,
// one the user may open for writing.
func recheck(root *os.Root, t target) error {
	info, err := root.Lstat(t.base)
	switch {
	case errors.Is(err, fs.ErrNotExist) && !t.exists:
		return nil
	case err != nil:
		return err
	case !info.Mode().IsRegular():
		return fmt.Errorf("it is %s: a save writes only a regular file or a new path", Kind(info.Mode()))
	}
	return writable(root, t.base)
}

// writable opens the file name for writing, without truncating it or
// waiting on it, and closes it: a save replaces only a file the user could
// have written, though the rename needs only the folder.
func writable(root *os.Root, name string) error {
	f, err := root.OpenFile(name, os.O_WRONLY|NonBlocking, 0)
	if err != nil {
		return fmt.Errorf("you may not write it (%w): a save replaces only a file you could change", Pathless(err))
	}
	return f.Close()
}

// createTemp creates a file named prefix, 16 random hex digits, suffix in
// root, with O_EXCL: a name no one can guess, and no link followed. A
// name too long for the folder has its prefix cut (FitName).
func createTemp(root *os.Root, prefix, suffix string, mode fs.FileMode) (*os.File, string, error) {
	for range 10 {
		var b [8]byte
		rand.Read(b[:])
		name := FitName(prefix, hex.EncodeToString(b[:])+suffix)
		f, err := root.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, mode)
		if !errors.Is(err, fs.ErrExist) {
			return f, name, err
		}
	}
	return nil, "", errors.New("no free temporary name after 10 tries")
}

// Write writes to the new file.
func (f *File) Write(p []byte) (int, error) { return f.tmp.Write(p) }

// Commit flushes the new file to the disk, gives it the permission bits of
// the file it replaces (a new file has the umask's, from Create), renames it over the target and closes it.
func (f *File) Commit() error {
	err := f.Place()
	return errors.Join(err, f.Close())
}

// Handle returns the new file, open: for what writes it otherwise than
// by Write (an autosave's shared mapping).
func (f *File) Handle() *os.File { return f.tmp }

// Place is Commit that keeps the file open: later writes go on into the
// file now at the target (an autosave that grows).
func (f *File) Place() error {
	err := f.tmp.Sync()
	if f.t.exists {
		err = errors.Join(err, f.tmp.Chmod(f.t.mode))
	}
	if err == nil {
		err = f.root.Rename(f.name, f.t.base)
	}
	if err != nil {
		return fmt.Errorf("save %q: %w", f.path, Pathless(err))
	}
	f.placed = true
	syncDir(f.root)
	return nil
}

// Close closes the file; before Commit or Place it also removes it, and
// the target stays as it was.
func (f *File) Close() error {
	err := f.tmp.Close()
	if !f.placed {
		f.root.Remove(f.name)
	}
	f.root.Close()
	if err != nil && !errors.Is(err, os.ErrClosed) {
		return fmt.Errorf("save %q: %w", f.path, Pathless(err))
	}
	return nil
}

// syncDir flushes the folder's entry of the rename to the disk where the
// system allows it; where it does not (Windows), the rename alone is what
// there is.
func syncDir(root *os.Root) {
	if d, err := root.Open("."); err == nil {
		d.Sync()
		d.Close()
	}
}
