//go:build race

package stoptest

// stopFactor: see StopLimit.
const stopFactor = 4
