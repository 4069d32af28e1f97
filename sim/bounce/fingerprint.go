package bounce

// hash is FNV-1a 64 over everything a Config holds, in this order: model,
// version, rate, balls, seed (each as eight little-endian bytes), width,
// height, bumper x, bumper y, bumper radius, ball radius, restitution,
// gravity, jump speed (as their bits), build. Equal configs hash alike; a
// change to any field, down to the last bit of a float, changes the hash
// almost surely.
func (c Config) hash() uint64 {
	h := newHasher()
	for _, v := range []uint64{uint64(c.Model), uint64(c.Version), uint64(c.Rate), uint64(c.Balls), c.Seed} {
		h.Uint64(v)
	}
	for _, v := range c.floats() {
		h.Float(v)
	}
	h.Uint64(uint64(c.Build))
	return h.Sum()
}
