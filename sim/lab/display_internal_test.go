package lab

import (
	"math/big"
	"testing"
	"time"
)

// A display's clock reads frame k's end at ceil(k/Hz) after the first
// reading, exactly, plus noise within ±Noise; the real lengths add up to
// the exact grid.
func TestDisplayClock(t *testing.T) {
	for _, d := range []madeUpDisplay{
		{Num: 60, Den: 1}, {Num: 144, Den: 1, Noise: time.Millisecond, Seed: 3},
		{Num: 60000, Den: 1001, Noise: 500 * time.Microsecond, Seed: 9}, {Num: 1000, Den: 1},
	} {
		c := d.Frames()
		first := c.noise
		var read, real time.Duration
		for k := int64(1); k <= 100_000; k++ {
			r, l := c.Next()
			read, real = read+r, real+l
			if real != exactGrid(d, k) {
				t.Fatalf("%v, frame %d: real time %v, want ceil(k/Hz) = %v", d, k, real, exactGrid(d, k))
			}
			if noise := read - real + time.Duration(first); noise < -d.Noise || noise > d.Noise {
				t.Fatalf("%v, frame %d: reading off by %v, want within ±%v", d, k, noise, d.Noise)
			}
		}
	}
}

// exactGrid returns ceil(k·1e9·Den/Num) ns, worked out in big integers.
func exactGrid(d madeUpDisplay, k int64) time.Duration {
	n := new(big.Int).Mul(big.NewInt(k), big.NewInt(int64(time.Second)*d.Den))
	n.Add(n, big.NewInt(d.Num-1))
	n.Quo(n, big.NewInt(d.Num))
	return time.Duration(n.Int64())
}
