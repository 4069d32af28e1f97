//go:build !unix

package disk

import "os"

// Lock does nothing where there is no flock (the browser, one page per
// file system).
func Lock(*os.File) error { return nil }
