package capture

import (
	"bytes"
	"io"
	"math"
	"os"
	"strconv"
	"testing"
	"time"
)

// The capture's own animation error is PresentMon's: on its 2.3 test
// capture, where a frame runs from its start to the next's (FrameTime) and
// DisplayedTime is how long a frame stayed, each frame shown's error
// (game step minus display step) is PresentMon's AnimationError column,
// to the 4 decimals it prints, for all but a rare frame.
func TestAnimationErrorIsPresentMons(t *testing.T) {
	data, err := os.ReadFile("testdata/presentmon-2.3-test_case_5.csv")
	if err != nil {
		t.Fatal(err)
	}
	rec := newRecords(bytes.NewReader(bytes.TrimPrefix(data, []byte("\ufeff"))), "tc5")
	header, _ := rec.next()
	p := newPresentMon(header, "")
	ae := indexOf(header, "AnimationError")
	var lengths, shown []time.Duration
	var errs []string
	for {
		row, err := rec.next()
		if err == io.EOF {
			break
		}
		if row[p.app] != "PresentBench.exe" || row[p.chain] != "0x2A70D2CAC00" {
			continue
		}
		l, _, _ := p.frame(row)
		lengths, shown, errs = append(lengths, l), append(shown, p.shown(row)), append(errs, row[ae])
	}
	matched, compared := 0, 0
	for _, s := range animationSteps(lengths, p.sinceShown(shown)) {
		want, err := strconv.ParseFloat(errs[s.at+1], 64) // the length runs ahead: its frame is the next row's
		if err != nil {
			continue
		}
		compared++
		if math.Abs((s.game-s.display)*1000-want) <= 0.0005 {
			matched++
		}
	}
	if compared < 150 || matched < compared*99/100 {
		t.Errorf("%d of %d frames shown have PresentMon's animation error, want 99%% of at least 150", matched, compared)
	}
}

// Judder and error over made-up frames: shown as they ran, no error; a
// frame not shown adds its time to the next one shown; a display 5 ms off
// each way is an error of 5 ms and judder of 1/3 (steps 2/3 and 4/3 of the
// display's).
func TestDisplay(t *testing.T) {
	ms := time.Millisecond
	for _, tt := range []struct {
		name          string
		frames, shown []time.Duration
		judder, err   float64
		n             int
	}{
		{"steady", []time.Duration{16 * ms, 16 * ms, 16 * ms}, []time.Duration{0, 16 * ms, 16 * ms}, 0, 0, 3},
		{"one dropped", []time.Duration{16 * ms, 16 * ms, 16 * ms, 16 * ms}, []time.Duration{0, 16 * ms, notShown, 32 * ms}, 0, 0, 3},
		{"off by 5 ms", []time.Duration{10 * ms, 10 * ms, 20 * ms}, []time.Duration{0, 15 * ms, 15 * ms}, 1.0 / 3, 5, 3},
	} {
		d := display(tt.frames, tt.shown)
		if d.Shown != tt.n || math.Abs(d.Judder-tt.judder) > 1e-9 || math.Abs(d.ErrMeanMs-tt.err) > 1e-9 || math.Abs(d.ErrP99Ms-tt.err) > 1e-9 {
			t.Errorf("%s: %+v, want %d shown, judder %v, error %v ms", tt.name, *d, tt.n, tt.judder, tt.err)
		}
	}
	if d := display([]time.Duration{ms}, []time.Duration{notShown}); d != nil {
		t.Errorf("nothing shown: %+v, want nil", *d)
	}
}
