package pacing_test

import (
	"flag"
	"math"
	"math/rand/v2"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
	"tickbox/sim/oldtape"
	"tickbox/sim/sandbox"
	"tickbox/sim/tape"
)

// soakHours is the game time TestSoak plays. The default keeps `make test`
// quick; `make soak` runs longer:
//
//	go test ./sim/pacing -run Soak -v -timeout 0 -soak.hours=200 -soak.seed=$RANDOM
var (
	soakHours = flag.Float64("soak.hours", 10, "hours of game time TestSoak plays")
	soakSeed  = flag.Uint64("soak.seed", 1, "seed of TestSoak's frames and events")
)

// TestSoak plays hours of game time through the window's loop, a
// sandbox.Sandbox on a virtual clock (the Snapper, the scheduler, the world,
// the Speedometer and the recorder), with everything that can happen to a
// loop: noisy and irregular frames, hitches of up to 10 s, pauses and
// single steps, time-scale changes from ×¼ to ×16, tick-rate changes,
// fast-forward frames, snapping switched on and off, and input now and
// then. After every frame the scheduler's accounting identity holds to the
// unit and no frame runs more ticks than the cap; the heap does not grow
// beyond the recording; and the recording, played in a fresh Sandbox, ends
// with the same fingerprint, every checkpoint matching.
func TestSoak(t *testing.T) {
	game := time.Duration(*soakHours * float64(time.Hour))
	l := newSoakLoop(t, *soakSeed)
	for l.game < game/10 {
		l.frame()
	}
	before := liveHeap()
	for l.game < game {
		l.frame()
	}
	after := liveHeap()
	// The recording keeps a fingerprint every 60 ticks and every event:
	// allow for those, twice over (slices grow by doubling), and 1 MiB.
	allowed := 2*(l.sb.Scene().Tick()/60*8+l.events*32) + 1<<20
	if grown := int64(after) - int64(before); grown > allowed {
		t.Errorf("live heap grew by %d bytes over the last 90%% of the run, more than the recording's %d: want flat", grown, allowed)
	}
	l.checkReplay()
	tot := l.sb.Scene().Stats().Totals
	t.Logf("seed %d: %v of game time in %d frames: %d ticks, %d dropped, %d clamps, %d events; heap %d -> %d bytes; fingerprint %s",
		*soakSeed, game, tot.Frames, tot.Ticks, tot.DroppedTicks, tot.Clamps, l.events, before, after,
		tape.Format(l.sb.Scene().World().Fingerprint()))
}

// liveHeap returns the bytes of live heap after a collection.
func liveHeap() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// soakLoad is the real time a soak tick costs on the virtual clock: it
// bounds a fast-forward frame (FastBudget of it) to about 1200 ticks.
const soakLoad = 10 * time.Microsecond

// soakLoop drives the window's loop with made-up frames and events.
type soakLoop struct {
	t      *testing.T
	rng    *rand.Rand
	sb     *sandbox.Sandbox
	frames soakFrames
	path   string        // where the recording goes
	events int64         // inputs and rate changes, which the recording keeps
	game   time.Duration // game time run, as the sum of the ticks' steps
}

func newSoakLoop(t *testing.T, seed uint64) *soakLoop {
	l := &soakLoop{t: t, rng: rand.New(rand.NewPCG(seed, 2)), path: filepath.Join(t.TempDir(), "soak.tbr")}
	o := sandbox.DefaultOptions()
	o.Load, o.RecordDir = soakLoad, ""
	var err error
	if l.sb, err = sandbox.New(o, &fixed.VirtualClock{}); err != nil {
		t.Fatal(err)
	}
	if err := l.sb.StartRecording(l.path); err != nil {
		t.Fatal(err)
	}
	l.frames = soakFrames{rng: l.rng, refresh: period(60)}
	return l
}

// frame plays one frame: maybe an event, then the frame in the Sandbox,
// then the checks.
func (l *soakLoop) frame() {
	l.event()
	fast := l.rng.IntN(50_000) == 0 // fast-forward: ticks regardless of time
	if fast {
		l.sb.Do(sandbox.ToggleFast)
	}
	rate := l.sb.Scene().Settings().Rate
	l.sb.Advance(l.frames.next())
	for _, n := range l.sb.Notices() {
		if n.Log {
			l.t.Log(n.Text)
		}
	}
	if fast {
		l.sb.Do(sandbox.ToggleFast)
	}
	st, set := l.sb.Scene().Stats(), l.sb.Scene().Settings()
	if st.Err != nil {
		l.t.Fatalf("frame %d: %v", st.Totals.Frames, st.Err)
	}
	if err := l.sb.Scene().Check(); err != nil {
		l.t.Fatalf("frame %d: %v", st.Totals.Frames, err)
	}
	if limit := int(math.Ceil(float64(set.MaxUpdates) * max(set.Scale, 1))); set.Limits && st.Frame.Ticks > limit && st.Frame.Elapsed > 0 {
		l.t.Fatalf("frame %d ran %d ticks, over the cap of %d", st.Totals.Frames, st.Frame.Ticks, limit)
	}
	l.game += time.Duration(st.Frame.Ticks) * time.Second / time.Duration(rate)
}

// event does now and then what a player or the machine would.
func (l *soakLoop) event() {
	do := l.sb.Do
	switch r := l.rng.IntN(100_000); {
	case r < 2500: // input, about every 40 frames
		do([]instrument.Action{sandbox.Jump, sandbox.Kick, sandbox.KickLeft, sandbox.KickRight, sandbox.Teleport}[l.rng.IntN(5)])
		l.events++
	case r < 2520:
		l.frames.hitch = 250*ms + time.Duration(l.rng.Int64N(int64(10*time.Second-250*ms+1))) // up to 10 s
	case r < 2530:
		do(instrument.TogglePause)
	case r < 2600:
		if l.sb.Scene().Settings().Paused {
			do(instrument.OneTick)
		}
	case r < 2605:
		do([]instrument.Action{instrument.ScaleUp, instrument.ScaleDown}[l.rng.IntN(2)])
	case r < 2610:
		do(sandbox.CycleRate)
		l.events++
	case r < 2612:
		do(sandbox.ToggleSnap)
	case r < 2620:
		l.frames.switchDisplay()
	}
}

// checkReplay saves the recording and plays it, as fast as possible, in a
// fresh Sandbox: it must end in the run's world, every checkpoint matching.
func (l *soakLoop) checkReplay() {
	want := l.sb.Scene().World().Fingerprint()
	if err := l.sb.Close(); err != nil { // saves the recording
		l.t.Fatal(err)
	}
	r, err := oldtape.Load(l.path)
	if err != nil {
		l.t.Fatal(err)
	}
	o := sandbox.DefaultOptions()
	o.Fast, o.RecordDir = true, ""
	sb, err := sandbox.New(o, &fixed.VirtualClock{})
	if err != nil {
		l.t.Fatal(err)
	}
	if err := sb.Play(r); err != nil {
		l.t.Fatal(err)
	}
	for st := sb.Scene().Replay(); st.Playing != "" && !st.Done; st = sb.Scene().Replay() {
		sb.Advance(0)
	}
	if st := sb.Scene().Replay(); st.Differs || sb.Scene().World().Fingerprint() != want {
		l.t.Errorf("the recording of %d ticks played back: %v, fingerprint %s; the run ended in %s", r.Final,
			st, tape.Format(sb.Scene().World().Fingerprint()), tape.Format(want))
	}
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
