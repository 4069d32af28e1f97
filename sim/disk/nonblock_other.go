//go:build !unix

package disk

// NonBlocking is 0 where the system has no named pipes to wait on
// (the browser's file system).
const NonBlocking = 0

// NoFollow is 0 where the system has no O_NOFOLLOW.
const NoFollow = 0
