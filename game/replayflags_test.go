package game_test

import (
	"io"
	"strings"
	"testing"

	"tickbox/game"
)

func TestReplayFlags(t *testing.T) {
	o, err := game.ParseFlags([]string{"-record", "a.tbr", "-record-dir", "recs", "-fused"}, io.Discard)
	if err != nil || o.Record != "a.tbr" || o.Loop.RecordDir != "recs" || !o.Loop.World.Fused {
		t.Fatalf("got %q, %q, fused %v, %v", o.Record, o.Loop.RecordDir, o.Loop.World.Fused, err)
	}
	o, err = game.ParseFlags([]string{"-replay", "b.tbr", "-shots", "pics", "-cap", "30", "-jitter"}, io.Discard)
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
		{[]string{"-replay", "b.tbr", "-fused"}, "-fused with -replay"},
		{[]string{"-replay", ""}, `-replay ""`},
		{[]string{"-record", ""}, `-record ""`},
		{[]string{"-record-dir", ""}, `-record-dir ""`},
	} {
		if _, err := game.ParseFlags(tc.args, io.Discard); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseFlags(%q) = %v, want an error containing %q", tc.args, err, tc.want)
		}
	}
}
