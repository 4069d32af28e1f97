package lab_test

import (
	"encoding/json"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"tickbox/sim/lab"
	"tickbox/sim/tape"
)

// keys returns the sorted keys of a JSON object.
func keys(t *testing.T, v any) string {
	t.Helper()
	m, ok := v.(map[string]any)
	if !ok {
		t.Fatalf("%v is not a JSON object", v)
	}
	var k []string
	for key := range m {
		k = append(k, key)
	}
	slices.Sort(k)
	return strings.Join(k, " ")
}

func object(t *testing.T, out string) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(out), &m); err != nil {
		t.Fatalf("%v in\n%s", err, out)
	}
	return m
}

var hexFingerprint = regexp.MustCompile(`^[0-9a-f]{16}$`)

// The JSON is a public interface: exactly these keys, documented in the
// sim/lab/README.md. A change here is a change for every script that reads it.
func TestJSONShape(t *testing.T) {
	const state = "ball1_fingerprint balls dropped_ns fingerprint frames jumper jumper_fingerprint ticks ticks_per_second"
	run := object(t, mustCall(t, lab.Run, "-json", "-trace", "2", "-ticks", "10"))
	if got := keys(t, run); got != state+" trace unplayed" {
		t.Errorf("run keys %q", got)
	}
	if got := keys(t, run["jumper"]); got != "peak previous_y vy y" {
		t.Errorf("jumper keys %q", got)
	}
	if got := keys(t, run["unplayed"]); got != "clamp_ns owed_limit_ns tick_cap_ns total_ns" {
		t.Errorf("unplayed keys %q", got)
	}
	if got := keys(t, run["balls"].([]any)[0]); got != "vx vy x y" {
		t.Errorf("ball keys %q", got)
	}
	const trace = "alpha ball1_drawn_x ball1_drawn_y ball1_x ball1_y dropped_ns elapsed_ns jumper_drawn_y jumper_y ticks unplayed_ns"
	if got := keys(t, run["trace"].([]any)[0]); got != trace {
		t.Errorf("trace keys %q", got)
	}
	if fp, _ := run["fingerprint"].(string); !hexFingerprint.MatchString(fp) {
		t.Errorf("fingerprint %q: want 16 lowercase hex digits", fp)
	}
	// run -world jumper -json gives the lesson's jumper fingerprint: the
	// same as the Example in sim after the jump lands (61 ticks).
	jumper := object(t, mustCall(t, lab.Run, "-world", "jumper", "-json", "-ticks", "61"))
	if fp := jumper["jumper_fingerprint"]; fp != "2a3d5f3971b48a76" {
		t.Errorf("run -world jumper: jumper_fingerprint %v, want 2a3d5f3971b48a76 (sim's Example)", fp)
	}

	path := filepath.Join(t.TempDir(), "r.tbr")
	mustCall(t, lab.Run, "-ticks", "200", "-record", path)
	rewrite(t, path, func(r *tape.Recording) { r.Last ^= 1 })
	out, _, _ := call(t, lab.Replay, path, "-verify", "-json")
	if got := keys(t, object(t, out)); got != "ball1_fingerprint balls dropped_ns fingerprint first_bad_tick frames jumper jumper_fingerprint ok ticks ticks_per_second unplayed" {
		t.Errorf("replay -verify keys %q", got)
	}

	cmp := object(t, mustCall(t, lab.Compare, "-json"))
	if got := keys(t, cmp); got != "exact_peak rows" {
		t.Errorf("compare keys %q", got)
	}
	if got := keys(t, cmp["rows"].([]any)[0]); got != "fixed_fingerprint fixed_peak frames pattern variable_peak" {
		t.Errorf("compare row keys %q", got)
	}

	d := object(t, mustCall(t, lab.Desync, "-json"))
	if got := keys(t, d); got != "distance first_divergent_tick" {
		t.Errorf("desync keys %q", got)
	}
	if got := keys(t, d["distance"].([]any)[0]); got != "metres seconds" {
		t.Errorf("distance keys %q", got)
	}
}

// Floats in the JSON read back as exactly the float64 the world holds:
// the run's JSON state, fed back through the text output's digits, agrees.
func TestJSONFloatsAreExact(t *testing.T) {
	var r struct {
		Balls []struct{ X, Y, VX, VY float64 } `json:"balls"`
	}
	if err := json.Unmarshal([]byte(mustCall(t, lab.Run, "-json", "-inputs", "2", "-ticks", "999")), &r); err != nil {
		t.Fatal(err)
	}
	text := mustCall(t, lab.Run, "-inputs", "2", "-ticks", "999")
	for i, b := range r.Balls {
		for _, v := range []float64{b.X, b.Y, b.VX, b.VY} {
			if s := formatExact(v); !strings.Contains(text, " "+s) {
				t.Errorf("ball %d: %s from the JSON is not in the text output", i+1, s)
			}
		}
	}
}

// run names each fingerprint by what it covers, and the lesson's world run
// as long as a lesson table's row prints that row's fingerprint as its ball
// 1 fingerprint: the lesson has no input, and neither has the run.
func TestLessonRunMatchesLessonTable(t *testing.T) {
	var table struct {
		Lesson []struct {
			Build       string
			Ticks       int
			Fingerprint string
		}
	}
	if err := json.Unmarshal([]byte(mustCall(t, lab.Desync, "-lesson", "-json")), &table); err != nil {
		t.Fatal(err)
	}
	for _, row := range table.Lesson {
		if row.Ticks != 2400 {
			continue
		}
		args := []string{"-world", "lesson", "-build", row.Build, "-ticks", strconv.Itoa(row.Ticks)}
		run := object(t, mustCall(t, lab.Run, append(args, "-json")...))
		if got := run["ball1_fingerprint"]; got != row.Fingerprint {
			t.Errorf("run %v: ball1_fingerprint %v, want the lesson table's %s", args, got, row.Fingerprint)
		}
		if peak := run["jumper"].(map[string]any)["peak"]; peak != 0.0 {
			t.Errorf("run %v: the jumper peaked at %v m: the lesson's world got a jump", args, peak)
		}
		text := mustCall(t, lab.Run, args...)
		for _, want := range []string{"inputs       none", "world fingerprint   " + run["fingerprint"].(string),
			"ball 1 fingerprint  " + row.Fingerprint + "  (x, y, vx, vy: desync -lesson's)"} {
			if !strings.Contains(text, want) {
				t.Errorf("run %v does not say %q:\n%s", args, want, text)
			}
		}
	}
}
