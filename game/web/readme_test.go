package web_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tickbox/game/web"
)

// writeReadme writes src as a README beside a picture and renders it.
func writeReadme(t *testing.T, src string) (page, dir string) {
	t.Helper()
	from, dir := t.TempDir(), t.TempDir()
	os.MkdirAll(filepath.Join(from, "pics"), 0o755)
	os.WriteFile(filepath.Join(from, "pics", "a.png"), []byte("PNG"), 0o644)
	readme := filepath.Join(from, "README.md")
	os.WriteFile(readme, []byte(src), 0o644)
	if err := web.WriteReadme(dir, readme); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(dir, "README.html"))
	if err != nil {
		t.Fatal(err)
	}
	return string(b), dir
}

// The README's Markdown becomes HTML a browser shows as a page.
func TestReadmeMarkdown(t *testing.T) {
	src := "# Tickbox\n\nA **bold** `a<b` and ![pic](pics/a.png), [home](index.html).\nStill the paragraph.\n\n" +
		"## Set up\n\n```sh\nmake run    # <plays>\n```\n\n    tickbox run\n    tickbox pacing\n\n" +
		"| Key | Action |\n|---|---|\n| `a|b` | jump |\n\n- one\n  goes on\n- two\n"
	page, dir := writeReadme(t, src)
	for _, want := range []string{
		`<h1 id="tickbox">Tickbox</h1>`, `<h2 id="set-up">Set up</h2>`,
		"<p>A <strong>bold</strong> <code>a&lt;b</code> and <img src=\"pics/a.png\" alt=\"pic\">, <a href=\"index.html\">home</a>.\nStill the paragraph.</p>",
		"<pre><code>make run    # &lt;plays&gt;</code></pre>", "<pre><code>tickbox run\ntickbox pacing</code></pre>",
		"<tr><th>Key</th><th>Action</th></tr>\n<tr><td><code>a|b</code></td><td>jump</td></tr>",
		"<li>one goes on</li>\n<li>two</li>", `<a href="index.html">back to the game</a>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("README.html lacks %q:\n%s", want, page)
		}
	}
	if b, err := os.ReadFile(filepath.Join(dir, "pics", "a.png")); err != nil || string(b) != "PNG" {
		t.Errorf("the picture was not copied beside the page: %q, %v", b, err)
	}
	if _, err := os.Stat(filepath.Join(dir, "README.md")); err == nil {
		t.Errorf("README.md copied: the page links README.html")
	}
}

// A list inside a list item (a table of contents) is a list in the page,
// and a heading's id is GitHub's, so that a link to it works on both.
func TestReadmeContents(t *testing.T) {
	page, _ := writeReadme(t, "- [Keys](#keys)\n- [Lessons](#lessons)\n  - [One](#the-engines-loop)\n  - [Two](#two)\n- [Last](#last)\n\n## The engine's loop\n")
	for _, want := range []string{
		"<li><a href=\"#lessons\">Lessons</a>\n<ul>\n<li><a href=\"#the-engines-loop\">One</a></li>\n<li><a href=\"#two\">Two</a></li>\n</ul>\n</li>\n<li><a href=\"#last\">Last</a></li>",
		`<h2 id="the-engines-loop">`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("README.html lacks %q:\n%s", want, page)
		}
	}
}

// Each document the README links, and each those link, is a page of its
// own at the same path, with its pictures, and the links between them
// lead to those pages; a link out of the README's folder is left alone.
func TestReadmeLinkedDocuments(t *testing.T) {
	from, dir := t.TempDir(), t.TempDir()
	files := map[string]string{
		"README.md":   "# T\n\nSee [a](docs/a.md#part) and [far](../far.md).\n",
		"docs/a.md":   "# A\n\n## Part\n\n![pic](../pics/a.png) [b](b/b.md), [back](../README.md)\n",
		"docs/b/b.md": "# B\n\n[a](../a.md)\n",
		"pics/a.png":  "PNG",
		"unlinked.md": "# U\n",
	}
	for name, text := range files {
		path := filepath.Join(from, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(path), 0o755)
		os.WriteFile(path, []byte(text), 0o644)
	}
	if err := web.WriteReadme(dir, filepath.Join(from, "README.md")); err != nil {
		t.Fatal(err)
	}
	for page, wants := range map[string][]string{
		"README.html":   {`<a href="docs/a.html#part">a</a>`, `<a href="../far.html">far</a>`, `<a href="index.html">back`},
		"docs/a.html":   {"<title>Tickbox: docs/a.md</title>", `<img src="../pics/a.png"`, `<a href="b/b.html">b</a>`, `<a href="../README.html">back</a>`, `<a href="../index.html">back to the game`},
		"docs/b/b.html": {`<a href="../a.html">a</a>`, `<a href="../../index.html">back to the game`},
		"pics/a.png":    {"PNG"},
	} {
		b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(page)))
		if err != nil {
			t.Errorf("%s: %v", page, err)
			continue
		}
		for _, want := range wants {
			if !strings.Contains(string(b), want) {
				t.Errorf("%s lacks %q:\n%s", page, want, b)
			}
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "unlinked.html")); err == nil {
		t.Error("unlinked.md became a page: only what the README leads to should")
	}
}

// The project's README renders whole: every table, block and picture, and
// no Markdown left as text.
func TestProjectReadme(t *testing.T) {
	dir := t.TempDir()
	if err := web.WriteReadme(dir, filepath.Join("..", "..", "README.md")); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(dir, "README.html"))
	if err != nil {
		t.Fatal(err)
	}
	page := string(b)
	src, _ := os.ReadFile(filepath.Join("..", "..", "README.md"))
	fences := strings.Count(string(src), "\n```") / 2
	if got := strings.Count(page, "<pre><code>"); got < fences {
		t.Errorf("%d code blocks, the README has %d fenced ones alone", got, fences)
	}
	if got, want := strings.Count(page, "<table>"), strings.Count(string(src), "\n|---|"); got != want {
		t.Errorf("%d tables, the README has %d", got, want)
	}
	for _, left := range []string{"**", "![", "\n## ", "\n| "} {
		if strings.Contains(page, left) {
			t.Errorf("README.html has Markdown left as text: %q", left)
		}
	}
	for _, pic := range []string{"game/shots/testdata/shots/rest.png", "assets/charts/noisy-60.svg", "assets/web/screenshot.png",
		"sim/lab/README.html", "game/shell/README.html", "assets/charts/load-20ms.svg", "game/dash/testdata/dev.png"} {
		if _, err := os.Stat(filepath.Join(dir, pic)); err != nil {
			t.Errorf("%s not beside the page: %v", pic, err)
		}
	}
}
