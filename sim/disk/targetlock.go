package disk

import (
	"errors"
	"fmt"
	"os"
)

// ErrBusy is what a lock returns when a live process holds it: a
// recording's target (LockTarget), an autosave being written (Lock).
var ErrBusy = errors.New("a running process is writing it")

// TargetLock is a claim on a file that a process is about to record into:
// a lock (Lock) on a small file beside the target, named from it
// (.session.tbr.lock), taken before the first tick and held until the
// recording is saved, so that a second recorder to the same file is
// refused at its start, whatever it saves when, instead of replacing the
// first one's file while the first goes on. The system drops the lock
// with the process, however it dies; the file it leaves is taken again.
type TargetLock struct {
	root *os.Root
	name string
	f    *os.File
}

// LockTarget checks path as Save does and takes its lock, or returns an
// error wrapping ErrBusy when a live process holds it. Two paths to one
// file (a symlink, another spelling of the folder) take the same lock.
// The error names path, quoted, first (the caller names the flag).
func LockTarget(path string) (*TargetLock, error) {
	t, root, err := open(path)
	if err != nil {
		return nil, fmt.Errorf("%q: %w", path, Pathless(err))
	}
	l := &TargetLock{root: root, name: FitName("."+t.base, ".lock")}
	for range 10 {
		taken, err := l.take()
		if err != nil {
			root.Close()
			if errors.Is(err, ErrBusy) {
				return nil, fmt.Errorf("%q: %w (its lock %q is held): record to another file, or stop that one first", path, err, l.name)
			}
			return nil, fmt.Errorf("%q: lock %q: %w", path, l.name, Pathless(err))
		}
		if taken {
			return l, nil
		}
	}
	root.Close()
	return nil, fmt.Errorf("%q: lock %q: it was replaced 10 times while it was taken", path, l.name)
}

// take opens the lock file, creating it, and locks it. It reports false
// when the file locked is no longer the one in the folder: another
// process removed it as it let its lock go, and the lock must be taken on
// the file that is there now.
func (l *TargetLock) take() (bool, error) {
	f, err := l.root.OpenFile(l.name, os.O_RDONLY|os.O_CREATE|NoFollow, 0o666)
	if err != nil {
		return false, err
	}
	if err := Lock(f); err != nil {
		f.Close()
		return false, err
	}
	mine, err := f.Stat()
	if err == nil && !mine.Mode().IsRegular() {
		f.Close()
		return false, fmt.Errorf("it is %s, not a lock file", Kind(mine.Mode()))
	}
	there, lerr := l.root.Lstat(l.name)
	if err != nil || lerr != nil || !os.SameFile(mine, there) {
		f.Close()
		return false, nil
	}
	l.f = f
	return true, nil
}

// Unlock removes the lock file, holding its lock, then lets the lock go.
// The removal is a courtesy: a lock file that stays (another user's in a
// sticky folder, which only they may remove) is free, and taken again. A
// nil TargetLock does nothing.
func (l *TargetLock) Unlock() error {
	if l == nil || l.f == nil {
		return nil
	}
	l.root.Remove(l.name)
	err := errors.Join(l.f.Close(), l.root.Close())
	l.f = nil
	return err
}
