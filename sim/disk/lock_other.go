//go:build !unix

package disk

import "os"

// lock does nothing where there is no flock (the browser, one page per
// file system).
func lock(*os.File, bool) error { return nil }
