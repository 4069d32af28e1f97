//go:build unix

package disk

import "syscall"

// NonBlocking opens a file without waiting: a named pipe with no one at
// its other end opens at once instead of hanging.
const NonBlocking = syscall.O_NONBLOCK

// noFollow opens a file only if it is not a symlink.
const noFollow = syscall.O_NOFOLLOW
