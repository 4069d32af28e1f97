//go:build race

package simtest

// stopFactor: see StopLimit.
const stopFactor = 4
