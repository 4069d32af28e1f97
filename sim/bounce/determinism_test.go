package bounce_test

import (
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tickbox/sim/bounce"
	"tickbox/sim/simtest"
	"tickbox/sim/tape"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// scriptedInput is a fixed, busy input script: jumps, kicks in every
// direction and teleports, so the golden fingerprints cover every input path.
var scriptedInput = simtest.Script{JumpAt: 0, TeleportEvery: 1000}.Input

// run steps a world made by edit for ticks ticks of scripted input.
func run(t testing.TB, ticks int, edit func(*bounce.Config)) *bounce.World {
	w := newWorld(t, edit)
	for tick := range int64(ticks) {
		w.Step(scriptedInput(tick))
	}
	return w
}

// goldenWorlds are the runs whose fingerprints must be the same on every
// architecture. make determinism runs this test in builds for GOAMD64=v1,
// GOAMD64=v3 (fusing compiler), GOARCH=arm64 (fusing compiler, run under
// qemu), GOARCH=386 and GOARCH=wasm (under Node) and compares what each
// logs: the sandbox, its twins, and the lesson's world in all three builds.
var goldenWorlds = []struct {
	name  string
	ticks int
	edit  func(*bounce.Config)
}{
	{"balls", 3600, nil},
	{"balls-200", 3600, func(c *bounce.Config) { c.Balls = 200; c.Restitution = 0.9 }},
	{"jumper", 600, func(c *bounce.Config) { c.Balls = 0 }},
	{"balls-clang", 3600, func(c *bounce.Config) { c.Build = bounce.Clang }},
	{"balls-gcc", 3600, func(c *bounce.Config) { c.Build = bounce.GCC }},
	{"lesson-strict", 3600, func(c *bounce.Config) { *c = bounce.LessonConfig() }},
	{"lesson-clang", 3600, func(c *bounce.Config) { *c = bounce.LessonConfig(); c.Build = bounce.Clang }},
	{"lesson-gcc", 3600, func(c *bounce.Config) { *c = bounce.LessonConfig(); c.Build = bounce.GCC }},
}

func TestGoldenFingerprints(t *testing.T) {
	path := filepath.Join("testdata", "fingerprints.golden")
	var got strings.Builder
	for _, g := range goldenWorlds {
		w := run(t, g.ticks, g.edit)
		fp := w.Fingerprint()
		if g.name == "jumper" {
			fp = w.Jumper.Fingerprint()
		}
		line := fmt.Sprintf("%s %d %s", g.name, g.ticks, tape.Format(fp))
		t.Logf("fingerprint %s", line)
		got.WriteString(line + "\n")
	}
	if *update {
		if err := os.WriteFile(path, []byte(got.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./sim -run TestGoldenFingerprints -update to create it)", err)
	}
	if got.String() != string(want) {
		t.Errorf("fingerprints differ from %s:\ngot:\n%swant:\n%s", path, got.String(), want)
	}
}

// TestFusionChangesResults shows why the rule exists: for these operands a
// fused multiply-add and a separately rounded one give different answers.
// (1+2⁻³⁰)(1-2⁻³⁰) = 1-2⁻⁶⁰ exactly, which rounds to 1 on its own.
func TestFusionChangesResults(t *testing.T) {
	x, y, z := 1+math.Ldexp(1, -30), 1-math.Ldexp(1, -30), -1.0
	separate := float64(x*y) + z
	fused := math.FMA(x, y, z)
	if separate != 0 || fused != -math.Ldexp(1, -60) {
		t.Fatalf("separate %g, fused %g: want 0 and -2⁻⁶⁰", separate, fused)
	}
}

// TestTwinWorldsDesync runs the worlds a contracting compiler would compute
// next to the real one: they part within the golden run, which is why every
// multiply-add in sim is written to forbid fusion.
func TestTwinWorldsDesync(t *testing.T) {
	for _, b := range []bounce.Build{bounce.Clang, bounce.GCC} {
		w := newWorld(t, nil)
		f := newWorld(t, func(c *bounce.Config) { c.Build = b })
		first := int64(-1)
		for tick := range int64(3600) {
			w.Step(scriptedInput(tick))
			f.Step(scriptedInput(tick))
			if first < 0 && w.Fingerprint() != f.Fingerprint() {
				first = w.Tick
			}
		}
		if first < 0 {
			t.Fatalf("the %s twin never differed from the real world in 3600 ticks", b.Title())
		}
		d := math.Hypot(w.Balls.X[0]-f.Balls.X[0], w.Balls.Y[0]-f.Balls.Y[0])
		t.Logf("%s twin first differs at tick %d; ball 1 is %.3g m apart after 60 s", b.Title(), first, d)
	}
}
