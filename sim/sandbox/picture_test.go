package sandbox

import (
	"reflect"
	"slices"
	"testing"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
	"tickbox/sim/sched"
)

// A Picture holds plain values only: nothing in it points into the
// sandbox, so that render, which reads nothing else, cannot change the
// simulation. Its slices are its own buffers, of pointer-free elements,
// and writing to them changes nothing in the sandbox. The one interface,
// Stats.Err, is left nil, even when the scheduler has reported an error.
func TestPictureHoldsNoPointer(t *testing.T) {
	checkPlain(t, reflect.TypeFor[Picture](), "Picture")
	s, clock := newSandbox(t, func(o *Options) { o.Mode = Variable })
	run(s, clock, frame60, 30)
	s.Advance(sched.MaxElapsed + 1) // the scheduler refuses it, and Stats.Err says why
	if s.Scene().Stats().Err == nil {
		t.Fatal("a frame longer than sched.MaxElapsed left Stats.Err nil: the test needs an error to leave out")
	}
	var p Picture
	p.Fill(s.Scene())
	if p.Stats.Err != nil {
		t.Errorf("the picture holds the error %v: an interface may point anywhere", p.Stats.Err)
	}
	w := s.Scene().World()
	x, ticks := w.Balls.X[0], p.Frames[0].Ticks
	p.Balls[0].X, p.Frames[0].Ticks = x+1, ticks+1
	var r instrument.Readout
	if s.Scene().readout(&r); w.Balls.X[0] != x || r.Frames[0].Ticks != ticks {
		t.Error("writing to the picture's buffers changed the world or the timeline: they are shared, not copied")
	}
}

// checkPlain fails for any type reachable in typ that could point into
// another value: a pointer, map, channel, function or interface (but
// Stats.Err, which TestPictureHoldsNoPointer checks is nil).
func checkPlain(t *testing.T, typ reflect.Type, path string) {
	t.Helper()
	switch typ.Kind() {
	case reflect.Pointer, reflect.Map, reflect.Chan, reflect.Func, reflect.UnsafePointer:
		t.Errorf("%s is a %v", path, typ)
	case reflect.Interface:
		if path != "Picture.Readout.Stats.Err" { // the embedded instrument.Readout's
			t.Errorf("%s is an interface, %v", path, typ)
		}
	case reflect.Struct:
		for i := range typ.NumField() {
			f := typ.Field(i)
			checkPlain(t, f.Type, path+"."+f.Name)
		}
	case reflect.Slice, reflect.Array:
		checkPlain(t, typ.Elem(), path+"[]")
	}
}

// A Picture is the scene of its frame: every ball blended as Scene.Blend
// says, the reference world blended as a correct loop blends it, the twin
// and the fixed world's ball 1 at the twin's blend, and the overlay's
// figures as the scene reports them; in every mode.
func TestPictureIsTheScene(t *testing.T) {
	keys := func(as ...instrument.Action) func(*testing.T, *Sandbox, *fixed.VirtualClock) {
		return func(_ *testing.T, s *Sandbox, _ *fixed.VirtualClock) {
			for _, a := range as {
				s.Do(a)
			}
		}
	}
	for _, tc := range []struct {
		name string
		edit func(*Options)
		prep func(*testing.T, *Sandbox, *fixed.VirtualClock) // after 40 frames, before 40 more
	}{
		{"interpolate", nil, nil},
		{"extrapolate", func(o *Options) { o.Mode = Extrapolate }, nil},
		{"variable", func(o *Options) { o.Mode = Variable }, keys(Jump)},
		{"twin", nil, keys(CycleTwin, Jump)},
		{"variable twin", func(o *Options) { o.Mode = Variable }, keys(CycleTwin)},
		{"twin apart", nil, func(t *testing.T, s *Sandbox, clock *fixed.VirtualClock) {
			s.Do(CycleTwin)
			for i := 0; i < 100_000 && s.Scene().TwinApart() == 0; i++ { // ticks until their roundings part
				run(s, clock, frame60, 1)
			}
			if s.Scene().TwinApart() == 0 {
				t.Fatal("the twin never parted from the world")
			}
		}},
		{"second jump", nil, func(_ *testing.T, s *Sandbox, clock *fixed.VirtualClock) {
			s.Do(Jump)
			run(s, clock, frame60, 120) // up and down again
			s.Do(Jump)                  // the 40 frames after catch it rising: its peak under the best
		}},
		{"fast", func(o *Options) { o.Fast = true }, nil},
		{"no balls", func(o *Options) { o.World.Balls = 0 }, keys(CycleTwin)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, clock := newSandbox(t, func(o *Options) {
				o.World.Balls = 50
				if tc.edit != nil {
					tc.edit(o)
				}
			})
			run(s, clock, 7*time.Millisecond, 40) // frames that end mid-tick: alpha is not 0
			if tc.prep != nil {
				tc.prep(t, s, clock)
			}
			run(s, clock, 7*time.Millisecond, 40)
			var p Picture
			p.Fill(s.Scene())
			checkBodies(t, &p, s.Scene())
			checkFigures(t, &p, s.Scene())
		})
	}
}

