package web

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strings"

	"tickbox/sim/disk"
)

// readmePage wraps the README's HTML in a page of its own, readable on its
// own, with the way back to the game.
const readmePage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tickbox: README</title>
<style>
body { margin: 0; background: #fdfdfb; color: #1b1f27; font: 16px/1.5 system-ui, sans-serif; }
nav { padding: 8px 16px; background: #1b1f27; }
nav a { color: #fc6; }
main { max-width: 62rem; margin: 0 auto; padding: 8px 20px 60px; }
pre { background: #f0f0ec; padding: 10px 12px; overflow-x: auto; font-size: 13px; line-height: 1.35; }
code { font-family: ui-monospace, monospace; font-size: 0.92em; }
table { border-collapse: collapse; margin: 12px 0; }
th, td { border: 1px solid #ccc; padding: 4px 8px; vertical-align: top; text-align: left; }
img { max-width: 100%%; }
</style>
</head>
<body>
<nav><a href="index.html">back to the game</a></nav>
<main>
%s</main>
</body>
</html>
`

// imageRef matches an image of the README: ![alt](path).
var imageRef = regexp.MustCompile(`!\[[^\]]*\]\(([^)\s]+)\)`)

// maxReadme bounds the README read, and maxPicture each picture it shows:
// both far above the project's own (under 100 KB, under 200 KB).
const (
	maxReadme  = 4 << 20
	maxPicture = 64 << 20
)

// WriteReadme writes the README at path into dir as README.html, a page a
// browser shows as it reads on GitHub (not Markdown served as text), and
// copies the pictures it shows beside it, at the same relative paths. It
// reads and writes as every file Tickbox touches is (package disk): only
// regular files, opened without blocking and read up to a limit, written
// whole through the one save path.
func WriteReadme(dir, path string) error {
	src, err := disk.ReadFile(path, maxReadme, fmt.Errorf("README %q: larger than %d bytes", path, maxReadme))
	if err != nil {
		return err
	}
	page := fmt.Sprintf(readmePage, markdown(string(src)))
	if err := disk.Save(filepath.Join(dir, "README.html"), []byte(page)); err != nil {
		return err
	}
	for _, m := range imageRef.FindAllStringSubmatch(string(src), -1) {
		if err := copyPicture(filepath.Dir(path), dir, m[1]); err != nil {
			return fmt.Errorf("README %s: picture %q: %w", path, m[1], err)
		}
	}
	return nil
}

// copyPicture copies the picture at rel, a path relative to the README's
// folder from, to the same path under dir; only a path inside the folder.
func copyPicture(from, dir, rel string) error {
	if filepath.IsAbs(rel) || strings.Contains(rel, "://") || !filepath.IsLocal(rel) {
		return fmt.Errorf("not a path inside the README's folder")
	}
	b, err := disk.ReadFile(filepath.Join(from, rel), maxPicture, fmt.Errorf("larger than %d bytes", maxPicture))
	if err != nil {
		return err
	}
	to := filepath.Join(dir, rel)
	if err := disk.MkdirAll(filepath.Dir(to)); err != nil {
		return err
	}
	return disk.Save(to, b)
}
