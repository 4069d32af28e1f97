//go:build !unix

package disk

import "io/fs"

// owner is unknown where files have no Unix owner.
func owner(fs.FileInfo) (uid int, known bool) { return 0, false }
