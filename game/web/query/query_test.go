package query_test

import (
	"reflect"
	"strings"
	"testing"

	"tickbox/game/web/query"
)

func TestArgs(t *testing.T) {
	for _, c := range []struct {
		query string
		want  []string
	}{
		{"", nil},
		{"?", nil},
		{"?tps=120&mode=newest&balls=1000&jitter", []string{"-tps=120", "-mode=newest", "-balls=1000", "-jitter"}},
		{"scale=0.25&&jitter=false", []string{"-scale=0.25", "-jitter=false"}},
		{"?replay=%2Freplays%2Fa+b.tbr", []string{"-replay=/replays/a b.tbr"}},
		{"?tps=", []string{"-tps="}}, // play's parser says what is wrong with it
		{"?mode=a=b", []string{"-mode=a=b"}},
		// A policy with its engine's settings: colons and '=' pass through.
		{"?policy=godot:max_physics_steps_per_frame=4:physics_jitter_fix=0", []string{"-policy=godot:max_physics_steps_per_frame=4:physics_jitter_fix=0"}},
	} {
		got, err := query.Args(c.query)
		if err != nil || !reflect.DeepEqual(got, c.want) {
			t.Errorf("Args(%q) = %q, %v; want %q", c.query, got, err, c.want)
		}
	}
}

func TestArgsErrors(t *testing.T) {
	for _, c := range []struct{ query, want string }{
		{"?tps=%zz", `query "tps=%zz"`},
		{"?%zz=1", `query "%zz=1"`},
		{"?=1", `query "=1": a name must be`},
		{"?-tps=1", `query "-tps=1": a name must be`},
	} {
		_, err := query.Args(c.query)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Args(%q): error %v, want one containing %q", c.query, err, c.want)
		}
	}
	// Every bad part is named, and the good ones are kept.
	args, err := query.Args("?%zz=1&tps=120&=2")
	if err == nil || !strings.Contains(err.Error(), `query "%zz=1"`) || !strings.Contains(err.Error(), `query "=2"`) ||
		!reflect.DeepEqual(args, []string{"-tps=120"}) {
		t.Errorf("two bad parts: %q, %v; want -tps=120 and both named", args, err)
	}
}
