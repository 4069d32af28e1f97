//go:build !unix

package autosave

import "os"

// mapping writes appends where the system shares no file with memory.
type mapping struct{ mapped bool }

func (m *mapping) append(f *os.File, off int64, b []byte) error {
	_, err := f.WriteAt(b, off)
	return err
}

func (m *mapping) unmap() error { return nil }
