package lab_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"tickbox/sim/capture"
	"time"

	"tickbox/sim/lab"
	"tickbox/sim/policy"
)

// policyRow is the JSON of one row, as far as the tests read it.
type policyRow struct {
	Policy    string   `json:"policy"`
	Frames    int64    `json:"frames"`
	Ticks     int64    `json:"ticks"`
	Ideal     float64  `json:"ideal_ticks"`
	Off       *int64   `json:"off_noise_free"`
	Histogram [4]int64 `json:"histogram"`
	MaxTicks  int      `json:"max_ticks"`
	DroppedMs float64  `json:"dropped_ms"`
	Judder    float64  `json:"judder"`
	ErrMean   float64  `json:"animation_error_mean_ms"`
	Load      string   `json:"load"`
	Settings  string   `json:"settings"`
	Hz        float64  `json:"hz"`
}

func policiesJSON(t *testing.T, args ...string) map[string]policyRow {
	t.Helper()
	out := mustCall(t, lab.Policies, append(args, "-json")...)
	var rows []policyRow
	if err := json.Unmarshal([]byte(out), &rows); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	m := map[string]policyRow{}
	for _, r := range rows {
		m[r.Policy] = r
	}
	return m
}

// -h lists every policy with its line.
func TestPoliciesHelp(t *testing.T) {
	out := mustCall(t, lab.Policies, "-h")
	for _, e := range policy.All() {
		if !strings.Contains(out, "  "+e.Name) || !strings.Contains(out, e.Summary) {
			t.Errorf("-h does not list %s: %s", e.Name, e.Summary)
		}
	}
}

// On a noisy 60 Hz display, rounding down flips counts and the recommended
// policy does not; every policy runs the ideal number of ticks.
func TestPoliciesNoisy60(t *testing.T) {
	rows := policiesJSON(t, "-frames", "60", "-noise", "1ms", "-seconds", "10")
	if len(rows) != len(policy.All()) {
		t.Fatalf("%d rows, want %d", len(rows), len(policy.All()))
	}
	tb, st := rows["tickbox"], rows["tickbox-steady"]
	if tb.Off == nil || *tb.Off < 100 || tb.Histogram[0] == 0 {
		t.Errorf("tickbox on ±1 ms: off %v, histogram %v: want many frames of 0 and 2", tb.Off, tb.Histogram)
	}
	if st.Off == nil || *st.Off != 0 || st.Histogram != [4]int64{0, 600, 0, 0} {
		t.Errorf("tickbox-steady on ±1 ms: off %v, histogram %v: want 600 frames of 1", st.Off, st.Histogram)
	}
	if st.Judder >= tb.Judder/2 || st.ErrMean >= tb.ErrMean/2 {
		t.Errorf("tickbox-steady judder %v, error %v ms: want under half tickbox's %v, %v", st.Judder, st.ErrMean, tb.Judder, tb.ErrMean)
	}
	for name, r := range rows {
		if r.Ticks < int64(r.Ideal)-1 || r.Ticks > int64(r.Ideal)+1 {
			t.Errorf("%s: %d ticks, ideal %v", name, r.Ticks, r.Ideal)
		}
	}
}

// A slow tick spirals the textbook loop up to its clamp; Tickbox's cap
// settles it.
func TestPoliciesCost(t *testing.T) {
	rows := policiesJSON(t, "-frames", "60", "-noise", "0", "-seconds", "10", "-load", "20ms")
	if l := rows["textbook"].Load; !strings.HasPrefix(l, "spiral") {
		t.Errorf("textbook under 20 ms a tick: %q, want the spiral", l)
	}
	if l := rows["tickbox"].Load; !strings.HasPrefix(l, "settles at ×0.71") {
		t.Errorf("tickbox under 20 ms a tick: %q, want it to settle at ×0.71", l)
	}
	if rows["tickbox"].MaxTicks != 5 || rows["godot"].MaxTicks != 8 || rows["monogame"].MaxTicks != 29 {
		t.Errorf("most ticks a frame: tickbox %d, godot %d, monogame %d; want 5, 8, 29 (MonoGame clamps the accumulated time, leftover included, to 500 ms)",
			rows["tickbox"].MaxTicks, rows["godot"].MaxTicks, rows["monogame"].MaxTicks)
	}
}

