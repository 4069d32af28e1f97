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
	for _, pic := range []string{"game/shots/testdata/shots/rest.png", "assets/charts/noisy-60.svg", "assets/web/screenshot.png"} {
		if _, err := os.Stat(filepath.Join(dir, pic)); err != nil {
			t.Errorf("picture %s not beside the page: %v", pic, err)
		}
	}
}
