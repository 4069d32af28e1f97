package game_test

import (
	"errors"
	"flag"
	"io"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"tickbox/game"
)

func TestParseShotsFlags(t *testing.T) {
	o, err := game.ParseShotsFlags([]string{"-out", "g", "-golden", "gold", "-update", "a.tbs", "b.tbs"}, io.Discard)
	want := game.ShotsOptions{Out: "g", Golden: "gold", Update: true, Scripts: []string{"a.tbs", "b.tbs"}}
	if err != nil || !reflect.DeepEqual(o, want) {
		t.Fatalf("got %+v, %v; want %+v", o, err, want)
	}
	d, err := game.ParseShotsFlags(nil, io.Discard)
	want = game.ShotsOptions{Out: "shots/gallery", Golden: game.DefaultGoldenDir}
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
		if _, err := game.ParseShotsFlags(tc.args, io.Discard); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseShotsFlags(%q) = %v, want an error containing %q", tc.args, err, tc.want)
		}
	}
	var help strings.Builder
	if _, err := game.ParseShotsFlags([]string{"-h"}, &help); !errors.Is(err, flag.ErrHelp) {
		t.Fatalf("-h gave %v, want flag.ErrHelp", err)
	}
	for _, s := range []string{"-out", "-golden", "-update", "frames RATE x N", "shot NAME", "restart"} {
		if !strings.Contains(help.String(), s) {
			t.Errorf("-h does not document %s", s)
		}
	}
}

// Usage errors exit 2 and scripts that cannot be used exit 1, both before
// any window opens: in either build.
func TestShotsExitCodes(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"-h"}, 0, ""},
		{[]string{"-nope"}, 2, "nope"},
		{[]string{filepath.Join(t.TempDir(), "missing.tbs")}, 1, "missing.tbs"},
	} {
		var stderr strings.Builder
		if code := game.Shots(tc.args, io.Discard, &stderr); code != tc.code || !strings.Contains(stderr.String(), tc.want) {
			t.Errorf("shots %q: exit %d, %q; want %d and %q", tc.args, code, stderr.String(), tc.code, tc.want)
		}
	}
}
