package netplay

// Correction is one rollback as a peer ran it: it went back to the state
// at tick From and ran ticks From to To-1 again with the inputs it has
// now, so that the state at To, which it had predicted and shown, is
// computed again. A window draws the two states at To to show the snap.
type Correction struct {
	From, To int64
	// Done is false for the state the peer predicted at To, the one it
	// showed, given just before the rollback restores an older state;
	// true for the state the ticks run again made at To.
	Done bool
}

// OnCorrection has f called twice for every rollback a peer runs: with
// the state it had predicted at the correction's To (Done false), just
// before it restores an older one, then with the state at To again once
// the ticks are run again (Done true). The state is to read only, and only
// during the call. Set it before the first Advance or Run.
func (s *Session[S, I]) OnCorrection(f func(peer int, c Correction, state S)) {
	for _, p := range s.peers {
		p.corrected = f
	}
}

// correct reports c with the peer's state, to whoever listens.
func (p *peer[S, I]) correct(c Correction) {
	if p.corrected != nil {
		p.corrected(p.id, c, p.state)
	}
}

// OnCorrection has f called twice for every rollback it runs, as
// Session.OnCorrection, with the correction and the state, to read only
// and only during the call. Set it before the first Advance.
func (m *Peer[S, I]) OnCorrection(f func(c Correction, state S)) {
	m.p.corrected = func(_ int, c Correction, s S) { f(c, s) }
}