// -presentmon writes files capture.Load reads back as the frames shown, and
// -svg a chart naming every policy.
func TestPoliciesFiles(t *testing.T) {
	dir := t.TempDir()
	trace := filepath.Join(dir, "t.txt")
	os.WriteFile(trace, []byte("16666667\n16666667\n2000000000\n16666667\n33333333\n"), 0o644)
	svg := filepath.Join(dir, "c.svg")
	rows := policiesJSON(t, "-frames", trace, "-presentmon", dir, "-svg", svg)
	if r := rows["tickbox"]; r.Frames != 5 || r.MaxTicks != 5 || r.DroppedMs < 1900 {
		t.Errorf("tickbox on the trace: %+v", r)
	}
	file, err := capture.Load(filepath.Join(dir, "godot.csv"), "")
	if err != nil {
		t.Fatal(err)
	}
	if got := file.Lengths(); len(got) != 5 || got[2] != 2*time.Second {
		t.Errorf("godot.csv read back as %v", got)
	}
	chart, _ := os.ReadFile(svg)
	for _, name := range policy.Names() {
		if !strings.Contains(string(chart), ">"+name+"<") {
			t.Errorf("the chart does not name %s", name)
		}
	}
}

func TestPoliciesUsage(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"-rate", "0"}, "-rate 0: the tick rate must be 1 to 1000 Hz"},
		{[]string{"-policy", "unreal"}, `-policy: policy "unreal": must be one of tickbox,`},
		{[]string{"-load", "-1ms"}, "-load -1ms"},
		{[]string{"-seconds", "0"}, "-seconds 0"},
	} {
		out, errOut, code := call(t, lab.Policies, tt.args...)
		if code != 2 || out != "" || !strings.Contains(errOut, tt.want) {
			t.Errorf("%v: exit %d, %q %q; want exit 2 and %q", tt.args, code, out, errOut, tt.want)
		}
	}
}

// run -policy runs one policy through the lab, its header says the
// policy's own limits; -trace shows its decisions, a negative alpha drawn
// as such, and a replay verifies under any policy.
func TestRunPolicy(t *testing.T) {
	out := mustCall(t, lab.Run, "-policy", "ebitengine-next", "-frames", "144", "-trace", "2", "-ticks", "10")
	if !strings.Contains(out, "policy       ebitengine-next") || !strings.Contains(out, "-0.167") {
		t.Errorf("run -policy ebitengine-next -frames 144 -trace 2:\n%s", out)
	}
	for p, want := range map[string]string{
		"godot":           "loop         60 fps; no clamp, at most 8 ticks per frame\n",
		"textbook":        "loop         60 fps; a frame counts as at most 250ms, no tick cap\n",
		"ebitengine":      "loop         60 fps; more than 83.333333ms owed resyncs, no tick cap\n",
		"ebitengine-next": "loop         60 fps; owed time is capped at 83.333333ms, no tick cap\n",
		"monogame":        "loop         60 fps; owed time is capped at 500ms, no tick cap\n",
	} {
		if out := mustCall(t, lab.Run, "-policy", p, "-ticks", "10"); !strings.Contains(out, want) {
			t.Errorf("run -policy %s: the header does not say %q:\n%s", p, want, out)
		}
	}
	_, errOut, code := call(t, lab.Run, "-policy", "fast")
	if code != 2 || !strings.Contains(errOut, `-policy: policy "fast": must be one of`) {
		t.Errorf("run -policy fast: exit %d, %s", code, errOut)
	}
	a := mustCall(t, lab.Run, "-policy", "godot", "-frames", "irregular", "-ticks", "300", "-json")
	b := mustCall(t, lab.Run, "-frames", "irregular", "-ticks", "300", "-json")
	if fingerprint(a) != fingerprint(b) || fingerprint(a) == "" {
		t.Errorf("the world after 300 ticks differs under godot's policy: %s vs %s", fingerprint(a), fingerprint(b))
	}
}

func fingerprint(out string) string {
	var r struct{ Fingerprint string }
	json.Unmarshal([]byte(out), &r)
	return r.Fingerprint
}

// The generated traces in assets/traces are what their commands (make
// traces) make today, and every trace there reads back.
func TestShippedTraces(t *testing.T) {
	dir := t.TempDir()
	for _, tt := range []struct {
		file string
		args []string
	}{
		{"60fps-noise1ms.txt", []string{"-frames", "60", "-noise", "1ms", "-seconds", "20"}},
		{"144fps-noise1ms.txt", []string{"-frames", "144", "-noise", "1ms", "-seconds", "10"}},
		{"jitter.txt", []string{"-frames", "jitter", "-seconds", "10"}},
	} {
		out := filepath.Join(dir, tt.file)
		mustCall(t, lab.Policies, append(tt.args, "-policy", "tickbox", "-frames-out", out)...)
		got, _ := os.ReadFile(out)
		want, err := os.ReadFile(filepath.Join("..", "..", "assets", "traces", tt.file))
		if err != nil || string(got) != string(want) {
			t.Errorf("%s differs from what its command makes now (%v): run make traces", tt.file, err)
		}
	}
	mustCall(t, lab.Policies, "-frames", "60", "-noise", "2ms", "-seconds", "10", "-policy", "tickbox", "-presentmon", dir)
	got, _ := os.ReadFile(filepath.Join(dir, "tickbox.csv"))
	want, _ := os.ReadFile(filepath.Join("..", "..", "assets", "traces", "presentmon", "tickbox.csv"))
	if string(got) != string(want) {
		t.Error("presentmon/tickbox.csv differs from what its command makes now: run make traces")
	}
	all, _ := filepath.Glob(filepath.Join("..", "..", "assets", "traces", "*", "*.*"))
	top, _ := filepath.Glob(filepath.Join("..", "..", "assets", "traces", "*.*"))
	for _, path := range append(all, top...) {
		if _, err := capture.Load(path, ""); err != nil {
			t.Errorf("%s: %v", path, err)
		}
	}
}

