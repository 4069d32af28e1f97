package netplay

// playerInputs tells, as the confirmed tick moves on, each confirmed
// tick's input of every player, as the queues hold it: real, never to
// change.
type playerInputs[I any] struct {
	f    func(tick int64, player int, in I)
	told int64 // every tick below told was told
}

// OnPlayerInput has f called, as its confirmed tick moves on, with each
// confirmed tick's input of every player (from 1), in the order of the
// ticks and then of the players, once: what a machine needs to run the
// session again on its own, one player's inputs apart from the others'
// (a player it cannot make up, one playing a recording on its machine).
func (m *Peer[S, I]) OnPlayerInput(f func(tick int64, player int, in I)) { m.p.inputsTold.f = f }

// afterConfirm hands the ticks confirmed since the last call to the
// spectators and to OnPlayerInput; every input of them is still held.
func (p *peer[S, I]) afterConfirm() {
	p.feedSpectators()
	t := &p.inputsTold
	if t.f == nil {
		t.told = p.c
		return
	}
	for ; t.told < p.c; t.told++ {
		for q := range p.queues {
			t.f(t.told, q+1, p.queues[q].at(t.told))
		}
	}
}
