// Package gallery writes the page a person reviews a build's screenshots
// on: every scenario with what it demonstrates, and each of its shots with
// its name, its caption, the figures to look for and, when there are
// goldens, whether it matches its golden. Plain HTML, no scripts: it opens
// from disk in any browser.
package gallery

import (
	"bytes"
	_ "embed"
	"html/template"
	"path/filepath"

	"tickbox/sim/disk"
)

// Scenario is one script's part of the gallery.
type Scenario struct {
	Name  string // the script's name
	Title string
	About string // what it demonstrates
	Shots []Shot
}

// Shot is one picture, saved in the gallery's folder as File.
type Shot struct {
	Name    string
	File    string   // the picture, relative to the gallery's folder
	Caption string   // what it shows
	Look    []string // what to look for in it
	Check   string   // what comparing with its golden found; "" if not compared
	Failed  bool     // the check failed: the picture differs from its golden
	Diff    string   // Failed: the diff picture, relative to the gallery's folder
}

// Page is the whole gallery.
type Page struct {
	Title     string
	Summary   string // one line under the title: counts, and the goldens' verdict
	Scenarios []Scenario
}

//go:embed index.html.tmpl
var pageText string

var page = template.Must(template.New("index.html").Parse(pageText))

// Write writes p as index.html in dir through the one save path
// (disk.Save: whole, renamed into place, only over a regular file), and
// returns its path.
func Write(dir string, p Page) (string, error) {
	var buf bytes.Buffer
	if err := page.Execute(&buf, p); err != nil {
		return "", err
	}
	path := filepath.Join(dir, "index.html")
	return path, disk.Save(path, buf.Bytes())
}
