package pacing_test

import (
	"flag"
	"math/rand/v2"
	"runtime"
	"testing"
	"time"

	"tickbox/sim"
	"tickbox/sim/pacing"
	"tickbox/sim/sched"
)

// soakHours is the game time TestSoak plays. The default keeps `make test`
// quick; `make soak` runs longer:
//
//	go test ./sim/pacing -run Soak -v -timeout 0 -soak.hours=200 -soak.seed=$RANDOM
var (
	soakHours = flag.Float64("soak.hours", 10, "hours of game time TestSoak plays")
	soakSeed  = flag.Uint64("soak.seed", 1, "seed of TestSoak's frames and events")
)

// TestSoak plays hours of game time through the whole headless loop, a fake
// clock feeding the Snapper, the scheduler, the world and the Speedometer,
// with everything that can happen to a loop: noisy and irregular frames,
// hitches of up to 10 s, pauses and single steps, time-scale changes from
// ×¼ to ×16, tick-rate changes from 30 to 240 Hz, fast-forward frames,
// snapping switched on and off, and input now and then. After every frame
// the scheduler's accounting identity holds to the unit and no frame runs
// more ticks than the cap; the heap does not grow beyond the input record;
// and replaying the recorded inputs and rate changes into a fresh world
// ends with the same fingerprint.
func TestSoak(t *testing.T) {
	game := time.Duration(*soakHours * float64(time.Hour))
	l := newSoakLoop(t, *soakSeed)
	for l.game < game/10 {
		l.frame()
	}
	before := liveHeap()
	recordBefore := cap(l.record)
	for l.game < game {
		l.frame()
	}
	after := liveHeap()
	grown := int64(after) - int64(before)
	recordGrown := int64(cap(l.record)-recordBefore) * int64(sizeOfRecorded)
	if grown > recordGrown+1<<20 {
		t.Errorf("live heap grew by %d bytes over the last 90%% of the run, the input record by %d: want flat", grown, recordGrown)
	}
	replayed := l.replay()
	if got, want := replayed.Fingerprint(), l.world.Fingerprint(); got != want {
		t.Errorf("replay of %d recorded events ends in %s, the run in %s", len(l.record),
			sim.FormatFingerprint(got), sim.FormatFingerprint(want))
	}
	tot := l.sched.Totals()
	t.Logf("seed %d: %v of game time in %d frames: %d ticks, %d dropped, %d clamps, %d events recorded; heap %d -> %d bytes; snapper %+v; fingerprint %s",
		*soakSeed, game, tot.Frames, tot.Ticks, tot.DroppedTicks, tot.Clamps, len(l.record), before, after,
		l.snap.Stats(), sim.FormatFingerprint(l.world.Fingerprint()))
}

// liveHeap returns the bytes of live heap after a collection.
func liveHeap() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// recorded is one event a replay needs, at the tick it happened before:
// an input applied by that tick, or the tick rate it ran at from then on.
type recorded struct {
	tick  int64
	rate  int32 // the new tick rate, or 0 for an input
	input byte  // the input, as sim.Input.Byte encodes it
}

const sizeOfRecorded = 16

// soakLoop is the headless game loop under test, driven by a fake clock.
type soakLoop struct {
	t       *testing.T
	rng     *rand.Rand
	config  sim.Config
	world   *sim.World
	sched   *sched.Scheduler
	snap    *pacing.Snapper
	speed   pacing.Speedometer
	frames  soakFrames
	pending sim.Input // read this frame, for the next tick
	record  []recorded
	game    time.Duration // game time run, as the sum of the ticks' steps
}

func newSoakLoop(t *testing.T, seed uint64) *soakLoop {
	l := &soakLoop{t: t, rng: rand.New(rand.NewPCG(seed, 2)), config: sim.DefaultConfig()}
	var err error
	if l.world, err = sim.New(l.config); err != nil {
		t.Fatal(err)
	}
	if l.sched, err = sched.New(sched.DefaultConfig()); err != nil {
		t.Fatal(err)
	}
	l.snap = newSnapper(t, pacing.Config{})
	l.frames = soakFrames{rng: l.rng, refresh: period(60)}
	return l
}

// frame plays one frame: maybe an event, then the clock, the Snapper, the
// scheduler and the ticks, then the checks.
func (l *soakLoop) frame() {
	l.event()
	raw := l.frames.next()
	var f sched.Frame
	var err error
	if l.rng.IntN(50_000) == 0 { // fast-forward: ticks regardless of time
		f, err = l.sched.AdvanceTicks(1 + l.rng.IntN(100))
	} else {
		f, err = l.sched.Advance(l.snap.Snap(raw))
	}
	if err != nil {
		l.t.Fatalf("frame %d (%v): %v", l.sched.Totals().Frames, raw, err)
	}
	if err := l.sched.Check(); err != nil {
		l.t.Fatalf("frame %d: %v", l.sched.Totals().Frames, err)
	}
	_, maxUpdates := l.sched.Limits()
	if limit := (maxUpdates*max(l.sched.Scale(), 4) + 3) / 4; f.Ticks > limit && f.Elapsed > 0 {
		l.t.Fatalf("frame %d ran %d ticks, over the cap of %d", l.sched.Totals().Frames, f.Ticks, limit)
	}
	for range f.Ticks {
		l.tick()
	}
	l.speed.Add(raw, f, l.sched.Step())
}