// -policy takes each engine's settings: a row a spec, the same engine
// twice with different settings; a step of no whole Hz runs in its own
// step (bevy:from_hz=59.94 on a 59.94 fps display: a tick a frame after
// the first, 600 frames of 16,683,333 ns: 600 ideal ticks of 59.94 Hz),
// the settings line says every value in force,
// and -h lists the keys.
func TestPoliciesSettings(t *testing.T) {
	rows := policiesJSON(t, "-frames", "59.94", "-noise", "0", "-seconds", "10",
		"-policy", "godot,godot:max_physics_steps_per_frame=4,bevy:from_hz=59.94")
	if len(rows) != 3 {
		t.Fatalf("%d rows, want 3: %v", len(rows), rows)
	}
	b := rows["bevy:from_hz=59.94"]
	if b.Hz < 59.9399 || b.Hz > 59.9401 || b.Settings != "bevy:max_delta=250ms:relative_speed=1:from_hz=59.94:timestep=16.68335ms" ||
		b.MaxTicks != 1 || b.Ticks != b.Frames-1 || b.Ideal < 599.99 || b.Ideal > 600.01 {
		t.Errorf("bevy:from_hz=59.94: %+v", b)
	}
	if g := rows["godot:max_physics_steps_per_frame=4"]; !strings.HasPrefix(g.Settings, "godot:max_physics_steps_per_frame=4:physics_jitter_fix=0.5") {
		t.Errorf("godot with a cap of 4: settings %q", g.Settings)
	}
	out := mustCall(t, lab.Policies, "-frames", "60", "-seconds", "1", "-policy", "godot:max_physics_steps_per_frame=4")
	if !strings.Contains(out, "settings godot:max_physics_steps_per_frame=4:physics_jitter_fix=0.5:fixed_fps=-1:physics_ticks_per_second=60: 60 Hz") {
		t.Errorf("no settings line:\n%s", out)
	}
	help := mustCall(t, lab.Policies, "-h")
	for _, k := range []string{"max_physics_steps_per_frame  default 8", "relative_speed               default 1", "target_elapsed_time", "maximum_delta_time", "tps "} {
		if !strings.Contains(help, k) {
			t.Errorf("-h does not list %q", k)
		}
	}
	_, errOut, code := call(t, lab.Policies, "-policy", "bevy:max_delta=0s")
	if code != 2 || !strings.Contains(errOut, "tried to set max delta to zero") {
		t.Errorf("bevy:max_delta=0s: exit %d, %q", code, errOut)
	}
}

// Where a world ticks, a step of no whole Hz is refused with the reason,
// and the header says the settings in force.
func TestRunSettings(t *testing.T) {
	_, errOut, code := call(t, lab.Run, "-policy", "unity:fixed_delta_time=0.0166", "-ticks", "10")
	if code != 2 || !strings.Contains(errOut, "is not a whole number of Hz") || !strings.Contains(errOut, "tickbox policies") {
		t.Errorf("run with a step of 60.24 Hz: exit %d, %q", code, errOut)
	}
	out := mustCall(t, lab.Run, "-policy", "godot:max_physics_steps_per_frame=4", "-ticks", "10")
	if !strings.Contains(out, "no clamp, at most 4 ticks per frame") || !strings.Contains(out, "policy       godot:max_physics_steps_per_frame=4:physics_jitter_fix=0.5") {
		t.Errorf("run -policy godot:max_physics_steps_per_frame=4:\n%s", out)
	}
	out = mustCall(t, lab.Run, "-policy", "tickbox:clamp=100ms:tick_cap=3", "-ticks", "10")
	if !strings.Contains(out, "at most 100ms, at most 3 ticks per frame") {
		t.Errorf("run -policy tickbox:clamp=100ms:tick_cap=3:\n%s", out)
	}
}
