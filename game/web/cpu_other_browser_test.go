//go:build browser && !linux

package web_test

import "time"

// chromiumCPU reads /proc, which only Linux has: elsewhere it cannot tell.
func chromiumCPU(root int) (gpu, page time.Duration, ok bool) { return 0, 0, false }

// pinApart needs /proc and sched_setaffinity: elsewhere it pins nothing.
func pinApart(root int) bool { return false }
