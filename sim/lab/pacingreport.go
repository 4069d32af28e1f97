package lab

import (
	"strconv"
	"tickbox/sim/pacing"

	"errors"
	"fmt"
	"time"
)

// pacingReport is everything `tickbox pacing` measures; its JSON form is the
// command's -json output.
type pacingReport struct {
	Timelines []timelineResult `json:"timelines"`
	Judder    []judderResult   `json:"judder"`
}

// pacingSettings choose what a pacingReport measures.
type pacingSettings struct {
	Game  time.Duration // game time per timeline
	Noise time.Duration // timer noise of the noisy displays, ±
	Seed  uint64        // seeds the noise and the jittery frames
	Snap  pacing.Config // the Snapper's settings; Refresh 0 measures it
	Given bool          // give the Snapper each display's rate instead
}

// defaultPacingSettings are the issue's: ten minutes of game time per display,
// ±1 ms of timer noise, seed 1, the refresh rate measured.
func defaultPacingSettings() pacingSettings {
	return pacingSettings{Game: 10 * time.Minute, Noise: time.Millisecond, Seed: 1}
}

// Displays returns the displays a pacingReport's timelines are measured on: 60,
// 120 and 144 Hz with timer noise, and a noise-free 59.94 Hz (60000/1001).
func (s pacingSettings) Displays() []madeUpDisplay {
	return []madeUpDisplay{
		{Num: 60, Den: 1, Noise: s.Noise, Seed: s.Seed},
		{Num: 120, Den: 1, Noise: s.Noise, Seed: s.Seed},
		{Num: 144, Den: 1, Noise: s.Noise, Seed: s.Seed},
		{Num: 60000, Den: 1001, Seed: s.Seed},
	}
}

// Patterns returns the frame patterns a pacingReport's judder is measured under:
// steady 30, 60 and 144 fps, jittery frames, and 60 and 144 fps with timer
// noise on each clock reading, raw and snapped: the frames -frames and
// policies make of those rates.
func (s pacingSettings) Patterns() []judderPattern {
	steady := func(fps string) judderPattern {
		return judderPattern{Name: fps + " fps", Rate: fps}
	}
	noisy := func(fps string, snap bool) judderPattern {
		name := fmt.Sprintf("%s fps ±%v", fps, s.Noise)
		if snap {
			name += " snapped"
		}
		return judderPattern{Name: name, Rate: fps, Noise: s.Noise, Seed: s.Seed, Snap: snap}
	}
	return []judderPattern{
		steady("30"), steady("60"), steady("144"),
		{Name: "jitter", Jitter: true, Seed: s.Seed},
		noisy("60", false), noisy("60", true), noisy("144", false), noisy("144", true),
	}
}

// measurePacing measures every timeline and pattern of s.
func measurePacing(s pacingSettings) (pacingReport, error) {
	var r pacingReport
	for _, d := range s.Displays() {
		c := s.Snap
		if s.Given {
			c.Refresh = d.Hz()
		}
		t, err := measureTimeline(d, s.Game, c)
		if err != nil {
			return pacingReport{}, err
		}
		r.Timelines = append(r.Timelines, t)
	}
	for _, p := range s.Patterns() {
		c := s.Snap
		if s.Given && !p.Jitter {
			c.Refresh, _ = strconv.ParseFloat(p.Rate, 64) // a rate capture.NewSteady takes
		}
		j, err := measureJudder(p, c)
		if err != nil {
			return pacingReport{}, err
		}
		r.Judder = append(r.Judder, j...)
	}
	return r, nil
}

// minReduction is how many times fewer frames must run a different tick
// count than the noise-free timeline with snapping on, on a noisy display.
const minReduction = 10

// Check returns an error for every timeline that breaks the issue's
// claims: on a noisy display, snapping cuts the frames off by a tick at
// least minReduction times; on a noise-free one it adds none; and on every
// display the snapped run's ticks are within one of the raw run's.
func (r pacingReport) check() error {
	var errs []error
	for _, t := range r.Timelines {
		if t.Noisy && t.OffByOneSnapped*minReduction > t.OffByOneRaw {
			errs = append(errs, fmt.Errorf("%s: %d frames off by a tick raw, %d snapped: want at least %d times fewer",
				t.Name, t.OffByOneRaw, t.OffByOneSnapped, minReduction))
		}
		if !t.Noisy && t.OffByOneSnapped != 0 {
			errs = append(errs, fmt.Errorf("%s: snapping put %d frames off by a tick on a noise-free display",
				t.Name, t.OffByOneSnapped))
		}
		if d := t.TicksSnapped - t.TicksRaw; d < -1 || d > 1 {
			errs = append(errs, fmt.Errorf("%s: %d ticks snapped, %d raw: want within one", t.Name, t.TicksSnapped, t.TicksRaw))
		}
	}
	return errors.Join(errs...)
}
