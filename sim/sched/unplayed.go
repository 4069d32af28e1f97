package sched

import "time"

// Unplayed is the time a game did not play, by what cut it: the one figure
// the overlays and the lab show for it. The cuts are real time and the
// dropped ticks game time, the same at ×1; Total adds them, as time the
// game lost either way.
type Unplayed struct {
	Clamp time.Duration // real time the clamp cut: the part of a frame past the max frame
	Owed  time.Duration // real time the policy's limit on owed time cut (tickbox-steady's owed limit)
	Cap   time.Duration // game time of the ticks the tick cap dropped (max updates)
}

// Total returns all the time not played, at most math.MaxInt64 ns.
func (u Unplayed) Total() time.Duration {
	return time.Duration(addSaturated(addSaturated(int64(u.Clamp), int64(u.Owed)), int64(u.Cap)))
}

// Unplayed returns the time this frame did not play, by cause.
func (f Frame) Unplayed() Unplayed {
	return Unplayed{Clamp: f.ClampLoss - f.OwedLoss, Owed: f.OwedLoss, Cap: f.Dropped}
}

// Unplayed returns the time not played since New, by cause.
func (t Totals) Unplayed() Unplayed {
	return Unplayed{Clamp: t.ClampLoss - t.OwedLoss, Owed: t.OwedLoss, Cap: t.Dropped}
}
