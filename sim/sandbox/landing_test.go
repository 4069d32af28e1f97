package sandbox

import (
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
	"tickbox/sim/instrument"
	"tickbox/sim/simtest"
	"tickbox/sim/tape"
)

// landing is a landing as fired: its tick and the jump's peak.
type landing struct {
	tick int64
	peak float64
}

// landingsOf returns the landings of a world made from c stepped ticks
// ticks with simtest.BusyInput, found from the states alone: a tick that
// brings the jumper from the air to the ground, the jump's peak the
// highest it was since it left.
func landingsOf(t *testing.T, c bounce.Config, ticks int64) []landing {
	t.Helper()
	w, err := bounce.New(c)
	if err != nil {
		t.Fatal(err)
	}
	var want []landing
	peak := 0.0
	for w.Tick < ticks {
		tick := w.Tick
		w.Step(simtest.BusyInput(tick))
		peak = max(peak, w.Jumper.Y)
		if w.Jumper.PreviousY > 0 && w.Jumper.Y <= 0 {
			want = append(want, landing{tick, peak})
			peak = 0
		}
	}
	if len(want) < 2 {
		t.Fatalf("%d ticks of busy input land %d times: too few to test", ticks, len(want))
	}
	return want
}

// newLandingLoop returns the loop of a default world that reports its
// landings into fired, with busy input, under o and r.
func newLandingLoop(t *testing.T, fired *[]landing, o fixed.Options, r tape.Options) landingLoop {
	t.Helper()
	w, err := bounce.New(bounce.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	g := newLandingWorld(w, func(tick int64, l jumpLanding) { *fired = append(*fired, landing{tick, l.Peak}) })
	o.Name, o.Rate, o.Policy = "landings", w.Config.Rate, "tickbox"
	l, err := fixed.New(g, fixedtest.Quiet(o))
	if err != nil {
		t.Fatal(err)
	}
	r.Name, r.Log = o.Name, io.Discard
	tp, err := tape.Attach(l, g, r)
	if err != nil {
		t.Fatal(err)
	}
	l.SetInputs(fixed.InputFunc[bounce.Input](simtest.BusyInput))
	return landingLoop{l, tp}
}

// landingLoop is a loop with the recording part attached.
type landingLoop struct {
	*fixed.Loop[bounce.Input]
	tp *tape.Tape[bounce.Input]
}

// Tape returns the recording part.
func (l landingLoop) Tape() *tape.Tape[bounce.Input] { return l.tp }

// frames of 1 to 45 ms: some run no tick, some two or three.
func jittery(i int) time.Duration { return time.Duration(1+(i*37)%45) * time.Millisecond }

// Under the loop's synctest, which steps every tick of the sandbox's
// world twice, each landing fires once, after the tick's second run.
func TestLandingsFireOnceUnderTheSyncTest(t *testing.T) {
	var fired []landing
	l := newLandingLoop(t, &fired, fixed.Options{}, tape.Options{SyncTest: true})
	for i := 0; l.Latest().Tick < 400; i++ {
		fixedtest.Advance(t, l, jittery(i))
	}
	if want := landingsOf(t, bounce.DefaultConfig(), l.Latest().Tick); !slices.Equal(fired, want) {
		t.Fatalf("the synctest fired %v, want each once: %v", fired, want)
	}
}

// A verified playback of the sandbox's world fires each recorded landing
// once, as its live run did.
func TestLandingsFireOnceInPlayback(t *testing.T) {
	path := filepath.Join(t.TempDir(), "landings.tbt")
	var live []landing
	l := newLandingLoop(t, &live, fixed.Options{}, tape.Options{Record: path})
	for i := 0; l.Latest().Tick < 400; i++ {
		fixedtest.Advance(t, l, jittery(i))
	}
	ticks := l.Latest().Tick
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	want := landingsOf(t, bounce.DefaultConfig(), ticks)
	if !slices.Equal(live, want) {
		t.Fatalf("live play fired %v, want %v", live, want)
	}
	var played []landing
	p := newLandingLoop(t, &played, fixed.Options{}, tape.Options{Replay: path, SyncTest: true})
	for !p.Tape().Replay().Done {
		fixedtest.Advance(t, p, time.Second/20)
	}
	if r := p.Tape().Replay(); r.Differs || r.Played != ticks {
		t.Fatalf("the playback: %+v; want %d ticks, all matched", r, ticks)
	}
	if !slices.Equal(played, want) {
		t.Fatalf("the playback fired %v, want each once: %v", played, want)
	}
}

// The sandbox shows each landing of its fixed world once, as a notice
// naming the tick and the peak: live, at 20 fps (three ticks a frame),
// and in a replay it plays and checks.
func TestSandboxShowsEachLandingOnce(t *testing.T) {
	s, clock := newSandbox(t, nil)
	playScript(s, clock, 50*time.Millisecond, 40, map[int][]instrument.Action{3: {Jump}})
	if got := landingNotices(s.Notices()); len(got) != 1 || !strings.Contains(got[0], "peaked at 1.2") {
		t.Fatalf("live: %q, want one landing", got)
	}
	r := recordHeadless(t, bounce.DefaultConfig(), 600, false)
	s, clock = newSandbox(t, nil)
	if err := s.Play(r); err != nil {
		t.Fatal(err)
	}
	var got []string
	for i := 0; !s.Scene().Replay().Done && i < 10_000; i++ {
		clock.Advance(jittery(i))
		s.Frame()
		got = append(got, landingNotices(s.Notices())...)
	}
	if st := s.Scene().Replay(); !st.Done || st.Differs || st.Checked == 0 {
		t.Fatalf("the replay: %+v, want played to its end and checked", st)
	}
	var want []string
	for _, l := range landingsOf(t, bounce.DefaultConfig(), 600) {
		want = append(want, fmt.Sprintf("tick %d: the jumper landed; its jump peaked at %.3f m", l.tick, l.peak))
	}
	if !slices.Equal(got, want) {
		t.Fatalf("the replay showed %q, want each landing once: %q", got, want)
	}
}

// isLanding reports whether n tells a landing.
func isLanding(n tape.Notice) bool { return strings.Contains(n.Text, "the jumper landed") }

// landingNotices returns the texts of the landings among notices.
func landingNotices(notices []tape.Notice) []string {
	var texts []string
	for _, n := range notices {
		if isLanding(n) {
			texts = append(texts, n.Text)
		}
	}
	return texts
}

// besideLandings returns notices without the landings, which any run
// with jumps shows.
func besideLandings(notices []tape.Notice) []tape.Notice {
	return slices.DeleteFunc(notices, isLanding)
}
