package windowflags_test

import (
	"io"
	"strings"
	"testing"

	"tickbox/game/windowflags"
	"tickbox/sim"
)

func TestReplayFlags(t *testing.T) {
	o, err := windowflags.ParsePlay([]string{"-record", "a.tbr", "-record-dir", "recs", "-build", "gcc"}, io.Discard)
	if err != nil || o.Record != "a.tbr" || o.Loop.RecordDir != "recs" || o.Loop.World.Build != sim.GCC {
		t.Fatalf("got %q, %q, build %v, %v", o.Record, o.Loop.RecordDir, o.Loop.World.Build, err)
	}
	o, err = windowflags.ParsePlay([]string{"-world", "lesson", "-seed", "4"}, io.Discard)
	want := sim.LessonConfig()
	want.Seed = 4
	if err != nil || o.Loop.World != want {
		t.Fatalf("-world lesson: got %+v, %v; want %+v", o.Loop.World, err, want)
	}
	o, err = windowflags.ParsePlay([]string{"-replay", "b.tbr", "-shots", "pics", "-cap", "30", "-jitter"}, io.Discard)
	if err != nil || o.Replay != "b.tbr" || o.Loop.RecordDir != "pics" {
		t.Fatalf("got replay %q, record dir %q (want the -shots folder), %v", o.Replay, o.Loop.RecordDir, err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-replay", "b.tbr", "-balls", "9"}, "-balls with -replay"},
		{[]string{"-replay", "b.tbr", "-seed", "2"}, "-seed with -replay"},
		{[]string{"-replay", "b.tbr", "-tps", "30"}, "-tps with -replay"},
		{[]string{"-replay", "b.tbr", "-build", "clang"}, "-build with -replay"},
		{[]string{"-replay", "b.tbr", "-world", "lesson"}, "-world with -replay"},
		{[]string{"-world", "jumper"}, `world "jumper": must be balls or lesson`},
		{[]string{"-build", "icc"}, `build "icc": must be strict, clang or gcc`},
		{[]string{"-replay", ""}, `-replay ""`},
		{[]string{"-record", ""}, `-record ""`},
		{[]string{"-record-dir", ""}, `-record-dir ""`},
		{[]string{"-frames-out", ""}, `-frames-out "": must name a file`},
	} {
		if _, err := windowflags.ParsePlay(tc.args, io.Discard); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseFlags(%q) = %v, want an error containing %q", tc.args, err, tc.want)
		}
	}
}
