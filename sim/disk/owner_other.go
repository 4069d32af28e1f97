//go:build !unix

package disk

import "io/fs"

// Owner is unknown where files have no Unix owner.
func Owner(fs.FileInfo) (uid int, known bool) { return 0, false }
