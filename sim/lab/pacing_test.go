package lab_test

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"tickbox/sim/lab"
)

// pacingRun runs the command with args and returns its exit code and output.
func pacingRun(args ...string) (code int, stdout, stderr string) {
	var out, errs bytes.Buffer
	code = lab.Pacing(args, &out, &errs)
	return code, out.String(), errs.String()
}

func TestPacingHelpDocumentsEveryFlag(t *testing.T) {
	code, out, errs := pacingRun("-h")
	if code != 0 || errs != "" {
		t.Fatalf("-h: exit %d, stderr %q; want 0 and nothing", code, errs)
	}
	for _, want := range []string{"usage: tickbox pacing [flags]", "-duration", "-given", "-json", "-noise", "-seed", "-tolerance", "Exits 1"} {
		if !strings.Contains(out, want) {
			t.Errorf("-h output lacks %q:\n%s", want, out)
		}
	}
}

func TestPacingUsageErrorsNameTheFlag(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"-noise", "x"}, `invalid value "x" for flag -noise`},
		{[]string{"-noise", "1s"}, "-noise 1s: must be 0 to 100ms"},
		{[]string{"-noise", "-1ms"}, "-noise -1ms: must be 0 to 100ms"},
		{[]string{"-duration", "0s"}, "-duration 0s: must be above 0 and at most 10h0m0s"},
		{[]string{"-duration", "11h"}, "-duration 11h0m0s"},
		{[]string{"-tolerance", "0s"}, "-tolerance 0s: must be above 0"},
		{[]string{"-tolerance", "-2ms"}, "-tolerance -2ms"},
		{[]string{"-seed", "-1"}, "-seed"},
		{[]string{"-json=maybe"}, "-json"},
		{[]string{"-bogus"}, "flag provided but not defined: -bogus"},
		{[]string{"extra"}, `unexpected argument "extra"`},
	}
	for _, tt := range tests {
		code, out, errs := pacingRun(tt.args...)
		if code != 2 || out != "" || !strings.Contains(errs, tt.want) || !strings.Contains(errs, "tickbox pacing -h") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want 2, nothing, and %q", tt.args, code, out, errs, tt.want)
		}
	}
}

// The -json output has exactly the fields the issue names.
func TestPacingJSON(t *testing.T) {
	code, out, errs := pacingRun("-json", "-duration", "20s")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var r map[string][]map[string]any
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v in:\n%s", err, out)
	}
	if keys := sortedKeys(r); !slices.Equal(keys, []string{"judder", "timelines"}) {
		t.Errorf("top-level keys %v, want judder and timelines", keys)
	}
	timelineKeys := []string{"frames", "name", "noisy", "off_by_one_raw", "off_by_one_snapped", "ticks_raw", "ticks_snapped"}
	for _, tl := range r["timelines"] {
		if keys := sortedKeys(tl); !slices.Equal(keys, timelineKeys) {
			t.Errorf("timeline keys %v, want %v", keys, timelineKeys)
		}
	}
	if n := len(r["timelines"]); n != 4 {
		t.Errorf("%d timelines, want 4", n)
	}
	modes := map[any]int{}
	for _, j := range r["judder"] {
		if keys := sortedKeys(j); !slices.Equal(keys, []string{"mode", "pattern", "relative_stddev"}) {
			t.Errorf("judder keys %v, want mode, pattern, relative_stddev", keys)
		}
		modes[j["mode"]]++
	}
	if modes["newest"] != 8 || modes["interpolate"] != 8 || modes["extrapolate"] != 8 || len(modes) != 3 {
		t.Errorf("judder modes %v, want newest, interpolate and extrapolate under each of 8 patterns", modes)
	}
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

func TestPacingText(t *testing.T) {
	code, out, errs := pacingRun("-duration", "20s", "-given")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{
		"refresh given to the filter", "off by a tick, raw", "60 Hz ±1ms", "59.94 Hz noise-free",
		"newest  interpolate  extrapolate", "144 fps ±1ms snapped", "jitter",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// When snapping cannot repair the noise (the tolerance far below it), the
// command says where and exits 1.
func TestPacingExitsOneWhenSnappingFails(t *testing.T) {
	code, out, errs := pacingRun("-duration", "20s", "-tolerance", "100us")
	if code != 1 || !strings.Contains(errs, "want at least 10 times fewer") || out == "" {
		t.Errorf("exit %d, stderr %q; want 1 and the failing displays named, after the tables", code, errs)
	}
}

// The whole documented noise range plays: a reading moved back by more
// than a frame is long once gave a negative frame, and exit 1, from 4 ms up.
func TestPacingWholeNoiseRange(t *testing.T) {
	for _, noise := range []string{"4ms", "20ms", "100ms"} {
		code, _, errs := pacingRun("-noise", noise, "-duration", "20s")
		if strings.Contains(errs, "elapsed -") || (code != 0 && code != 1) {
			t.Errorf("-noise %s: exit %d, %s", noise, code, errs)
		}
		if code == 1 && !strings.Contains(errs, "snap") {
			t.Errorf("-noise %s: exit 1: %s", noise, errs)
		}
	}
}
