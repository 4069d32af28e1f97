package policy

import (
	"time"

	"tickbox/sim/sched"
)

// UnityMaximumDeltaTime is Time.maximumDeltaTime's default, 1/3 s.
const UnityMaximumDeltaTime = time.Second / 3

// Unity is Unity's fixed update loop as its manual describes it (Scripting
// API: Time.maximumDeltaTime, Time.fixedDeltaTime; Manual: "Time and
// framerate management"): each frame, Time.time advances by the frame's
// real time, but by no more than maximumDeltaTime; FixedUpdate then runs
// as many times as it takes Time.fixedTime to catch up with Time.time.
// Rigidbody interpolation draws (time − fixedTime) / fixedDeltaTime of the
// way from the previous physics pose.
//
// Parameters: maximumDeltaTime 1/3 s. No separate cap: the clamp is the
// cap (20 ticks at 60 Hz).
//
//   - Long frame: counts as 1/3 s; the rest is lost.
//   - Slow tick: every owed tick runs, up to 1/3 s of them a frame, so
//     under load frames settle near 1/3 s (3 fps) rather than grow.
//   - Timer noise: flips frames between 0 and 2 fixed updates.
type Unity struct{}

// Name returns "unity".
func (*Unity) Name() string { return "unity" }

// OwedRange is [0, one tick): every whole tick owed runs.
func (*Unity) OwedRange() (lo, hi int64) { return wholeTicks() }

// Decide clamps the frame to maximumDeltaTime and runs every whole tick.
func (*Unity) Decide(d *sched.Decision) {
	clamp(d, UnityMaximumDeltaTime)
	runWhole(d, noCap)
}

// Limits: maximumDeltaTime, no tick cap.
func (*Unity) Limits(sched.Config) Limits { return Limits{Clamp: UnityMaximumDeltaTime} }
