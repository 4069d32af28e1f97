//go:build unix

package disk

import (
	"io/fs"
	"syscall"
)

// Owner returns the user id that owns the file info describes.
func Owner(info fs.FileInfo) (uid int, known bool) {
	st, ok := info.Sys().(*syscall.Stat_t)
	if !ok {
		return 0, false
	}
	return int(st.Uid), true
}
