//go:build !headless

package render_test

import (
	"io"
	"strings"
	"testing"
	"time"

	"tickbox/render"
	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
)

// ticker is a game of no input.
type ticker struct{}

func (ticker) Step(fixed.None) {}

// devLoop returns the dev layer attached to a loop of a ticker on a
// virtual clock under policy: its Frame runs the loop's frames.
func devLoop(t *testing.T, policy string) *instrument.Dev {
	t.Helper()
	l, err := fixed.New[fixed.None](ticker{}, fixed.Options{Clock: &fixed.VirtualClock{}, Policy: policy, Log: io.Discard})
	if err != nil {
		t.Fatal(err)
	}
	d, err := instrument.Attach(l, fixed.Stepper[fixed.None](ticker{}), instrument.DevOptions{Log: io.Discard})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// After a 250 ms hitch under tickbox-steady at 60 Hz, the dev layer says
// what was not played and what cut it: 166.7 ms, by the owed limit (5
// ticks, 83.3 ms; see sim/policy's TestUnplayedByCause), this frame and
// in all. It used to read "dropped 0.0 ms, total 0.000 s".
func TestDevSaysWhatWasNotPlayed(t *testing.T) {
	l := devLoop(t, "tickbox-steady")
	for _, hitch := range []time.Duration{0, 250 * time.Millisecond} {
		if hitch > 0 {
			if err := l.Hitch(hitch); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := l.Frame(); err != nil {
			t.Fatal(err)
		}
	}
	p := &render.DevPicture{}
	l.Readout(&p.Readout)
	var text []string
	onGame(func() {
		d, err := render.NewDev(nil)
		if err != nil {
			t.Fatal(err)
		}
		text = devText(d, p, 1280, 720)
	})
	all := strings.Join(text, "\n")
	for _, want := range []string{"unplayed   166.7 ms", "total      0.167 s", "cut by     owed limit 0.167 s\n"} {
		if !strings.Contains(all, want) {
			t.Errorf("no %q in the dev layer's figures:\n%s", want, all)
		}
	}
}
