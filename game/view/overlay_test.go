//go:build !headless

package view

import (
	"image"
	"math"
	"strings"
	"testing"
	"time"

	"tickbox/render"
	"tickbox/sim/bounce"
	"tickbox/sim/instrument"
	"tickbox/sim/policy"
	"tickbox/sim/sandbox"
	"tickbox/sim/sched"
	"tickbox/sim/tape"
)

// However long its values, the overlay keeps every value to its column:
// no character is drawn over another (a value run into the next label)
// and none leaves the overlay's area (a value run past its edge into the
// jumper's column or the box, or rows run down into the notice row), on
// the goldens' screen, a small one, both tall layouts and a large one.
func TestOverlayValuesKeepToTheirColumns(t *testing.T) {
	s := newScene(t, nil)
	for _, paused := range []bool{false, true} { // the smoothness rows say "paused" instead
		p := s.pic
		widen(&p)
		p.Stats.Frame.Paused = paused
		for _, win := range [][2]int{{render.ScreenWidth, render.ScreenHeight}, {640, 400}, {800, 900}, {700, 1400}, {1920, 1080}} {
			keepToColumns(t, s, &p, win)
		}
	}
}

// keepToColumns checks p's overlay in a window of win.
func keepToColumns(t *testing.T, s *scene, p *sandbox.Picture, win [2]int) {
	t.Helper()
	w, h := Fit(win[0], win[1])
	var glyphs []image.Rectangle
	onGame(func() { glyphs = s.r.overlayGlyphs(p, w, h) })
	if len(glyphs) < 500 {
		t.Fatalf("%dx%d: the overlay draws %d characters; want its 26 rows", w, h, len(glyphs))
	}
	area := areas(w, h, true, true)[0]
	at := map[image.Point]bool{}
	for _, g := range glyphs {
		if !g.In(area) {
			t.Errorf("%dx%d: a character at %v leaves the overlay's area %v", w, h, g, area)
		}
		if at[g.Min] {
			t.Errorf("%dx%d: two characters are drawn at %v", w, h, g.Min)
		}
		at[g.Min] = true
	}
}

// widen gives every figure of p the longest text it can have.
func widen(p *sandbox.Picture) {
	const huge = math.MaxInt64
	st := &p.Stats
	p.Tick, p.Alpha, p.Mode = huge, -math.MaxFloat64, sandbox.Variable
	st.Frame.Ticks, st.Frame.Dropped, st.Frame.DroppedTicks = math.MaxInt32, huge, huge
	st.Length, st.Second.Worst, st.Second.Length, st.Second.Frames = huge, huge, time.Nanosecond, math.MaxInt32
	st.Second.Ticks, st.Second.SimTime = 1, huge
	st.Totals.Dropped, st.Totals.Clamps, st.Totals.Caps = huge, huge, huge
	st.Frame.ClampLoss, st.Frame.OwedLoss, st.Totals.ClampLoss, st.Totals.OwedLoss = huge, huge/2, huge, huge/2 // every cause
	st.Speed, st.Refresh, st.Carry, st.Snapped = math.MaxFloat64, math.MaxFloat64, huge, huge
	st.DrawTime, st.Judder, st.AnimationError, st.SmoothMeasured = huge, -math.MaxFloat64, -math.MaxFloat64, true
	st.Second.Shortest = huge // the fps cap and jitter say what the machine draws
	set := &p.Settings
	set.Rate, set.Scale, set.FPSCap, set.Load, set.Limits = math.MaxInt32, float64(math.MaxInt32-1)/4, math.MaxInt32, huge, true
	set.MaxFrame, set.MaxUpdates, set.Snap = huge, math.MaxInt32, true
	p.Trace = instrument.TraceStatus{On: true, Frames: math.MaxInt}
	set.Policy = strings.Repeat("policy", 20)
	p.Measured, p.ClockStep = true, huge
	p.Twin = sandbox.TwinMarker{On: true, Build: bounce.GCC, Apart: math.MaxFloat64}
	p.Replay = tape.Replay{Recording: "a.tbr", Recorded: huge, Playing: "b.tbr", Played: huge, Total: huge,
		Differs: true, BadFrom: huge - 1, BadTo: huge}
}

