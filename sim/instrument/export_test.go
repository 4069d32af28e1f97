package instrument

import "time"

// The dev layer's parts that only Dev uses, named for this package's
// external tests.
type (
	Shaper      = shaper
	Speedometer = speedometer
)

var NewShaper = newShaper

// The keys' steps: the fps cap after fps, the time scale and the load
// one step up (dir +1) or down (-1), as Do takes them.
func NextFPSCap(fps int) int                          { return Next(fpsCaps, fps) }
func StepScale(x float64, dir int) float64            { return adjacent(scales, x, dir > 0) }
func StepLoad(d time.Duration, dir int) time.Duration { return adjacent(loads, d, dir > 0) }

const (
	SpeedWindow = speedWindow
	StallLength = stallLength
)

// The timeline, its size, its readers and writers, which only the
// figures and the Readout call, and Clear, which only the tests need,
// named for the tests of its sums and the dev layer's frames.
type Timeline = timeline

const TimelineSize = timelineSize

func (d *Dev) Timeline() *Timeline          { return &d.figures.timeline }
func (t *Timeline) Len() int                { return t.n }
func (t *Timeline) Added() int64            { return t.added }
func (t *Timeline) Back(i int) *FrameRecord { return t.back(i) }
func (t *Timeline) Add(f FrameRecord)       { t.add(f) }
func (t *Timeline) SetDraw(d time.Duration) { t.setDraw(d) }
func (t *Timeline) Second() Span            { return t.secondSums() }

// Clear forgets every frame.
func (t *Timeline) Clear() { t.next, t.n, t.second = 0, 0, lastSecond{} }

// Frames returns how many ratios j took.
func (j *Judder) Frames() int64 { return j.n }

// SetJitter switches the shaper's jittery frames on or off, as the dev
// layer does.
func (p *shaper) SetJitter(on bool) { p.jitter = on }

var ShellWord = shellWord
