package lab

import (
	"fmt"
	"slices"

	"tickbox/sim/bounce"
	"tickbox/sim/oldtape"
	"tickbox/sim/tape"
)

// recordedPlayer is player 1's input in net -replay: a recording's inputs,
// one for each tick that has one, in tick order (the tape's decoder
// refuses events out of order or repeated). It holds what the file
// holds, never a slot per tick: a valid recording of a few events whose
// final tick is 10^10 once had net allocate an input for each of those
// ticks, and die out of memory.
type recordedPlayer struct {
	ticks  []int64
	inputs []bounce.Input
}

// Input returns tick t's recorded input, or none.
func (r *recordedPlayer) Input(t int64) bounce.Input {
	if i, found := slices.BinarySearch(r.ticks, t); found {
		return r.inputs[i]
	}
	return bounce.Input{}
}

// loadRecording loads a recording and returns its world's config, its
// player and its final tick. It takes a recording from a fresh world at
// tick 0 whose tick rate never changes: a peer starts from a fresh world,
// at one rate. Every input is decoded here, so that a damaged one is
// refused before the session starts.
func loadRecording(path string) (bounce.Config, *recordedPlayer, int64, error) {
	rec, err := oldtape.Load(path)
	if err != nil {
		return bounce.Config{}, nil, 0, err
	}
	_, start, err := bounce.Play(rec)
	if err != nil {
		return bounce.Config{}, nil, 0, fmt.Errorf("%q: %w", path, err)
	}
	cfg := start.World.Config
	fresh, err := bounce.New(cfg)
	if err != nil {
		return bounce.Config{}, nil, 0, fmt.Errorf("%q: %w", path, err)
	}
	if rec.Start != 0 || fresh.Fingerprint() != start.World.Fingerprint() {
		return bounce.Config{}, nil, 0, fmt.Errorf("%q: the recording starts at tick %d of a world it holds: net plays from a fresh world at tick 0", path, rec.Start)
	}
	p := &recordedPlayer{ticks: make([]int64, 0, len(rec.Events)), inputs: make([]bounce.Input, 0, len(rec.Events))}
	var inputs tape.Inputs // each input is written against the one before
	for _, e := range rec.Events {
		if e.Rate != 0 {
			return bounce.Config{}, nil, 0, fmt.Errorf("%q: the tick rate changes at tick %d: net plays at one rate", path, e.Tick)
		}
		var in bounce.Input
		b, err := inputs.Next(e)
		if err == nil {
			err = in.UnmarshalBinary(b)
		}
		if err != nil {
			return bounce.Config{}, nil, 0, fmt.Errorf("%q: the input at tick %d: %w", path, e.Tick, err)
		}
		p.ticks, p.inputs = append(p.ticks, e.Tick), append(p.inputs, in)
	}
	return cfg, p, rec.Final, nil
}