// The overlay says what its figures mean: alpha never printed as 1.000,
// the smoothness figures named by the mode they measure and, away from ×1,
// in game time, "paused" while paused, the fps cap and jitter in what the
// machine draws when it draws slower, and frame times being recorded.
func TestOverlaySaysWhatItMeans(t *testing.T) {
	s := newScene(t, nil)
	measured := func(p *sandbox.Picture) {
		p.Stats.SmoothMeasured, p.Stats.Judder, p.Stats.AnimationError = true, 1.5, 43.25
		p.Stats.Second.Length, p.Stats.Second.Frames, p.Stats.Second.Shortest = time.Second, 28, 25*time.Millisecond
	}
	for _, tc := range []struct {
		name     string
		edit     func(*sandbox.Picture)
		want     []string
		wantNone string
	}{
		{"alpha a nanosecond short of a tick", func(p *sandbox.Picture) { p.Alpha = 0.99999996 },
			[]string{"alpha      0.999 "}, "1.000"},
		{"newest at ×16", func(p *sandbox.Picture) {
			measured(p)
			p.Mode, p.Settings.Scale = sandbox.Newest, 16
		}, []string{"judder     1.500 as drawn: newest", "anim error 43.25 ms of game time at ×16"}, ""},
		{"interpolate at ×1", measured,
			[]string{"judder     1.500 as drawn: interpolate", "anim error 43.25 ms"}, "game time"},
		{"paused", func(p *sandbox.Picture) { measured(p); p.Stats.Frame.Paused = true },
			[]string{"judder     paused", "anim error paused"}, "1.500"},
		{"not yet measured", func(p *sandbox.Picture) { p.Stats.SmoothMeasured = false },
			[]string{"judder     measuring", "anim error measuring"}, ""},
		{"a cap the machine cannot reach", func(p *sandbox.Picture) { measured(p); p.Settings.FPSCap = 60 },
			[]string{"fps cap    60 fps (draws 28)"}, ""},
		{"a cap the machine reaches", func(p *sandbox.Picture) {
			measured(p)
			p.Settings.FPSCap, p.Stats.Second.Frames = 30, 28
		}, []string{"fps cap    30 fps\n"}, "draws"},
		{"jitter whose short frames cannot happen", func(p *sandbox.Picture) { measured(p); p.Settings.Jitter = true },
			[]string{"fps cap    jitter", "jitter     on, 4-40 ms (draws none under 25 ms)"}, ""},
		{"frame times recorded", func(p *sandbox.Picture) { p.Trace = instrument.TraceStatus{On: true, Frames: 117} },
			[]string{"frames     REC 117"}, "Shift+R"},
		{"an engine's own limits", func(p *sandbox.Picture) {
			p.Settings.Policy, p.Settings.OwnLimits = "godot", true
			p.Settings.PolicyLimits = sched.Limits{TickCap: 8}
		}, []string{"limits     own: no clamp, tick cap 8"}, "250"},
		{"Tickbox's limits on", func(p *sandbox.Picture) {
			p.Settings.Limits, p.Settings.OwnLimits = true, false
			p.Settings.PolicyLimits = sched.Limits{Clamp: 250 * time.Millisecond, TickCap: 5}
		}, []string{"limits     on (clamp 250 ms, tick cap 5)"}, "own"},
		{"Tickbox's limits off", func(p *sandbox.Picture) { p.Settings.Limits, p.Settings.OwnLimits = false, false },
			[]string{"limits     off\n"}, "tick cap 5"},
	} {
		p := s.pic
		p.Settings.Scale, p.Settings.Jitter, p.Settings.FPSCap = 1, false, 0
		tc.edit(&p)
		var rows []string
		onGame(func() { rows = s.r.overlayText(&p) })
		text := strings.Join(rows, "\n")
		for _, want := range tc.want {
			if !strings.Contains(text, want) {
				t.Errorf("%s: no %q in the overlay:\n%s", tc.name, want, text)
			}
		}
		if tc.wantNone != "" && strings.Contains(text, tc.wantNone) {
			t.Errorf("%s: %q in the overlay:\n%s", tc.name, tc.wantNone, text)
		}
	}
}

