//go:build !headless

package render_test

import (
	"strings"
	"testing"

	"tickbox/render"
)

// A long notice wraps at spaces into lines that fit; a word longer than a
// line is cut; nothing is lost but the spaces broken at.
func TestWrap(t *testing.T) {
	for _, tc := range []struct {
		text  string
		width int
		want  []string
	}{
		{"short", 10, []string{"short"}},
		{"exactly ten", 11, []string{"exactly ten"}},
		{"screenshot: open /a/very/long/path: permission denied", 20,
			[]string{"screenshot: open", "/a/very/long/path:", "permission denied"}},
		{"abcdefghij", 4, []string{"abcd", "efgh", "ij"}},
		{"µs × µs ± µs", 7, []string{"µs × µs", "± µs"}},
		{"a b", 1, []string{"a", "b"}},
	} {
		var got []string
		for rest := []byte(tc.text); len(rest) > 0; {
			var line []byte
			line, rest = render.Wrap(rest, tc.width)
			if n := len([]rune(string(line))); n > tc.width {
				t.Errorf("%q at %d: line %q has %d characters", tc.text, tc.width, line, n)
			}
			got = append(got, string(line))
		}
		if strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("wrap(%q, %d) = %q, want %q", tc.text, tc.width, got, tc.want)
		}
	}
}

// A list of limits wraps after a comma, so that no limit is split over
// two rows; with no comma that fits, it wraps as a notice does.
func TestWrapList(t *testing.T) {
	for _, tc := range []struct {
		text  string
		width int
		want  []string
	}{
		{"own: owed at most 500 ms, no tick cap", 33, []string{"own: owed at most 500 ms,", "no tick cap"}},
		{"own: no clamp, tick cap 8", 40, []string{"own: no clamp, tick cap 8"}},
		{"a, b, c", 5, []string{"a, b,", "c"}},
		{"a, b, c", 4, []string{"a,", "b, c"}},
		{"one long limit, b", 6, []string{"one", "long", "limit,", "b"}},
		{"µs, µs", 3, []string{"µs,", "µs"}},
	} {
		var got []string
		for rest := []byte(tc.text); len(rest) > 0; {
			var line []byte
			line, rest = render.WrapList(rest, tc.width)
			if n := len([]rune(string(line))); n > tc.width {
				t.Errorf("%q at %d: line %q has %d characters", tc.text, tc.width, line, n)
			}
			got = append(got, string(line))
		}
		if strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("wrapList(%q, %d) = %q, want %q", tc.text, tc.width, got, tc.want)
		}
	}
}
