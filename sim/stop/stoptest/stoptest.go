// Package stoptest holds how long tests of a stop (Ctrl+C, SIGTERM, an
// interrupt) allow the command, window or loop to take to end. It is for
// tests only.
package stoptest

import "time"

// StopLimit is how long after a stop (Ctrl+C, SIGTERM, an interrupt) a
// test allows the command, window or loop to end: the second sim/lab/README.md
// promises. Under the race detector, which runs code 2 to 20 times slower,
// a test allows four times that: it checks that a stop is heard between
// ticks, not how fast instrumented code is, and make's stops stage holds
// the same tests to the second itself, without the race detector.
var StopLimit = time.Second * time.Duration(stopFactor)

// WindowEndLimit is how long after a stop a test allows a process that
// runs Ebitengine (the window, shots) to have ended, against a frame that
// would run for seconds or hours more. The stop is heard between ticks as
// anywhere (0.1 to 0.5 s to the end on an idle machine), but such a
// process's end is more than the stop: its last frame drawn, its files
// written and synced, Ebitengine closed, each at a share of a core, which a
// loaded machine slows past the second (1.2 and 1.3 s seen at a load of
// 12 to 20). Five seconds still tells a stop heard between ticks from one
// heard at the frame's end.
const WindowEndLimit = 5 * time.Second