// checkBodies compares p's bodies with where c draws them.
func checkBodies(t *testing.T, p *Picture, c Scene) {
	t.Helper()
	w := c.World()
	if p.World != w.Config || len(p.Balls) != w.Balls.Len() {
		t.Fatalf("the picture's world is %+v with %d balls, want %+v with %d", p.World, len(p.Balls), w.Config, w.Balls.Len())
	}
	for i, b := range p.Balls {
		if want := at(w, i, c.blend()); b != want {
			t.Fatalf("ball %d drawn at %v, want %v", i+1, b, want)
		}
	}
	current, best := c.Peak()
	if want := testJumperAt(w, c.blend(), current, best); p.Jumper != want {
		t.Errorf("jumper %+v, want %+v", p.Jumper, want)
	}
	ref := c.reference()
	if p.Reference.On != (ref != nil) {
		t.Fatalf("reference shown %v in mode %v", p.Reference.On, c.Mode())
	}
	if ref != nil {
		current, best := c.referencePeak()
		want := ReferenceMarker{On: true, Ball1: at(ref, 0, c.referenceBlend()), Jumper: testJumperAt(ref, c.referenceBlend(), current, best)}
		if p.Reference != want {
			t.Errorf("reference %+v, want %+v", p.Reference, want)
		}
	}
	checkTwin(t, p, c)
}

// checkTwin compares p's twin with the scene's.
func checkTwin(t *testing.T, p *Picture, c Scene) {
	t.Helper()
	twin := c.Twin()
	want := TwinMarker{On: twin != nil, Build: c.TwinBuild(), Apart: c.TwinApart()}
	if twin != nil {
		fixed := c.reference()
		if fixed == nil {
			fixed = c.World()
		}
		want.Ball1, want.Fixed = at(twin, 0, c.twinBlend()), at(fixed, 0, c.twinBlend())
	}
	if p.Twin != want {
		t.Errorf("twin %+v, want %+v", p.Twin, want)
	}
}

// checkFigures compares p's figures with c's.
func checkFigures(t *testing.T, p *Picture, c Scene) {
	t.Helper()
	st := c.Stats()
	st.Err = nil
	if p.Now != c.now() || p.View != c.view() || p.Tick != c.Tick() || p.Alpha != c.Alpha() || p.Mode != c.Mode() ||
		p.Settings != c.Settings() || p.Stats != st || p.Replay != c.Replay() ||
		p.ClockStep != c.clockStep() {
		t.Errorf("the picture's figures differ from the scene's:\n%+v\nwant now %v, view %+v, tick %d, alpha %v, mode %v, settings %+v, stats %+v, replay %+v",
			p, c.now(), c.view(), c.Tick(), c.Alpha(), c.Mode(), c.Settings(), st, c.Replay())
	}
	// The frames are the dev layer's (sim/instrument's
	// TestReadoutFramesReachFrameSpan holds them to its timeline).
	var r instrument.Readout
	if c.readout(&r); p.Added != r.Added || len(p.Frames) == 0 || !slices.Equal(p.Frames, r.Frames) {
		t.Fatalf("%d frames of %d added, want the dev layer's %d of %d", len(p.Frames), p.Added, len(r.Frames), r.Added)
	}
}

// at returns ball i of w blended at k.
func at(w *bounce.World, i int, k float64) Point {
	b := &w.Balls
	if b.Len() == 0 {
		return Point{}
	}
	return Point{X: fixed.Lerp(b.PrevX[i], b.X[i], k), Y: fixed.Lerp(b.PrevY[i], b.Y[i], k)}
}

// testJumperAt returns w's jumper blended at k, with its peaks.
func testJumperAt(w *bounce.World, k, peak, best float64) Jumper {
	return Jumper{Y: fixed.Lerp(w.Jumper.PreviousY, w.Jumper.Y, k), Peak: peak, Best: best}
}

// Filling a Picture every frame allocates nothing once its buffers have
// grown, at the most balls a world may hold, and reuses the same buffers.
func TestPictureFillAllocatesNothing(t *testing.T) {
	s, clock := newSandbox(t, func(o *Options) { o.World.Balls = bounce.MaxBalls })
	run(s, clock, frame60, 3)
	var p Picture
	p.Fill(s.Scene())
	balls, frames := &p.Balls[0], &p.Frames[0]
	allocs := testing.AllocsPerRun(3, func() {
		run(s, clock, frame60, 1)
		p.Fill(s.Scene())
	})
	if allocs != 0 {
		t.Errorf("filling a picture of %d balls allocates %v times a frame, want 0", len(p.Balls), allocs)
	}
	if &p.Balls[0] != balls || &p.Frames[0] != frames || len(p.Balls) != bounce.MaxBalls {
		t.Errorf("the picture's buffers moved (or hold %d balls): want the same buffers, every ball", len(p.Balls))
	}
}
