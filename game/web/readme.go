package web

import (
	"fmt"
	"html"
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
<title>Tickbox: %s</title>
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
<nav><a href="%sindex.html">back to the game</a></nav>
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

// docRef matches a link to a document beside the README: [text](a/b.md),
// or with a heading, [text](a/b.md#part).
var docRef = regexp.MustCompile(`\]\(([^)\s#]+\.md)(#[^)\s]*)?\)`)

// WriteReadme writes the README at path into dir as README.html, a page a
// browser shows as it reads on GitHub (not Markdown served as text), and
// copies the pictures it shows beside it, at the same relative paths. Each
// document it links (sim/lab/README.md), and each those link, becomes a
// page of its own at the same relative path (sim/lab/README.html), with its
// pictures, so that the README's links lead somewhere on the page too; a
// link out of the README's folder is left as it is. It reads and writes
// as every file Tickbox touches is (package disk): only regular files,
// opened without blocking and read up to a limit, written whole through
// the one save path.
func WriteReadme(dir, path string) error {
	root := filepath.Dir(path)
	done := map[string]bool{}
	for todo := []string{filepath.Base(path)}; len(todo) > 0; todo = todo[1:] {
		if done[todo[0]] {
			continue
		}
		done[todo[0]] = true
		linked, err := writeDocument(dir, root, todo[0])
		if err != nil {
			return err
		}
		todo = append(todo, linked...)
	}
	return nil
}

// writeDocument writes the document doc, a path relative to the README's
// folder root, as a page under dir, copies its pictures, and returns the
// documents it links, relative to root.
func writeDocument(dir, root, doc string) ([]string, error) {
	path := filepath.Join(root, doc)
	src, err := disk.ReadFile(path, maxReadme, fmt.Errorf("README %q: larger than %d bytes", path, maxReadme))
	if err != nil {
		return nil, err
	}
	up := strings.Repeat("../", strings.Count(filepath.ToSlash(doc), "/"))
	page := fmt.Sprintf(readmePage, html.EscapeString(filepath.ToSlash(doc)), up, markdown(string(src)))
	to := filepath.Join(dir, strings.TrimSuffix(doc, ".md")+".html")
	if err := disk.MkdirAll(filepath.Dir(to)); err != nil {
		return nil, err
	}
	if err := disk.Save(to, []byte(page)); err != nil {
		return nil, err
	}
	for _, m := range imageRef.FindAllStringSubmatch(string(src), -1) {
		rel, ok := inside(doc, m[1])
		if !ok {
			return nil, fmt.Errorf("README %s: picture %q: not a path inside the README's folder", path, m[1])
		}
		if err := copyPicture(root, dir, rel); err != nil {
			return nil, fmt.Errorf("README %s: picture %q: %w", path, m[1], err)
		}
	}
	var linked []string
	for _, m := range docRef.FindAllStringSubmatch(string(src), -1) {
		if rel, ok := inside(doc, m[1]); ok {
			linked = append(linked, rel)
		}
	}
	return linked, nil
}

// inside returns target, a link in the document doc, as a path relative
// to the README's folder, and whether it is a path inside that folder.
func inside(doc, target string) (string, bool) {
	if filepath.IsAbs(target) || strings.Contains(target, "://") {
		return "", false
	}
	rel := filepath.Join(filepath.Dir(doc), filepath.FromSlash(target))
	return rel, filepath.IsLocal(rel)
}

// copyPicture copies the picture at rel, a path inside the README's
// folder from, to the same path under dir.
func copyPicture(from, dir, rel string) error {
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