// The limits row shows every policy's limits whole, wrapped onto a second
// row where they are long (Ebitengine's resync, tickbox-steady's owed
// cap), as the dev layer's are, never cut with "…": cut, tickbox-steady's
// read "on (clamp 250 ms, owed at most 83.3…" and lost "no tick cap".
func TestOverlayShowsWholeLimits(t *testing.T) {
	s := newScene(t, nil)
	for _, name := range policy.Names() {
		p := s.pic
		pol, err := policy.New(name)
		if err != nil {
			t.Fatal(err)
		}
		l := instrument.LimitsOf(pol, sched.DefaultConfig())
		own := !sched.TakesLimits(pol)
		p.Settings.Policy, p.Settings.PolicyLimits, p.Settings.OwnLimits, p.Settings.Limits = name, l, own, true
		want := "on (" + string(instrument.AppendLimits(nil, l)) + ")"
		if own {
			want = "own: " + string(instrument.AppendLimits(nil, l))
		}
		var rows []string
		onGame(func() { rows = s.r.overlayText(&p) })
		if got := limitsRows(rows); got != want {
			t.Errorf("%s: the limits rows read %q, want %q:\n%s", name, got, want, strings.Join(rows, "\n"))
		}
	}
}

// limitsRows returns the text of the overlay's limits row and the rows
// that carry it on (no label), their spaces collapsed.
func limitsRows(rows []string) string {
	var words []string
	for i, r := range rows {
		if !strings.HasPrefix(r, "limits ") {
			continue
		}
		words = strings.Fields(strings.TrimPrefix(r, "limits"))
		for _, more := range rows[i+1:] {
			if !strings.HasPrefix(more, " ") {
				break
			}
			words = append(words, strings.Fields(more)...)
		}
	}
	return strings.Join(words, " ")
}

// After a 1 s hitch under tickbox at 60 Hz, the overlay says what was not
// played and what cut it: the clamp (250 ms) cut 750 ms; the 250 ms left,
// with under a tick owed before it, makes 15 ticks, of which the tick cap
// runs 5 and drops 10, 166.7 ms: 916.7 ms in all (see sim/policy's
// TestUnplayedByCause), in the same words as the dev layer's.
func TestOverlaySaysWhatWasNotPlayed(t *testing.T) {
	s := newScene(t, nil)
	s.sb.Do(instrument.LongHitch)
	s.frame()
	var rows []string
	onGame(func() { rows = s.r.overlayText(&s.pic) })
	text := strings.Join(rows, "\n")
	for _, want := range []string{"unplayed   916.7 ms", "total      0.917 s", "cut by     clamp 0.750 s, tick cap 0.167 s\n"} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in the overlay:\n%s", want, text)
		}
	}
}

// The cut by row shows every cause's total, wrapped after a comma onto
// the row that sets the next section apart, never cut with "…": cut, it
// hid the tick cap's total behind the clamp's and the owed limit's. Totals
// of minutes keep four figures, so that they still fit two rows. Its rows
// keep a character clear of the overlay's edge, where the jumper's scale
// labels 1.5 m beside it.
func TestOverlayShowsEveryCut(t *testing.T) {
	s := newScene(t, nil)
	area := areas(render.ScreenWidth, render.ScreenHeight, true, true)[0]
	_, ground := s.r.jumperScale()
	for _, tc := range []struct {
		clamp, owed, dropped time.Duration
		want                 string
	}{
		{1500 * time.Millisecond, 183 * time.Millisecond, 167 * time.Millisecond,
			"cut by     clamp 1.500 s, owed limit 0.183 s,\n           tick cap 0.167 s\nfps"},
		{10500 * time.Millisecond, 10183 * time.Millisecond, 10167 * time.Millisecond,
			"cut by     clamp 10.50 s, owed limit 10.18 s,\n           tick cap 10.17 s\nfps"},
		{1050 * time.Second, 105183 * time.Millisecond, 1167 * time.Millisecond,
			"cut by     clamp 1050 s, owed limit 105.2 s,\n           tick cap 1.167 s\nfps"},
		{100000 * time.Second, 100000 * time.Second, time.Second, ""}, // a day's: cut, off the last column
	} {
		p := s.pic
		tot := &p.Stats.Totals
		tot.ClampLoss, tot.OwedLoss, tot.Dropped = tc.clamp+tc.owed, tc.owed, tc.dropped
		var rows []string
		var glyphs []image.Rectangle
		onGame(func() {
			rows = s.r.overlayText(&p)
			glyphs = s.r.overlayGlyphs(&p, render.ScreenWidth, render.ScreenHeight)
		})
		if text := strings.Join(rows, "\n"); tc.want != "" && !strings.Contains(text, tc.want) {
			t.Errorf("no %q in the overlay:\n%s", tc.want, text)
		}
		for _, g := range glyphs {
			if g.Max.Y < int(ground) && g.Max.X > area.Max.X-g.Dx() {
				t.Errorf("%v cut: a character at %v of the overlay's %v is in its last column, beside the jumper's scale", tc.clamp, g, area)
			}
		}
	}
}
