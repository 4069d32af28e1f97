//go:build !headless

package game

import (
	"testing"
	"tickbox/sim/fixed"
)

// A landing comes every jump: it must not cover a notice that matters,
// whether both come in one frame or the landing comes while the other
// still shows; alone, with nothing showing, it shows.
func TestMinorNoticesGiveWay(t *testing.T) {
	saved := fixed.Notice{Text: "saved \"a.tbr\"", Log: true}
	landed := fixed.Notice{Text: "tick 9: the jumper landed", Minor: true}
	ignored := fixed.Notice{Text: "jump ignored"}
	cases := []struct {
		name    string
		notices []fixed.Notice
		showing bool
		want    string // "" for none
	}{
		{"a landing after a save, in one frame", []fixed.Notice{saved, landed}, false, saved.Text},
		{"a landing while a save shows", []fixed.Notice{landed}, true, ""},
		{"a landing alone", []fixed.Notice{landed}, false, landed.Text},
		{"a key's notice while another shows", []fixed.Notice{ignored}, true, ignored.Text},
		{"the newest that matters", []fixed.Notice{saved, ignored, landed}, false, ignored.Text},
		{"none", nil, false, ""},
	}
	for _, c := range cases {
		n, ok := pickNotice(c.notices, c.showing)
		if got := map[bool]string{true: n.Text}[ok]; got != c.want {
			t.Errorf("%s: shows %q, want %q", c.name, got, c.want)
		}
	}
}
