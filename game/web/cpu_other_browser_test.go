//go:build browser && !linux

package web_test

import "time"

// chromiumCPU reads /proc, which only Linux has: elsewhere it cannot tell.
func chromiumCPU(root int) (gpu, page time.Duration, ok bool) { return 0, 0, false }
