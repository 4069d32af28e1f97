//go:build !unix

package disk

// nonBlocking is 0 where the system has no named pipes to wait on
// (the browser's file system).
const nonBlocking = 0

// noFollow is 0 where the system has no O_NOFOLLOW.
const noFollow = 0
