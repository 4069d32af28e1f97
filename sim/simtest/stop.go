package simtest

import "time"

// StopLimit is how long after a stop (Ctrl+C, SIGTERM, an interrupt) a
// test allows the command, window or loop to end: the second the README
// promises. Under the race detector, which runs code 2 to 20 times slower,
// a test allows four times that: it checks that a stop is heard between
// ticks, not how fast instrumented code is, and make's stops stage holds
// the same tests to the second itself, without the race detector.
var StopLimit = time.Second * time.Duration(stopFactor)
