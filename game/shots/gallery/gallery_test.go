package gallery_test

import (
	"os"
	"strings"
	"testing"

	"tickbox/game/shots/gallery"
)

// The page names every shot with its caption and what to look for, links
// its picture, says how it compared with its golden, escapes text, and
// runs no script.
func TestWrite(t *testing.T) {
	dir := t.TempDir()
	path, err := gallery.Write(dir, gallery.Page{
		Title: "Tickbox shots", Summary: "2 shots",
		Scenarios: []gallery.Scenario{{
			Name: "hitch", Title: "A 250 ms hitch", About: "One frame of 250 ms <with limits>.",
			Shots: []gallery.Shot{
				{Name: "hitch-on", File: "hitch-on.png", Caption: "The cap runs 5 ticks.",
					Look: []string{"this frame 5", "dropped 166.7 ms"}, Check: "matches"},
				{Name: "hitch-off", File: "hitch-off.png", Caption: "All 15 ticks run.",
					Check: "120 pixels differ", Failed: true, Diff: "hitch-off.diff.png"},
			},
		}},
	})
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	html := string(data)
	for _, want := range []string{
		`<h2 id="hitch">A 250 ms hitch</h2>`,
		`One frame of 250 ms &lt;with limits&gt;.`,
		`<img src="hitch-on.png"`, `<code>hitch-on</code> The cap runs 5 ticks.`,
		`<li>this frame 5</li><li>dropped 166.7 ms</li>`,
		`<div class="ok">Golden: matches</div>`,
		`<div class="failed">Golden: 120 pixels differ</div>`, `<img src="hitch-off.diff.png"`,
		`<a href="#hitch-off">hitch-off</a>`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("index.html lacks %q", want)
		}
	}
	if strings.Contains(strings.ToLower(html), "<script") {
		t.Error("index.html has a script")
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("the folder holds %d files, want index.html alone", len(entries))
	}
}
