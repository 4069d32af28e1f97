package lab_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tickbox/sim/lab"
)

// run's report says what was not played and what cut it, in the words of
// the overlay: one frame of 250 ms at 60 Hz runs 5 ticks under both
// Tickbox policies; tickbox-steady's owed limit (5 ticks, 83,333,333 ns)
// cuts 166,666,667 ns, tickbox's tick cap drops 10 ticks, as long.
func TestRunReportsUnplayed(t *testing.T) {
	frames := filepath.Join(t.TempDir(), "hitch.txt")
	if err := os.WriteFile(frames, []byte("250000000\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for policy, want := range map[string]string{
		"tickbox-steady": "unplayed            166.666667ms (owed limit 166.666667ms)\n",
		"tickbox":        "unplayed            166.666667ms (tick cap 166.666667ms)\n",
	} {
		out := mustCall(t, lab.Run, "-ticks", "5", "-frames", frames, "-policy", policy)
		if !strings.Contains(out, want) {
			t.Errorf("%s: no %q in\n%s", policy, want, out)
		}
	}
	run := object(t, mustCall(t, lab.Run, "-ticks", "5", "-frames", frames, "-policy", "tickbox-steady", "-json"))
	u, _ := run["unplayed"].(map[string]any)
	if u["total_ns"] != 166666667.0 || u["owed_limit_ns"] != 166666667.0 || u["clamp_ns"] != 0.0 || u["tick_cap_ns"] != 0.0 || run["dropped_ns"] != 0.0 {
		t.Errorf("tickbox-steady -json: unplayed %v, dropped_ns %v; want 166666667 ns by the owed limit, none dropped", u, run["dropped_ns"])
	}
}
