package lab

import (
	"fmt"

	"tickbox/sim/bounce"
	"tickbox/sim/disk"
	"tickbox/sim/netplay"
	"tickbox/sim/tape"
)

// netRecord is net's -record over UDP: the input every confirmed tick's
// step took, as this machine's peer confirmed it, stepped on a world of
// its own so that the replay holds its checkpoints, as run -record's does.
type netRecord struct {
	rec   *recorder
	world *bounce.World
	err   error // the first; the recording takes nothing after it
}

// newNetRecord checks that path can be written before the session starts.
func newNetRecord(path string, cfg bounce.Config) (*netRecord, error) {
	if err := disk.Check(path); err != nil {
		return nil, fmt.Errorf("-record %w", err)
	}
	w, err := bounce.New(cfg)
	if err != nil {
		return nil, err
	}
	rec, err := newRecorder(path, w)
	if err != nil {
		return nil, err
	}
	return &netRecord{rec: rec, world: w}, nil
}

// take records tick t's confirmed input, the players' merged as the
// world's step merges them, and steps its world with it.
func (r *netRecord) take(t int64, players *netplay.Players[bounce.Input]) {
	in := merged(players)
	if r.err != nil {
		return
	}
	if t != r.world.Tick {
		r.err = fmt.Errorf("-record: the peer confirmed tick %d, the recording is at tick %d", t, r.world.Tick)
		return
	}
	if r.err = r.rec.Add(t, in); r.err != nil {
		return
	}
	r.world.Step(in)
	r.err = r.rec.Stepped(r.world.Tick, r.rec.world)
}

// save saves the recording, saying where on say; it fails when the
// recording broke off, or ended elsewhere than the peer (at peer).
func (r *netRecord) save(peer uint64, say func(format string, a ...any)) error {
	if r.err == nil && r.world.Fingerprint() != peer {
		r.err = fmt.Errorf("-record: the recording ends at %s, the peer at %s", tape.Format(r.world.Fingerprint()), tape.Format(peer))
	}
	saved, err := r.rec.close()
	if saved == "" {
		return fmt.Errorf("recording LOST: %w", err)
	}
	say("recorded %d ticks to %q\n", r.rec.Ticks(), saved)
	if err != nil {
		return err
	}
	return r.err
}
