//go:build !headless

package render

import (
	"image"
	_ "image/png" // DecodeConfig reads the shot back
	"os"
	"path/filepath"
	"testing"
)

// A shot appears whole under its name, with no temporary file left; a
// folder that cannot be made is an error, not a crash.
func TestWritePNG(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "shots")
	res := writePNG(dir, "a.png", image.NewRGBA(image.Rect(0, 0, 4, 3)))
	if res.err != nil {
		t.Fatal(res.err)
	}
	path := res.path
	entries, err := os.ReadDir(dir)
	if err != nil || len(entries) != 1 || entries[0].Name() != "a.png" || path != filepath.Join(dir, "a.png") {
		t.Fatalf("folder holds %v (%v), path %q; want only a.png", entries, err, path)
	}
	info, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if info.Mode().Perm() != 0o644 {
		t.Fatalf("the shot's mode is %v, want -rw-r--r-- like any picture", info.Mode())
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if cfg, _, err := image.DecodeConfig(f); err != nil || cfg.Width != 4 || cfg.Height != 3 {
		t.Fatalf("the shot decodes as %+v, %v; want a 4×3 PNG", cfg, err)
	}
	blocker := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(blocker, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if res := writePNG(filepath.Join(blocker, "shots"), "b.png", image.NewRGBA(image.Rect(0, 0, 1, 1))); res.err == nil {
		t.Fatal("writePNG under a file succeeded")
	}
}
