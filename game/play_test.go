//go:build !headless

package game_test

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tickbox/game"
	"tickbox/sim/bounce"
	"tickbox/sim/tape"
)

// A replay file that cannot be played is refused with a clear error and
// exit status 1 before any window opens (a window would make Play block).
func TestPlayRefusesABadReplay(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.tbr")
	w, err := bounce.New(bounce.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	rec, err := tape.NewRecorder[bounce.Input](bounce.TapeHeader(w.Config), 0, bounce.NewTaped(w))
	if err != nil {
		t.Fatal(err)
	}
	for range 120 {
		w.Step(bounce.Input{})
		_ = rec.Stepped(w.Tick, bounce.NewTaped(w))
	}
	if err := rec.Recording().Save(good); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	flipped := append([]byte(nil), data...)
	flipped[len(flipped)/2] ^= 0x10
	files := map[string][]byte{"flipped.tbr": flipped, "short.tbr": data[:len(data)-3], "text.tbr": []byte("hello")}
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		file string
		want string // in stderr
	}{
		{"flipped.tbr", "checksum"},
		{"short.tbr", "short.tbr"},
		{"text.tbr", "text.tbr"},
		{"missing.tbr", "no such file"},
	} {
		var stderr strings.Builder
		code := game.Play([]string{"-replay", filepath.Join(dir, tc.file)}, io.Discard, &stderr)
		if code != 1 || !strings.HasPrefix(stderr.String(), "tickbox play: -replay ") || !strings.Contains(stderr.String(), tc.want) {
			t.Errorf("%s: exit %d, stderr %q; want 1 and an error naming %q", tc.file, code, stderr.String(), tc.want)
		}
	}
}
