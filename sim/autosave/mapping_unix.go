//go:build unix

package autosave

import (
	"errors"
	"os"
	"syscall"
)

// mapping is the part of an appender's file shared with memory: appends
// are copies into it, which the system writes to the file, even after the
// process dies.
type mapping struct {
	mem    []byte
	mapped bool // the file has room beyond what was appended
}

// firstRoom is the room a file gets first, a page: minutes of autosaves
// of a busy session, and little to ask of a disk nearly full; it doubles
// when full.
const firstRoom = 4 << 10

// append copies b into the file at off, growing the room when b does not
// fit, its first byte last.
func (m *mapping) append(f *os.File, off int64, b []byte) error {
	end := off + int64(len(b))
	if end > int64(len(m.mem)) {
		if err := m.grow(f, end); err != nil {
			return err
		}
	}
	copy(m.mem[off+1:end], b[1:])
	m.mem[off] = b[0]
	return nil
}

// grow makes the file's room at least end bytes, doubling it, and maps it
// again. The room is written, not only sized: a sparse truncate gives the
// file room the disk may have no blocks for, and a copy into such a page
// is a SIGBUS that kills the process, where a write says ENOSPC. When the
// disk is full the file and its mapping stay as they were.
func (m *mapping) grow(f *os.File, end int64) error {
	had := int64(len(m.mem))
	room := max(had, firstRoom)
	for room < end {
		room *= 2
	}
	if err := reserve(f, had, room); err != nil {
		return errors.Join(err, f.Truncate(had))
	}
	if err := m.unmap(); err != nil {
		return err
	}
	m.mapped = true
	mem, err := syscall.Mmap(int(f.Fd()), 0, int(room), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_SHARED)
	if err != nil {
		return err
	}
	m.mem = mem
	return nil
}

// zeros is what reserve writes, a block at a time.
var zeros [64 << 10]byte

// reserve writes zero bytes into f from from to to, so that the disk
// holds blocks for them before they are mapped.
func reserve(f *os.File, from, to int64) error {
	for off := from; off < to; {
		n, err := f.WriteAt(zeros[:min(int64(len(zeros)), to-off)], off)
		if err != nil {
			return err
		}
		off += int64(n)
	}
	return nil
}

// unmap lets the mapping go; the file keeps what was copied into it.
func (m *mapping) unmap() error {
	if m.mem == nil {
		return nil
	}
	err := syscall.Munmap(m.mem)
	m.mem = nil
	return err
}
