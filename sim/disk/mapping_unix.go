//go:build unix

package disk

import (
	"os"
	"syscall"
)

// mapping is the part of an Appender's file shared with memory: appends
// are copies into it, which the system writes to the file, even after the
// process dies.
type mapping struct {
	mem    []byte
	mapped bool // the file has room beyond what was appended
}

// firstRoom is the room a file gets first: a minute of autosaves of a busy
// session; it doubles when full.
const firstRoom = 64 << 10

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
// again.
func (m *mapping) grow(f *os.File, end int64) error {
	room := max(int64(len(m.mem)), firstRoom)
	for room < end {
		room *= 2
	}
	if err := m.unmap(); err != nil {
		return err
	}
	if err := f.Truncate(room); err != nil {
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

// unmap lets the mapping go; the file keeps what was copied into it.
func (m *mapping) unmap() error {
	if m.mem == nil {
		return nil
	}
	err := syscall.Munmap(m.mem)
	m.mem = nil
	return err
}
