package pacing

import (
	"fmt"
	"time"

	"tickbox/sim/sched"
)

// Timeline is what [MeasureTimeline] found for one display. The fields
// tagged "-" are for tests and the table, not part of the JSON output.
type Timeline struct {
	Name            string `json:"name"`
	Noisy           bool   `json:"noisy"`
	Frames          int64  `json:"frames"`
	OffByOneRaw     int64  `json:"off_by_one_raw"`     // frames whose ticks differ from the noise-free run's
	OffByOneSnapped int64  `json:"off_by_one_snapped"` // the same, through the Snapper
	TicksRaw        int64  `json:"ticks_raw"`
	TicksSnapped    int64  `json:"ticks_snapped"`

	MaxCarry time.Duration `json:"-"` // the largest |carry| the Snapper held
	Unknown  int64         `json:"-"` // frames before the refresh was known, all of them if never
}

// MaxGameTime bounds the game time of one measured timeline.
const MaxGameTime = 10 * time.Hour

// MeasureTimeline plays game time worth of d's frames through three
// schedulers at the default settings (60 Hz, 250 ms clamp, 5 ticks a
// frame): the noise-free frames of d, the noisy frames as read, and the
// noisy frames through a Snapper made from c and switched on. It counts the
// frames whose tick count, raw and snapped, differs from the noise-free
// run's at the same frame, and the ticks each run ran.
func MeasureTimeline(d Display, game time.Duration, c Config) (Timeline, error) {
	if err := d.check(); err != nil {
		return Timeline{}, err
	}
	if game <= 0 || game > MaxGameTime {
		return Timeline{}, fmt.Errorf("game time %v: must be above 0 and at most %v", game, MaxGameTime)
	}
	run, err := newTimelineRun(c)
	if err != nil {
		return Timeline{}, err
	}
	t := Timeline{Name: d.String(), Noisy: d.Noise > 0}
	// The smallest number of frames that lasts game time: ceil(game·Hz).
	t.Frames = (int64(game)*d.Num + int64(time.Second)*d.Den - 1) / (int64(time.Second) * d.Den)
	clock := d.clock()
	for k := range t.Frames {
		read, real := clock.next()
		if err := run.frame(&t, read, real); err != nil {
			return Timeline{}, fmt.Errorf("%v, frame %d: %w", d, k+1, err)
		}
		if run.snap.Refresh() == 0 {
			t.Unknown = k + 1
		}
	}
	return t, nil
}

// timelineRun holds the three schedulers a timeline is played through.
type timelineRun struct {
	ideal, raw, snapped *sched.Scheduler
	snap                *Snapper
}

func newTimelineRun(c Config) (*timelineRun, error) {
	snap, err := New(c)
	if err != nil {
		return nil, err
	}
	snap.SetEnabled(true)
	r := &timelineRun{snap: snap}
	for _, s := range []**sched.Scheduler{&r.ideal, &r.raw, &r.snapped} {
		if *s, err = sched.New(sched.DefaultConfig()); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// frame plays one frame, read as read, really real long, into t.
func (r *timelineRun) frame(t *Timeline, read, real time.Duration) error {
	ideal, err := r.ideal.Advance(real)
	if err != nil {
		return err
	}
	raw, err := r.raw.Advance(read)
	if err != nil {
		return err
	}
	snapped, err := r.snapped.Advance(r.snap.Snap(read))
	if err != nil {
		return err
	}
	t.TicksRaw += int64(raw.Ticks)
	t.TicksSnapped += int64(snapped.Ticks)
	t.OffByOneRaw += boolInt(raw.Ticks != ideal.Ticks)
	t.OffByOneSnapped += boolInt(snapped.Ticks != ideal.Ticks)
	t.MaxCarry = max(t.MaxCarry, r.snap.Carry(), -r.snap.Carry())
	return nil
}

func boolInt(b bool) int64 {
	if b {
		return 1
	}
	return 0
}
