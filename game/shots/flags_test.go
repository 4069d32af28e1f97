package shots_test

import (
	"errors"
	"flag"
	"io"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"tickbox/game/shots"
)

func TestParseFlags(t *testing.T) {
	o, err := shots.ParseFlags([]string{"-out", "g", "-golden", "gold", "-update", "a.tbs", "b.tbs"}, io.Discard)
	want := shots.Options{Out: "g", Golden: "gold", Update: true, Scripts: []string{"a.tbs", "b.tbs"}}
	if err != nil || !reflect.DeepEqual(o, want) {
		t.Fatalf("got %+v, %v; want %+v", o, err, want)
	}
	d, err := shots.ParseFlags(nil, io.Discard)
	want = shots.Options{Out: "shots/gallery", Golden: shots.DefaultGoldenDir}
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
		if _, err := shots.ParseFlags(tc.args, io.Discard); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseFlags(%q) = %v, want an error containing %q", tc.args, err, tc.want)
		}
	}
	var help strings.Builder
	if _, err := shots.ParseFlags([]string{"-h"}, &help); !errors.Is(err, flag.ErrHelp) {
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
		if code := shots.Run(tc.args, io.Discard, &stderr); code != tc.code || !strings.Contains(stderr.String(), tc.want) {
			t.Errorf("shots %q: exit %d, %q; want %d and %q", tc.args, code, stderr.String(), tc.code, tc.want)
		}
	}
}
