package sched

import "math"

// addSaturated returns a+b for b ≥ 0, or math.MaxInt64 where the sum would
// pass it. Nanosecond totals use it: 2^63 ns is 292 years, which frames of
// 24 h at ×16 reach in under seven thousand calls; a total that stops at
// the top is wrong by less than one that wraps negative, and Check reports
// it (a total at math.MaxInt64 is no longer exact).
func addSaturated(a, b int64) int64 {
	if a > math.MaxInt64-b {
		return math.MaxInt64
	}
	return a + b
}
