package fixed

// Framer is a game with work of its own in every frame once the frame's
// ticks have run, before the parts' Framed hooks (the dev layer's
// figures): a part of its world stepped by the frame's accepted time (a
// variable-step model beside the fixed one), say. The loop calls Framed with the frame as it
// stands; the game must not keep the pointer.
type Framer interface {
	Framed(f *Frame)
}
