//go:build unix

package disk

import "syscall"

// NonBlocking opens a file without waiting: a named pipe with no one at
// its other end opens at once instead of hanging.
const NonBlocking = syscall.O_NONBLOCK

// NoFollow opens a file only if it is not a symlink.
const NoFollow = syscall.O_NOFOLLOW
