package world

// input is what the player does to a tick: a jump pressed, the arrows
// held.
type Input struct {
	Jump        bool
	Left, Right bool
}

// Merge keeps a jump pressed in any frame before the tick, and the arrows
// as the later frame holds them.
func (in Input) Merge(next Input) Input {
	return Input{Jump: in.Jump || next.Jump, Left: next.Left, Right: next.Right}
}

// Held is what the later ticks of a frame take: the arrows, not the jump.
func (in Input) Held() Input { return Input{Left: in.Left, Right: in.Right} }
