package lab

import (
	"fmt"
	"io"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/pacing"
	"tickbox/sim/policy"
	"tickbox/sim/sched"
)

// timelineResult is what [measureTimeline] found for one display. The fields
// tagged "-" are for tests and the table, not part of the JSON output.
type timelineResult struct {
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

// maxGameTime bounds the game time of one measured timeline.
const maxGameTime = 10 * time.Hour

// measureTimeline plays game time worth of d's frames through three of the
// window's loops at the default settings (60 Hz, 250 ms clamp, 5 ticks a
// frame): the noise-free frames of d, the noisy frames as read, and the
// noisy frames through a Snapper made from c and switched on. It counts the
// frames whose tick count, raw and snapped, differs from the noise-free
// run's at the same frame, and the ticks each run ran.
func measureTimeline(d madeUpDisplay, game time.Duration, c pacing.Config) (timelineResult, error) {
	if err := d.Check(); err != nil {
		return timelineResult{}, err
	}
	if game <= 0 || game > maxGameTime {
		return timelineResult{}, fmt.Errorf("game time %v: must be above 0 and at most %v", game, maxGameTime)
	}
	run, err := newTimelineRun(c)
	if err != nil {
		return timelineResult{}, err
	}
	t := timelineResult{Name: d.String(), Noisy: d.Noise > 0}
	// The smallest number of frames that lasts game time: ceil(game·Hz).
	t.Frames = (int64(game)*d.Num + int64(time.Second)*d.Den - 1) / (int64(time.Second) * d.Den)
	display := d.Frames()
	for k := range t.Frames {
		read, real := display.Next()
		if err := run.frame(&t, read, real); err != nil {
			return timelineResult{}, fmt.Errorf("%v, frame %d: %w", d, k+1, err)
		}
		if run.snapped.snap.Refresh() == 0 {
			t.Unknown = k + 1
		}
	}
	return t, nil
}

// timelineRun holds the three loops a timeline is played through: the
// window's loop, at its default settings, on a virtual clock.
type timelineRun struct {
	ideal, raw, snapped *pacedLoop
}

func newTimelineRun(c pacing.Config) (*timelineRun, error) {
	r := &timelineRun{}
	var err error
	for _, p := range []**pacedLoop{&r.ideal, &r.raw} {
		if *p, err = newPacedLoop(tickWorld(), pacing.Config{}, false); err != nil {
			return nil, err
		}
	}
	r.snapped, err = newPacedLoop(tickWorld(), c, true)
	return r, err
}

// frame plays one frame, read as read, really real long, into t.
func (r *timelineRun) frame(t *timelineResult, read, real time.Duration) error {
	ideal, err := r.ideal.frame(real)
	if err != nil {
		return err
	}
	raw, err := r.raw.frame(read)
	if err != nil {
		return err
	}
	snapped, err := r.snapped.frame(read)
	if err != nil {
		return err
	}
	t.TicksRaw += int64(raw.Ticks)
	t.TicksSnapped += int64(snapped.Ticks)
	t.OffByOneRaw += boolInt(raw.Ticks != ideal.Ticks)
	t.OffByOneSnapped += boolInt(snapped.Ticks != ideal.Ticks)
	carry := r.snapped.snap.Carry()
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
func tickWorld() bounce.Config {
	c := bounce.DefaultConfig()
	c.Balls = 0
	return c
}

// pacedLoop is the window's loop ticking a world on a virtual clock, at
// the default limits and policy, each frame's time passed through the
// loop's frame-time filter first, as the window's key S does.
type pacedLoop struct {
	loop  *fixed.Loop[bounce.Input]
	snap  *pacing.Snapper // the frame-time filter, the loop's Length hook
	world *bounce.World
}

// newPacedLoop returns the paced loop of world, its frame-time filter made
// from c and on if snap.
func newPacedLoop(world bounce.Config, c pacing.Config, snap bool) (*pacedLoop, error) {
	w, err := bounce.New(world)
	if err != nil {
		return nil, err
	}
	policy.Register() // policy.Default is an engine's
	c.On = snap
	s, err := pacing.New(c)
	if err != nil {
		return nil, err
	}
	l, err := fixed.New(w, fixed.Options{Rate: world.Rate, Policy: policy.Default, Clock: &fixed.VirtualClock{}, Log: io.Discard})
	if err != nil {
		return nil, err
	}
	l.Hook(fixed.Hooks[bounce.Input]{Length: s.Length})
	return &pacedLoop{loop: l, snap: s, world: w}, nil
}

// frame runs one frame measured as read: filtered (or, off, passed on as
// read), then the loop's.
func (p *pacedLoop) frame(read time.Duration) (sched.Frame, error) {
	f, err := p.loop.Advance(read)
	return f.Frame, err
}