// tick runs one tick with the input read since the last one.
func (l *soakLoop) tick() {
	if !l.pending.IsZero() {
		l.record = append(l.record, recorded{tick: l.world.Tick, input: l.pending.Byte()})
	}
	l.world.Step(l.pending)
	l.pending = sim.Input{}
	l.game += time.Second / time.Duration(l.world.Config.Rate)
}

// event does now and then what a player or the machine would.
func (l *soakLoop) event() {
	switch r := l.rng.IntN(100_000); {
	case r < 2500: // input, about every 40 frames
		l.pending = sim.Input{Jump: l.rng.IntN(2) == 0, Kick: sim.Kick(l.rng.IntN(4)), Teleport: l.rng.IntN(8) == 0}
	case r < 2520:
		l.frames.hitch = 250*ms + time.Duration(l.rng.Int64N(int64(10*time.Second-250*ms+1))) // up to 10 s
	case r < 2530:
		l.sched.SetPaused(!l.sched.Paused())
	case r < 2600:
		l.sched.RequestStep() // does nothing unless paused
	case r < 2605:
		l.setScale([]int{1, 2, 4, 4, 4, 8, 16, 64}[l.rng.IntN(8)])
	case r < 2610:
		l.setRate([]int{30, 60, 60, 120, 144, 240}[l.rng.IntN(6)])
	case r < 2612:
		l.snap.SetEnabled(!l.snap.Enabled())
	case r < 2620:
		l.frames.switchDisplay()
	}
}

func (l *soakLoop) setScale(q int) {
	if err := l.sched.SetScale(q); err != nil {
		l.t.Fatal(err)
	}
}

// setRate changes the tick rate of the scheduler and the world together,
// and records it for the replay.
func (l *soakLoop) setRate(hz int) {
	if err := l.sched.SetRate(hz); err != nil {
		l.t.Fatal(err)
	}
	if err := l.world.SetRate(hz); err != nil {
		l.t.Fatal(err)
	}
	l.record = append(l.record, recorded{tick: l.world.Tick, rate: int32(hz)})
}

// replay feeds the record into a fresh world for as many ticks as the run.
func (l *soakLoop) replay() *sim.World {
	w, err := sim.New(l.config)
	if err != nil {
		l.t.Fatal(err)
	}
	events := l.record
	for w.Tick < l.world.Tick {
		var in sim.Input
		for len(events) > 0 && events[0].tick == w.Tick {
			e := events[0]
			events = events[1:]
			if e.rate != 0 {
				if err := w.SetRate(int(e.rate)); err != nil {
					l.t.Fatal(err)
				}
				continue
			}
			if in, err = sim.InputFromByte(e.input); err != nil {
				l.t.Fatal(err)
			}
		}
		w.Step(in)
	}
	return w
}

// soakFrames is the fake clock: frames of a display with ±1 ms of timer
// noise on each reading (60, 144 or 30 Hz), of a noise-free 59.94 Hz one,
// or irregular frames of 4 to 40 ms, and now and then a hitch.
type soakFrames struct {
	rng       *rand.Rand
	refresh   float64 // ns; 0 for irregular frames
	noisy     bool
	noise     time.Duration // on the previous reading
	hitch     time.Duration // the next frame's length, once
	exact     float64       // exact time of the display so far, ns
	irregular bool
}

func (f *soakFrames) next() time.Duration {
	if f.hitch > 0 {
		h := f.hitch
		f.hitch = 0
		return h
	}
	if f.irregular {
		return 4*ms + time.Duration(f.rng.Int64N(int64(36*ms)))
	}
	start := time.Duration(f.exact)
	f.exact += f.refresh
	length := time.Duration(f.exact) - start
	if !f.noisy {
		return length
	}
	noise := time.Duration(f.rng.Int64N(int64(2*ms+1))) - ms
	length += noise - f.noise
	f.noise = noise
	return length
}

func (f *soakFrames) switchDisplay() {
	f.irregular, f.noisy, f.noise = false, true, 0
	switch f.rng.IntN(5) {
	case 0:
		f.refresh = period(60)
	case 1:
		f.refresh = period(144)
	case 2:
		f.refresh = period(30)
	case 3:
		f.refresh, f.noisy = period(60000.0/1001), false
	case 4:
		f.irregular = true
	}
}
