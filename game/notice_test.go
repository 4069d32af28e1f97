//go:build !headless

package game

import (
	"testing"
	"tickbox/sim/tape"
)

// A landing comes every jump: it must not cover a notice that matters,
// whether both come in one frame or the landing comes while the other
// still shows; alone, with nothing showing, it shows.
func TestMinorNoticesGiveWay(t *testing.T) {
	saved := tape.Notice{Text: "saved \"a.tbr\"", Log: true}
	landed := tape.Notice{Text: "tick 9: the jumper landed", Minor: true}
	ignored := tape.Notice{Text: "jump ignored"}
	cases := []struct {
		name    string
		notices []tape.Notice
		showing bool
		want    string // "" for none
	}{
		{"a landing after a save, in one frame", []tape.Notice{saved, landed}, false, saved.Text},
		{"a landing while a save shows", []tape.Notice{landed}, true, ""},
		{"a landing alone", []tape.Notice{landed}, false, landed.Text},
		{"a key's notice while another shows", []tape.Notice{ignored}, true, ignored.Text},
		{"the newest that matters", []tape.Notice{saved, ignored, landed}, false, ignored.Text},
		{"none", nil, false, ""},
	}
	for _, c := range cases {
		n, ok := pickNotice(c.notices, c.showing)
		if got := map[bool]string{true: n.Text}[ok]; got != c.want {
			t.Errorf("%s: shows %q, want %q", c.name, got, c.want)
		}
	}
}
