//go:build !headless

package game

import (
	"testing"

	"tickbox/sim/sandbox"
)

// A landing comes every jump: it must not cover a notice that matters,
// whether both come in one frame or the landing comes while the other
// still shows; alone, with nothing showing, it shows.
func TestMinorNoticesGiveWay(t *testing.T) {
	saved := sandbox.Notice{Text: "saved \"a.tbr\"", Log: true}
	landed := sandbox.Notice{Text: "tick 9: the jumper landed", Minor: true}
	ignored := sandbox.Notice{Text: "jump ignored"}
	cases := []struct {
		name    string
		notices []sandbox.Notice
		showing bool
		want    string // "" for none
	}{
		{"a landing after a save, in one frame", []sandbox.Notice{saved, landed}, false, saved.Text},
		{"a landing while a save shows", []sandbox.Notice{landed}, true, ""},
		{"a landing alone", []sandbox.Notice{landed}, false, landed.Text},
		{"a key's notice while another shows", []sandbox.Notice{ignored}, true, ignored.Text},
		{"the newest that matters", []sandbox.Notice{saved, ignored, landed}, false, ignored.Text},
		{"none", nil, false, ""},
	}
	for _, c := range cases {
		n, ok := pickNotice(c.notices, c.showing)
		if got := map[bool]string{true: n.Text}[ok]; got != c.want {
			t.Errorf("%s: shows %q, want %q", c.name, got, c.want)
		}
	}
}
