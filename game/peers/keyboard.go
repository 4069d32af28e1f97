package peers

import "tickbox/sim/bounce"

// keyboard is peer 1's player: what the keys pressed since the tick it
// last gave, merged, goes to the next tick its peer reads.
type keyboard struct{ next bounce.Input }

// Press adds in to the next tick's input.
func (k *keyboard) Press(in bounce.Input) { k.next = k.next.Merge(in) }

// Take gives the input pressed since the last Take, and forgets it.
func (k *keyboard) Take(int64) bounce.Input {
	in := k.next
	k.next = bounce.Input{}
	return in
}
