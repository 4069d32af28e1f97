package windowflags_test

import (
	"errors"
	"flag"
	"io"
	"reflect"
	"strings"
	"testing"

	"tickbox/game/windowflags"
)

func TestParseShots(t *testing.T) {
	o, err := windowflags.ParseShots([]string{"-out", "g", "-golden", "gold", "-update", "a.tbs", "b.tbs"}, io.Discard)
	want := windowflags.Shots{Out: "g", Golden: "gold", Update: true, Scripts: []string{"a.tbs", "b.tbs"}}
	if err != nil || !reflect.DeepEqual(o, want) {
		t.Fatalf("got %+v, %v; want %+v", o, err, want)
	}
	d, err := windowflags.ParseShots(nil, io.Discard)
	want = windowflags.Shots{Out: "shots/gallery", Golden: windowflags.DefaultGoldenDir}
	if err != nil || !reflect.DeepEqual(d, want) {
		t.Fatalf("defaults: %+v, %v; want %+v", d, err, want)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-out", ""}, `-out ""`},
		{[]string{"-update", "-golden", ""}, `-update with -golden ""`},
		{[]string{"-nope"}, "nope"},
	} {
		if _, err := windowflags.ParseShots(tc.args, io.Discard); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseFlags(%q) = %v, want an error containing %q", tc.args, err, tc.want)
		}
	}
	var help strings.Builder
	if _, err := windowflags.ParseShots([]string{"-h"}, &help); !errors.Is(err, flag.ErrHelp) {
		t.Fatalf("-h gave %v, want flag.ErrHelp", err)
	}
	for _, s := range []string{"-out", "-golden", "-update", "frames RATE x N", "shot NAME", "restart"} {
		if !strings.Contains(help.String(), s) {
			t.Errorf("-h does not document %s", s)
		}
	}
}
