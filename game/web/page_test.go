package web_test

import (
	"html"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tickbox/game/web"
	"tickbox/sim/sandbox"
)

// TestPageKeyTable checks that the page lists every binding of F1's table,
// in its order, so that the page and the game cannot disagree.
func TestPageKeyTable(t *testing.T) {
	dir := t.TempDir()
	if err := web.WritePage(dir); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	page := html.UnescapeString(string(b)) // html/template writes + as &#43;
	at := 0
	table := sandbox.PageKeys()
	for _, k := range table {
		row := "<tr><th>" + k.Label + "</th><td>" + k.Help + "</td></tr>"
		i := strings.Index(page[at:], row)
		if i < 0 {
			t.Fatalf("index.html lacks %q after byte %d (or has it out of order)", row, at)
		}
		at += i + len(row)
	}
	if n := strings.Count(page, "<tr><th>"); n != len(table) {
		t.Errorf("index.html has %d keys, the key tables %d", n, len(table))
	}
	if !strings.Contains(page, `<a href="README.html">README</a>`) {
		t.Errorf("index.html does not link README.html, the README as a page")
	}
	for _, name := range []string{"memfs.js", "tickbox.js", "tickbox.css"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("the page's %s: %v", name, err)
		}
	}
}
