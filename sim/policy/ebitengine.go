package policy

import (
	"strconv"
	"time"

	"tickbox/sim/sched"
)

// ebitengine is the clock of Ebitengine v2.8.8, the version Tickbox builds
// with (internal/clock/clock.go, calcCountFromTPS and UpdateFrame, in the
// module cache), with the TPS set to the tick rate (ebiten.SetTPS). Time is
// integer nanoseconds: lastSystemTime is the game time, and each frame
// looks at diff = now − lastSystemTime:
//
//   - diff < 0 (ticks ran ahead of the clock): no tick;
//   - diff over max(5e9/TPS, 5e9/60) ns (83,333,333 at 60 TPS), or a TPS
//     other than the previous frame's, is "too old": the count is 0 and the
//     game time is set to now, dropping the backlog, fraction and all. The
//     previous TPS starts at 0, so the first frame always resyncs;
//   - otherwise the count is floor(diff·TPS/1e9) and the game time advances
//     by count·1e9/TPS ns, truncated (16,666,666 for one tick at 60 TPS:
//     ⅔ ns short of the exact step, which runs the game ahead of real time);
//   - either way a count of 0 becomes 1 when diff is over 1e9/TPS/2 ns
//     (8,333,333), to stop 0, 2, 0, 2 at FPS = TPS. (A second fix, 2 → 1
//     under 1½ ticks, cannot fire: a count of 2 means diff ≥ 2 ticks.)
//
// So the first frame runs one tick if it lasted over half a tick, else none,
// and owes nothing after it; frame 1 of 30 fps runs 1, not 2.
//
// Parameters: the resync threshold max(5e9/TPS, 5e9/60) ns, the half-tick
// fix 1e9/TPS/2 ns, the tick 1e9/TPS ns.
//
//   - Long frame: more than 5 ticks owed resyncs: one tick runs and the
//     rest of the frame is cut.
//   - Slow tick: at most 5 ticks a frame; more owed resyncs to one tick.
//   - Timer noise: the half-tick fix runs a tick early, leaving the game
//     ahead of the clock (down to −½ tick), which holds 60 fps at 60 Hz.
//
// UI (the ebitengine-ui policy): Ebitengine's UI layer (internal/ui/
// context.go, updateFrameImpl) runs one Update on the first frame whose
// count is 0, so that Update runs before the first Draw, and tells the
// clock nothing: the game stays a tick ahead of its clock for good. (It
// marks the update done only there, so a first frame that ran a tick
// leaves the forced one to the next frame of 0.) That tick is game time
// from nothing, accepted beyond real time. Resizes force the same; there
// are none here.
//
// Ebitengine draws the newest state; alpha here is the clock's owed time
// (now − lastSystemTime) over the exact tick, negative after an early tick.
type ebitengine struct {
	UI bool // run the UI layer's first update (ebitengine-ui)

	tps int // ebiten.SetTPS: 0 follows the tick rate, SyncWithFPS (-1) one update a frame

	clock        clock
	settler      settler
	last         int64 // lastSystemTime, game ns
	prevTPS      int64
	updateCalled bool
}

// Name returns "ebitengine", or "ebitengine-ui" with the UI's update.
func (e *ebitengine) Name() string {
	if e.UI {
		return "ebitengine-ui"
	}
	return "ebitengine"
}

// Decide runs calcCountFromTPS on the clock, then the UI's first update.
func (e *ebitengine) Decide(d *sched.Decision) {
	read := e.clock.advance(d)
	if e.tps == syncWithFPS { // UpdateFrame, clock.go:148: always 1, the clock untouched
		d.Ticks = 1
		e.settler.settle(d, read, 0, 0)
		return
	}
	tps := int64(tpsOf(e.tps, d.Rate))
	before := e.clock.now - e.last // diff, what the clock owes, ns
	count, synced := e.count(tps, e.clock.now)
	cut := int64(0)
	if synced {
		cut = min(read, max(before-count*int64(time.Second)/tps, 0))
	}
	if e.UI && !e.updateCalled && count == 0 {
		count, e.updateCalled = 1, true
	}
	d.Ticks = count
	owed := gameNs(d, e.clock.now-e.last)
	e.settler.settle(d, read-cut, cut, owed)
	d.OwedCut = d.Cut // its limit is on owed time, not on the frame
	d.Alpha = sched.AlphaOf(owed)
}

// count is calcCountFromTPS: the ticks to run at now and whether the game
// time was set to now.
func (e *ebitengine) count(tps, now int64) (count int64, synced bool) {
	diff := now - e.last
	if diff < 0 {
		return 0, false
	}
	synced = diff > max(int64(time.Second)*5/tps, int64(time.Second)*5/60) || e.prevTPS != tps
	if !synced {
		count = diff * tps / int64(time.Second)
	}
	e.prevTPS = tps
	if count == 0 && int64(time.Second)/tps/2 < diff {
		count = 1
	}
	if synced {
		e.last = now
	} else {
		e.last += count * int64(time.Second) / tps
	}
	return count, synced
}

// Limits: owed time past max(5e9/TPS, 5e9/60) ns resyncs; none synced
// with the display.
func (e *ebitengine) Limits(c sched.Config) sched.Limits {
	if e.tps == syncWithFPS {
		return sched.Limits{}
	}
	tps := int64(tpsOf(e.tps, rateOf(c)))
	return sched.Limits{Resync: time.Duration(max(int64(time.Second)*5/tps, int64(time.Second)*5/60))}
}

// OwedRange is the owed time the Scheduler keeps under Ebitengine: the
// clock's, from −½ tick (an early tick) to under a tick, plus under a tick
// its resync on a TPS change may leave.
func (e *ebitengine) OwedRange() (lo, hi int64) {
	return -sched.UnitsPerTick / 2, 2*sched.UnitsPerTick + 1
}

// syncWithFPS is ebiten.SyncWithFPS, the TPS of one update a frame.
const syncWithFPS = -1

// tpsOf is the TPS in force: the setting, or the tick rate.
func tpsOf(tps, rate int) int {
	if tps == 0 {
		return rate
	}
	return tps
}

// tpsSetting is ebiten.SetTPS, for both clocks: a whole number or sync.
func tpsSetting[P sched.Policy](tps func(P) *int) setting {
	return newSetting("tps", "the tick rate (Ebitengine's own: 60)", "sync (ebiten.SyncWithFPS, -1: one update a frame) or a whole number, 1 to 1000"+
		" (Ebitengine: not below 0 but SyncWithFPS; at 0 it never updates)",
		func(p P, v string) error {
			if v == "sync" || v == "-1" {
				*tps(p) = syncWithFPS
				return nil
			}
			n, err := parseInt(v, sched.MinRate, sched.MaxRate)
			*tps(p) = int(n)
			return err
		},
		func(p P, c sched.Config) string {
			if *tps(p) == syncWithFPS {
				return "sync"
			}
			return strconv.Itoa(tpsOf(*tps(p), rateOf(c)))
		})
}

// ebitengineSettings: the TPS.
var ebitengineSettings = []setting{tpsSetting(func(e *ebitengine) *int { return &e.tps })}

// step: the TPS, when set to a number (SyncWithFPS is no step: the world's
// ticks stay its own).
func (e *ebitengine) Step() (hz float64, whole int, set bool) {
	return float64(e.tps), e.tps, e.tps > 0
}
