package rng

// RNG is the world's random number generator: SplitMix64 (Steele, Lea and
// Flood, "Fast splittable pseudorandom number generators", 2014). Its whole
// state is one uint64, which makes it trivial to snapshot and fingerprint, and
// its output passes BigCrush, which is more than a sandbox needs. The world owns
// one RNG; frame generators (sim/instrument, sim/pacing) seed their own, which is
// why it is a leaf package they can import without the physics.
type RNG struct {
	State uint64
}

// Uint64 advances the generator and returns the next 64 random bits.
func (r *RNG) Uint64() uint64 {
	r.State += 0x9e3779b97f4a7c15
	z := r.State
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Float64 returns a number in [0, 1) with 53 random bits: the top 53 bits of
// the next output, scaled by 2^-53, an exact operation.
func (r *RNG) Float64() float64 {
	return float64(r.Uint64()>>11) * (1.0 / (1 << 53))
}

// Range returns a number in [lo, hi).
func (r *RNG) Range(lo, hi float64) float64 {
	return float64((hi-lo)*r.Float64()) + lo
}
