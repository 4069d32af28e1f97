package lab

import (
	"fmt"
	"time"

	"tickbox/sim"
	"tickbox/sim/loop"
	"tickbox/sim/pacing"
	"tickbox/sim/sandbox"
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

// MeasureTimeline plays game time worth of d's frames through three of the
// window's loops at the default settings (60 Hz, 250 ms clamp, 5 ticks a
// frame): the noise-free frames of d, the noisy frames as read, and the
// noisy frames through a Snapper made from c and switched on. It counts the
// frames whose tick count, raw and snapped, differs from the noise-free
// run's at the same frame, and the ticks each run ran.
func MeasureTimeline(d pacing.Display, game time.Duration, c pacing.Config) (Timeline, error) {
	if err := d.Check(); err != nil {
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
	display := d.Frames()
	for k := range t.Frames {
		read, real := display.Next()
		if err := run.frame(&t, read, real); err != nil {
			return Timeline{}, fmt.Errorf("%v, frame %d: %w", d, k+1, err)
		}
		if run.snapped.Scene().Stats().Refresh == 0 {
			t.Unknown = k + 1
		}
	}
	return t, nil
}

// timelineRun holds the three loops a timeline is played through: the
// window's loop, at its default settings, on a virtual clock.
type timelineRun struct {
	ideal, raw, snapped *sandbox.Sandbox
}

func newTimelineRun(c pacing.Config) (*timelineRun, error) {
	r := &timelineRun{}
	var err error
	for _, sb := range []**sandbox.Sandbox{&r.ideal, &r.raw} {
		if *sb, err = newPacedLoop(tickWorld(), pacing.Config{}, false); err != nil {
			return nil, err
		}
	}
	r.snapped, err = newPacedLoop(tickWorld(), c, true)
	return r, err
}

// frame plays one frame, read as read, really real long, into t.
func (r *timelineRun) frame(t *Timeline, read, real time.Duration) error {
	for _, p := range []struct {
		sb      *sandbox.Sandbox
		elapsed time.Duration
	}{{r.ideal, real}, {r.raw, read}, {r.snapped, read}} {
		p.sb.Frame(p.elapsed)
		if err := p.sb.Scene().Stats().Err; err != nil {
			return err
		}
	}
	ideal, raw, snapped := r.ideal.Scene().Stats().Frame, r.raw.Scene().Stats().Frame, r.snapped.Scene().Stats().Frame
	t.TicksRaw += int64(raw.Ticks)
	t.TicksSnapped += int64(snapped.Ticks)
	t.OffByOneRaw += boolInt(raw.Ticks != ideal.Ticks)
	t.OffByOneSnapped += boolInt(snapped.Ticks != ideal.Ticks)
	carry := r.snapped.Scene().Stats().Carry
	t.MaxCarry = max(t.MaxCarry, carry, -carry)
	return nil
}

func boolInt(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// tickWorld is the world a timeline plays: the jumper alone, since only
// the ticks are counted.
func tickWorld() sim.Config {
	c := sim.DefaultConfig()
	c.Balls = 0
	return c
}

// newPacedLoop returns the window's loop for world on a virtual clock, at
// the default limits, its frame-time filter made from c and on if snap.
func newPacedLoop(world sim.Config, c pacing.Config, snap bool) (*sandbox.Sandbox, error) {
	o := sandbox.DefaultOptions()
	o.World, o.RecordDir = world, ""
	o.Snap, o.Refresh, o.SnapTolerance = snap, c.Refresh, c.Tolerance
	return sandbox.New(o, &loop.VirtualClock{})
}
