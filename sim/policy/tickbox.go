package policy

import (
	"errors"
	"fmt"

	"tickbox/sim/pacing"
	"tickbox/sim/sched"
)

// Tickbox is Tickbox's own loop, the one sim/sched's package comment
// explains and the window and the lab run by default: a policy like the
// others (every frame goes through one), so that tables run it beside them.
// It decides exactly as the Scheduler's own loop did before policies were
// the only path, bit for bit (TestTickboxIsTheDefault).
//
// Parameters: the Scheduler's clamp and tick cap (250 ms and 5 ticks a
// frame by default, switched by the window's limits key), or none.
//
//   - Long frame: counts as at most the clamp; the rest is cut.
//   - Slow tick: at most the cap runs per frame; the rest of the backlog
//     is dropped in whole ticks and the fraction kept, so the game settles
//     into slow motion instead of spiralling.
//   - Timer noise: owed time rests near a tick boundary at 60 fps and
//     60 Hz, and noise of a millisecond flips frames between 0, 1 and 2
//     ticks. Snap (the tickbox-snap policy) filters it out first.
//
// Alpha is the fraction of a tick owed, in [0, 1); after a switch from a
// policy that ran ahead of real time (owed below 0), it is below 0 too
// until real time has paid that back, with no tick run meanwhile.
type Tickbox struct {
	// Snap, if not nil, filters each frame's measured time before the
	// loop sees it (package pacing's Snapper, switched on).
	Snap *pacing.Snapper

	snap pacing.Config // the Snapper's settings (tickbox-snap)
}

// newSnapped returns Tickbox with a Snapper that measures the refresh.
func newSnapped() sched.Policy {
	s, _ := pacing.New(pacing.Config{}) // the zero Config is valid
	s.SetEnabled(true)
	return &Tickbox{Snap: s}
}

// snapSettings are the Snapper's, beside the Scheduler's clamp and tick
// cap: the refresh rate and the tolerance.
var snapSettings = []setting{
	newSetting("refresh", "0 (measure it)", fmt.Sprintf("the display's refresh rate in Hz, %v to %v, or 0 to measure it", pacing.MinRefresh, pacing.MaxRefresh),
		func(t *Tickbox, v string) (err error) {
			if t.snap.Refresh, err = parseFloat(v, 64); err == nil {
				err = t.resnap()
			}
			return err
		},
		func(t *Tickbox, _ sched.Config) string { return showFloat(t.snap.Refresh) }),
	newSetting("tolerance", pacing.DefaultTolerance.String(), "a duration, how far a frame may end from the refresh grid and be snapped, 0 (the default) or more",
		func(t *Tickbox, v string) (err error) {
			if t.snap.Tolerance, err = parseDuration(v, 0, sched.MaxElapsed); err == nil {
				err = t.resnap()
			}
			return err
		},
		func(t *Tickbox, _ sched.Config) string {
			if t.snap.Tolerance == 0 {
				return pacing.DefaultTolerance.String()
			}
			return showDuration(t.snap.Tolerance)
		}),
}

// resnap makes the Snapper again with the settings.
func (t *Tickbox) resnap() error {
	s, err := pacing.New(t.snap)
	if err != nil {
		return errors.New("out of range")
	}
	s.SetEnabled(true)
	t.Snap = s
	return nil
}

// Name returns "tickbox", or "tickbox-snap" with a Snapper.
func (t *Tickbox) Name() string {
	if t.Snap != nil {
		return "tickbox-snap"
	}
	return "tickbox"
}

// OwedRange is [0, one tick): every whole tick owed runs or is dropped.
func (*Tickbox) OwedRange() (lo, hi int64) { return wholeTicks() }

// Decide clamps the frame, runs every whole tick owed up to the cap and
// drops the rest. With a Snapper, the snapped time is what is clamped; the
// Snapper keeps the difference as carry, paid to a later frame, never lost.
func (t *Tickbox) Decide(d *sched.Decision) {
	if t.Snap != nil {
		d.Elapsed = min(t.Snap.Snap(d.Elapsed), sched.MaxElapsed)
	}
	d.Clamp(d.MaxFrame)
	runWhole(d, d.Cap)
}
