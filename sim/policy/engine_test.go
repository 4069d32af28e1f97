package policy_test

import (
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"tickbox/sim/sched"
)

// The traces every engine's table plays, at 60 Hz ticks. A display at F
// fps ends frame k at ceil(k·1e9/F) ns, so at 60 fps the frames are
// 16,666,667, 16,666,667 and 16,666,666 ns in turn and frame k ends at or
// just after k exact ticks (ceil(k·P), P = 16,666,666⅔ ns); "±1ms" moves
// reading k by +1 ms for odd k and −1 ms for even k (reading 0 stays at
// 0); a hitch is 10 frames of the display, the long frame, and 10 more of
// the display as if the long frame had not been there; "load" is a closed
// loop: each frame lasts 16,666,667 ns plus the cost of every tick the
// frame before ran.
var engineTraces = map[string]func() []time.Duration{
	"60":       func() []time.Duration { return display(60, 1, 0, 600, 0) },
	"30":       func() []time.Duration { return display(30, 1, 0, 300, 0) },
	"59.94":    func() []time.Duration { return display(60000, 1001, 0, 1200, 0) },
	"144":      func() []time.Duration { return display(144, 1, 0, 1440, 0) },
	"1000":     func() []time.Duration { return display(1000, 1, 0, 1000, 0) },
	"60±1ms":   func() []time.Duration { return seesaw(60, 600) },
	"250ms":    func() []time.Duration { return hitched(60, 250*time.Millisecond) },
	"2s":       func() []time.Duration { return hitched(60, 2*time.Second) },
	"10s":      func() []time.Duration { return hitched(60, 10*time.Second) },
	"144, 2s":  func() []time.Duration { return hitched(144, 2*time.Second) },
	"1s":       func() []time.Duration { return hitched(60, time.Second) },
	"50":       func() []time.Duration { return display(50, 1, 0, 600, 0) },
	"50, 1s":   func() []time.Duration { return hitched(50, time.Second) },
	"60, 1200": func() []time.Duration { return display(60, 1, 0, 1200, 0) },
}

// loadCosts are the closed loops' costs a tick, by trace name.
var loadCosts = map[string]time.Duration{"load 6ms": 6 * time.Millisecond, "load 20ms": 20 * time.Millisecond}

// seesaw returns n frames of a display at fps whose clock readings are off
// by +1 ms (odd readings) and −1 ms (even readings).
func seesaw(fps int64, n int) []time.Duration {
	out := display(fps, 1, 0, n, 0)
	for k := range out {
		shift := time.Millisecond // reading k+1 is odd when k is even
		if k%2 == 1 {
			shift = -time.Millisecond
		}
		if k == 0 {
			out[k] += shift
		} else {
			out[k] += 2 * shift
		}
	}
	return out
}

// hitched returns 10 frames of a display at fps, one of long, and the
// display's next 10.
func hitched(fps int64, long time.Duration) []time.Duration {
	d := display(fps, 1, 0, 20, 0)
	return append(append(append([]time.Duration{}, d[:10]...), long), d[10:]...)
}

// row is what an engine's source says a trace runs.
type row struct {
	trace   string
	head    string      // the first frames' ticks, in order ("|" only separates)
	at      map[int]int // more frames' ticks, by frame number from 1
	total   int64       // ticks over the trace; -1: not derived
	most    int         // the most ticks a frame; -1: not derived
	dropped int64       // ticks dropped over the trace; -1: not derived
}

// checkRows plays each row's trace under the policy named name at 60 Hz
// and compares it with the row, checking the accounting and the owed
// range the policy states after every frame.
func checkRows(t *testing.T, name string, rows []row) {
	t.Helper()
	for _, r := range rows {
		fs := playTrace(t, name, r.trace)
		got := summarize(fs, len(fields(r.head)))
		want := summary{head: strings.Join(fields(r.head), " "), total: r.total, most: r.most, dropped: r.dropped}
		if r.total < 0 {
			got.total = -1
		}
		if r.dropped < 0 {
			got.dropped = -1
		}
		if r.most < 0 {
			got.most = -1
		}
		if got != want {
			t.Errorf("%s, %s:\n got %+v\nwant %+v", name, r.trace, got, want)
		}
		for frame, ticks := range r.at {
			if got := fs[frame-1].Ticks; got != ticks {
				t.Errorf("%s, %s: frame %d ran %d ticks, want %d", name, r.trace, frame, got, ticks)
			}
		}
	}
}

// replaced returns rows with each of with in place of the row of its
// trace: a policy that runs as another but on those traces. It fails the
// test if rows has no row of a trace with names.
func replaced(t *testing.T, rows []row, with ...row) []row {
	t.Helper()
	out := slices.Clone(rows)
	for _, w := range with {
		i := slices.IndexFunc(out, func(r row) bool { return r.trace == w.trace })
		if i < 0 {
			t.Fatalf("no row of trace %q to replace", w.trace)
		}
		out[i] = w
	}
	return out
}

// summary is what checkRows compares.
type summary struct {
	head    string
	total   int64
	most    int
	dropped int64
}

// summarize returns the ticks of the first n frames and the totals.
func summarize(fs []sched.Frame, n int) summary {
	var s summary
	var head []string
	for i, f := range fs {
		if i < n {
			head = append(head, strconv.Itoa(f.Ticks))
		}
		s.total += int64(f.Ticks)
		s.most = max(s.most, f.Ticks)
		s.dropped += f.DroppedTicks
	}
	s.head = strings.Join(head, " ")
	return s
}

// fields splits a head into its numbers.
func fields(head string) []string {
	return strings.Fields(strings.ReplaceAll(head, "|", " "))
}

// playTrace plays the trace named trace under the policy named name at
// 60 Hz, checking the accounting and the policy's owed range after every
// frame.
func playTrace(t *testing.T, name, trace string) []sched.Frame {
	t.Helper()
	s := newScheduler(t, name, 60)
	if cost, ok := loadCosts[trace]; ok {
		return closedLoop(t, s, cost, 600)
	}
	frames, ok := engineTraces[trace]
	if !ok {
		t.Fatalf("no trace %q", trace)
	}
	out := make([]sched.Frame, 0, 1500)
	for _, e := range frames() {
		out = append(out, advanceChecked(t, s, e))
	}
	return out
}

// closedLoop plays n frames through s, each 16,666,667 ns plus cost for
// every tick the frame before ran.
func closedLoop(t *testing.T, s *sched.Scheduler, cost time.Duration, n int) []sched.Frame {
	t.Helper()
	out := make([]sched.Frame, n)
	ticks := 0
	for i := range out {
		out[i] = advanceChecked(t, s, 16666667+cost*time.Duration(ticks))
		ticks = out[i].Ticks
	}
	return out
}

// advanceChecked runs a frame of e through s and checks the accounting and
// the owed range the policy declares (Check holds it to that range:
// sched's TestCheckHoldsEachPolicyToItsRange).
func advanceChecked(t *testing.T, s *sched.Scheduler, e time.Duration) sched.Frame {
	t.Helper()
	f, err := s.Advance(e)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Check(); err != nil {
		t.Fatalf("%s after %v: %v", s.Policy().Name(), e, err)
	}
	return f
}
