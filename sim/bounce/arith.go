package bounce

import "math"

// mulAdd returns a*b + c. Unfused it rounds the product before the sum, which
// every compiler and architecture computes alike; fused it rounds once, as a
// compiler that emits FMA instructions would (arm64, amd64 with GOAMD64=v3).
// The explicit conversion is what forbids the compiler's own fusion: keep it.
func mulAdd(a, b, c float64, fused bool) float64 {
	if fused {
		return fusedMulAdd(a, b, c)
	}
	return float64(a*b) + c
}

// fusedMulAdd is kept out of line on purpose: math.FMA inlined into the ball
// loop costs every ball register spills for a path only the desync lab takes,
// which doubled the cost of a tick.
//
//go:noinline
func fusedMulAdd(a, b, c float64) float64 { return math.FMA(a, b, c) }
