package shots

import (
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"tickbox/game/windowflags"

	"tickbox/game/shots/golden"
	"tickbox/game/shots/script"
)

// plain returns a 6×4 opaque picture of one grey.
func plain(level uint8) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, 6, 4))
	for i := range img.Pix {
		img.Pix[i] = level
		if i%4 == 3 {
			img.Pix[i] = 255
		}
	}
	return img
}

// twoScenarios returns two scenarios and their three pictures: same (its
// golden matches), changed (its golden differs) and new (no golden).
func twoScenarios(t *testing.T, goldens string) ([]*scenario, []picture) {
	a := &scenario{file: "a.tbs", script: &script.Script{Name: "a", Title: "Scenario A", About: "About A.",
		Shots: []script.Shot{{Name: "same", Caption: "Same."}, {Name: "changed", Caption: "Changed.", Look: []string{"grey"}}}}}
	b := &scenario{file: "b.tbs", script: &script.Script{Name: "b", Title: "Scenario B",
		Shots: []script.Shot{{Name: "new", Caption: "New."}}}}
	for name, img := range map[string]image.Image{"same": plain(100), "changed": plain(100)} {
		if err := golden.WritePNG(filepath.Join(goldens, name+".png"), img); err != nil {
			t.Fatal(err)
		}
	}
	return []*scenario{a, b}, []picture{
		{a, a.script.Shots[0], plain(100)}, {a, a.script.Shots[1], plain(200)}, {b, b.script.Shots[0], plain(50)},
	}
}

// The report writes every shot and the gallery, each shot under its own
// scenario with how it compared, copies the diff of a shot that differs,
// names it on stderr, and fails.
func TestReportShots(t *testing.T) {
	goldens, out := t.TempDir(), filepath.Join(t.TempDir(), "gallery")
	scenarios, pictures := twoScenarios(t, goldens)
	var stdout, stderr strings.Builder
	code := reportShots(windowflags.Shots{Out: out, Golden: goldens}, scenarios, pictures, &stdout, &stderr)
	if code != 1 {
		t.Fatalf("exit %d with a shot that differs, want 1", code)
	}
	if want := "shots: 3 shots from 2 scripts;"; !strings.HasPrefix(stdout.String(), want) {
		t.Errorf("stdout %q does not start %q", stdout.String(), want)
	}
	if want := "goldens (" + goldens + "): 1 match, 1 differ, 1 no golden"; !strings.Contains(stdout.String(), want) {
		t.Errorf("stdout %q lacks %q", stdout.String(), want)
	}
	if !strings.Contains(stderr.String(), filepath.Join(goldens, "changed.diff.png")) {
		t.Errorf("stderr %q does not name the diff picture", stderr.String())
	}
	for _, f := range []string{"same.png", "changed.png", "changed.diff.png", "new.png", "index.html"} {
		if _, err := os.Stat(filepath.Join(out, f)); err != nil {
			t.Errorf("gallery: %v", err)
		}
	}
	index, _ := os.ReadFile(filepath.Join(out, "index.html"))
	html := string(index)
	a, b := strings.Index(html, `id="a"`), strings.Index(html, `id="b"`)
	same, changed, added := strings.Index(html, `id="same"`), strings.Index(html, `id="changed"`), strings.Index(html, `id="new"`)
	if !(a >= 0 && a < same && same < changed && changed < b && b < added) {
		t.Errorf("index.html does not hold each shot under its scenario, in order (%d %d %d %d %d)", a, same, changed, b, added)
	}
	if !strings.Contains(html, `class="failed"`) || !strings.Contains(html, `src="changed.diff.png"`) || !strings.Contains(html, "no golden") {
		t.Error("index.html does not show the failed check, its diff, or the missing golden")
	}
}

// -update rewrites the goldens and passes; without a golden folder there is
// nothing to compare and the gallery is still written.
func TestReportShotsUpdateAndNoGoldens(t *testing.T) {
	goldens := t.TempDir()
	scenarios, pictures := twoScenarios(t, goldens)
	var stdout strings.Builder
	if code := reportShots(windowflags.Shots{Out: t.TempDir(), Golden: goldens, Update: true}, scenarios, pictures, &stdout, &stdout); code != 0 {
		t.Fatalf("-update: exit %d: %s", code, stdout.String())
	}
	if r, err := golden.Check(goldens, "changed", plain(200), false); err != nil || r.State != golden.Matched {
		t.Fatalf("after -update the golden of changed: %v, %v; want a match with this build", r, err)
	}
	stdout.Reset()
	out := t.TempDir()
	if code := reportShots(windowflags.Shots{Out: out, Golden: filepath.Join(goldens, "none")}, scenarios, pictures, &stdout, &stdout); code != 0 {
		t.Fatalf("no goldens: exit %d: %s", code, stdout.String())
	}
	if strings.Contains(stdout.String(), "goldens") {
		t.Errorf("no golden folder, yet %q", stdout.String())
	}
	if _, err := os.Stat(filepath.Join(out, "index.html")); err != nil {
		t.Error(err)
	}
}

// Counts read as English: one thing, or things.
func TestCount(t *testing.T) {
	for n, want := range []string{"0 scripts", "1 script", "2 scripts"} {
		if got := count(n, "script"); got != want {
			t.Errorf("count(%d) = %q, want %q", n, got, want)
		}
	}
}
