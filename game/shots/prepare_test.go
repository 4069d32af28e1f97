package shots

import (
	"io"
	"path/filepath"
	"strings"
	"testing"
)

// A script's F12 saves into the folder the command gives (a temporary one,
// removed at the end), never into the gallery's folder: shots/gallery/shots
// used to fill with a file for every scripted F12.
func TestScriptedF12SavesOutsideTheGallery(t *testing.T) {
	out, f12 := filepath.Join(t.TempDir(), "gallery"), t.TempDir()
	_, scenarios, code, ok := prepareShots([]string{"-out", out}, io.Discard, io.Discard, f12)
	if !ok || code != 0 || len(scenarios) == 0 {
		t.Fatalf("prepareShots: ok %v, exit %d, %d scenarios", ok, code, len(scenarios))
	}
	for _, sc := range scenarios {
		if d := sc.opts.ShotsDir; d != f12 || strings.HasPrefix(d, out) {
			t.Errorf("%s: F12 saves into %q, want %q, outside the gallery %q", sc.file, d, f12, out)
		}
	}
}
