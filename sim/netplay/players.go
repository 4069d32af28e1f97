package netplay

// Players is every player's input for one tick, as a session's game
// takes it: each player's in its own slot, player q's (from 1) at
// In[q-1], for the session's N players; the slots past N hold the zero
// input. No input is merged into another: a game sees what each player
// held, as GGRS's advance_frame hands the game one input (and status) a
// player and GGPO's synchronize_input fills one a player. It is
// comparable and of a fixed size, so a tick allocates nothing to make it.
// (N is an int64, not an int32, so that a Players of 8 inputs of 3 bytes
// is 32 bytes, which Go copies in two 16-byte moves, not two overlapping
// ones that stall the copy after them: a rollback of 3 balls cost a
// twentieth more.)
type Players[I comparable] struct {
	N  int64
	In [MaxPeers]I
}

// Of is player q's input, q from 1.
func (p *Players[I]) Of(q int) I { return p.In[q-1] }

// PlayersOf is the players' inputs ins, player 1's first: for a test or
// a local run of a session's inputs.
func PlayersOf[I comparable](ins ...I) Players[I] {
	p := Players[I]{N: int64(len(ins))}
	copy(p.In[:], ins)
	return p
}
