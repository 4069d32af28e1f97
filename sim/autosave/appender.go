package autosave

import (
	"errors"
	"fmt"

	"tickbox/sim/disk"
)

// appender is a file that grows by appends (an autosave that writes only
// what is new), created as disk.Create creates a save, holding its lock
// while it is open (see claim). Where the system has shared mappings
// (Unix) an append is a copy into memory the file shares, with no system
// call, and still survives the death of the process by any signal; the
// file's room grows in steps and holds zero bytes past what was appended
// until Close cuts it. An append writes its first byte last, so that a
// reader whose records never start with a zero byte finds, after a crash,
// whole appends followed by zeros. Elsewhere an append is a write. Not
// safe for concurrent use.
type appender struct {
	f    *disk.File
	path string
	mem  mapping
	size int64 // bytes appended
	max  int64
}

// newAppender creates the file path with first as its content, replacing
// what is there (the rules of disk.Save apply), locked, and returns it
// open for appends of up to max bytes in all. A file there that another
// appender holds open is not replaced (disk.ErrBusy): its writer would go
// on appending to a file no longer in the folder.
func newAppender(path string, first []byte, max int64) (*appender, error) {
	if busy(path) {
		return nil, fmt.Errorf("save %q: %w", path, disk.ErrBusy)
	}
	f, err := disk.Create(path)
	if err != nil {
		return nil, err
	}
	a := &appender{f: f, path: path, max: max}
	err = disk.Lock(f.Handle())
	if err == nil {
		err = a.Append(first)
	}
	if err == nil {
		err = f.Place()
	}
	if err != nil {
		a.mem.unmap()
		return nil, errors.Join(err, f.Close())
	}
	return a, nil
}

// Append adds b at the end of the file.
func (a *appender) Append(b []byte) error {
	if len(b) == 0 {
		return nil
	}
	if a.size+int64(len(b)) > a.max {
		return fmt.Errorf("save %q: it would pass %d bytes, the most it may hold", a.path, a.max)
	}
	if err := a.mem.append(a.f.Handle(), a.size, b); err != nil {
		return fmt.Errorf("save %q: %w", a.path, disk.Pathless(err))
	}
	a.size += int64(len(b))
	return nil
}

// Close cuts the file's spare room, closes it and lets its lock go.
func (a *appender) Close() error {
	err := a.mem.unmap()
	if a.mem.mapped {
		err = errors.Join(err, a.f.Handle().Truncate(a.size))
	}
	return errors.Join(err, a.f.Close())
}
