package shots

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"tickbox/sim/capture"

	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/oldtape"
	"tickbox/sim/sandbox"
	"tickbox/sim/simtest"
	"tickbox/sim/tape"
)

// The shipped scenarios load, and each says in the gallery what it shows:
// a title, an about, and for every shot a caption and what to look for.
func TestShippedScenarios(t *testing.T) {
	all, err := loadScenarios(nil, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if len(all) < 9 {
		t.Fatalf("%d scenarios shipped, want at least 9", len(all))
	}
	for _, sc := range all {
		s := sc.script
		if s.Title == s.Name || s.About == "" {
			t.Errorf("%s: no title or about", sc.file)
		}
		for _, sh := range s.Shots {
			if sh.Caption == "" || len(sh.Look) == 0 {
				t.Errorf("%s:%d: shot %s has no caption or nothing to look for", sc.file, sh.Line, sh.Name)
			}
		}
	}
}

// writeScript writes a script, and any other files, into a fresh folder
// and returns the script's path.
func writeScript(t *testing.T, text string, files map[string][]byte) string {
	t.Helper()
	dir := t.TempDir()
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(dir, "s.tbs")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// recording returns a replay file of ticks ticks of the default world,
// a jump at tick 1, fresh from tick 0 unless start says otherwise.
func recording(t *testing.T, c bounce.Config, ticks int) []byte {
	t.Helper()
	w, err := bounce.New(c)
	if err != nil {
		t.Fatal(err)
	}
	path := simtest.Record(t, w, c.Build).Until(int64(ticks), func(tick int64) bounce.Input { return bounce.Input{Jump: bounce.Tap(tick == 1)} }).Save()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestLoadScenario(t *testing.T) {
	small := bounce.DefaultConfig()
	small.Balls = 7
	path := writeScript(t, "flags -fps-cap 30\nreplay r.tbr\nframes 30 x 2\nshot a\n",
		map[string][]byte{"r.tbr": recording(t, small, 120)})
	all, err := loadScenarios([]string{path}, "f12")
	if err != nil {
		t.Fatal(err)
	}
	sc := all[0]
	if sc.opts.Loop.FPSCap != 30 || sc.opts.Loop.World != small || sc.rec == nil || sc.opts.ShotsDir != "f12" {
		t.Fatalf("loaded %+v; want cap 30, the recording's world of 7 balls, F12 into f12", sc.opts)
	}
}

// Mistakes found when a script is loaded name the script, the line and
// the step, like the parser's own.
func TestLoadScenarioErrors(t *testing.T) {
	good := recording(t, bounce.DefaultConfig(), 60)
	corrupt := append([]byte(nil), good...)
	corrupt[len(corrupt)-1]++
	for _, tc := range []struct {
		name, script string
		files        map[string][]byte
		want         string
	}{
		{"bad flag", "\nflags -fps-cap 30\nflags -balls many\nshot a", nil, `s.tbs:2: "flags -fps-cap 30 -balls many": invalid value "many" for flag -balls`},
		{"no file", "replay none.tbr\nshot a", nil, "s.tbs:1: \"replay none.tbr\": stat none.tbr: no such file"},
		{"corrupt", "replay r.tbr\nshot a", map[string][]byte{"r.tbr": corrupt}, "s.tbs:1: \"replay r.tbr\":"},
		{"world flags", "flags -balls 9\nreplay r.tbr\nshot a", map[string][]byte{"r.tbr": good}, "the recording sets the world"},
		{"parse", "frames 60 x 0\nshot a", nil, `s.tbs:1: "frames 60 x 0": count "0"`},
	} {
		_, err := loadScenarios([]string{writeScript(t, tc.script, tc.files)}, "f12")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v; want an error containing %q", tc.name, err, tc.want)
		}
	}
	if _, err := loadScenarios([]string{filepath.Join(t.TempDir(), "missing.tbs")}, "f12"); err == nil || !strings.Contains(err.Error(), "missing.tbs") {
		t.Errorf("a missing script: %v", err)
	}
}

// Two scripts may not take shots of the same name: they share a folder.
func TestShotNamesAreUnique(t *testing.T) {
	a := writeScript(t, "shot same\n", nil)
	b := writeScript(t, "frame 1s\nshot other\nframe 1s\nshot same\n", nil)
	_, err := loadScenarios([]string{a, b}, "f12")
	if err == nil || !strings.Contains(err.Error(), b+":4: shot same is taken already, at "+a+":1") {
		t.Fatalf("got %v; want both places named", err)
	}
}

// A replayed recording drives the sandbox's ticks whatever the frames,
// and the overlay's replay (tape.Replay, which render's TestReplayRows
// words) follows: ticks played while it plays, fingerprints ok at the
// end, or the first tick that differs.
func TestPlayReplay(t *testing.T) {
	data := recording(t, bounce.DefaultConfig(), 150)
	for _, tc := range []struct {
		name   string
		edit   func(*tape.Recording)
		frames int
		want   tape.Replay // its Played, Checked, Done, Differs, BadFrom and BadTo
	}{
		{"playing", nil, 60, tape.Replay{Played: 60, Checked: 1}},
		{"done", nil, 200, tape.Replay{Played: 150, Checked: 3, Done: true}},
		{"desync", func(r *tape.Recording) { r.Prints[1]++ }, 200, tape.Replay{Played: 150, Checked: 3, Done: true, Differs: true, BadFrom: 119, BadTo: 119}},
	} {
		rec, err := oldtape.Decode(data)
		if err != nil {
			t.Fatal(err)
		}
		if tc.edit != nil {
			tc.edit(rec)
		}
		o := sandbox.DefaultOptions()
		sb, err := sandbox.New(o, &fixed.VirtualClock{})
		if err != nil {
			t.Fatal(err)
		}
		if err := sb.Play(rec); err != nil {
			t.Fatal(err)
		}
		src, _ := capture.Parse("60", 0) // 60 frames make exactly 60 ticks
		for range tc.frames {
			sb.Do(sandbox.Kick) // the keyboard: ignored while the recording plays
			sb.Advance(src.Next(0))
		}
		got, w := sb.Scene().Replay(), tc.want
		if got.Total != 150 || got.Played != w.Played || got.Checked != w.Checked || got.Done != w.Done || got.Differs != w.Differs ||
			got.Differs && (got.BadFrom != w.BadFrom || got.BadTo != w.BadTo) {
			t.Errorf("%s: %v (ticks %d-%d); want %d played, %d checked, done %v, differing %v in ticks %d-%d", tc.name, got, got.BadFrom, got.BadTo,
				w.Played, w.Checked, w.Done, w.Differs, w.BadFrom, w.BadTo)
		}
		if tc.name == "done" && sb.Scene().World().Jumper.Peak == 0 {
			t.Errorf("the recorded jump did not happen")
		}
	}
}
