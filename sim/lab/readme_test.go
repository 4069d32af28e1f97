package lab_test

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"tickbox/sim/lab"
)

// repo is the repository's top folder, from this package's folder.
var repo = filepath.Join("..", "..")

// docs returns the documents whose tables are checked: the README and
// every Markdown file beside the code (sim/lab/README.md, ...), by their
// path from the repository's top folder.
func docs(t *testing.T) []string {
	t.Helper()
	found := []string{"README.md"}
	for _, top := range []string{"sim", "game", "render", "assets"} {
		err := filepath.WalkDir(filepath.Join(repo, top), func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && d.Name() == "testdata" {
				return filepath.SkipDir
			}
			if !d.IsDir() && strings.HasSuffix(path, ".md") {
				rel, _ := filepath.Rel(repo, path)
				found = append(found, rel)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return found
}

// labCommands are the commands a README block may run, by name.
var labCommands = map[string]cmdFunc{"run": lab.Run, "replay": lab.Replay, "compare": lab.Compare,
	"desync": lab.Desync, "net": lab.Net, "pacing": lab.Pacing, "policies": lab.Policies}

// Every table of figures in the README and the documents beside the code
// is a fenced block whose first line
// is the command that prints it ("$ tickbox pacing"), followed by exactly
// what that command prints now; every chart is what the command on the
// line above its picture writes. A block of output without its command
// fails too, so that no table can go stale unseen. "$ make ..." blocks
// are measurements of this machine (make bench-web), shown, not checked.
//
// After a change meant to change the figures, rewrite them:
//
//	go test ./sim/lab -run TestREADME -update
func TestREADME(t *testing.T) {
	checked := 0
	for _, doc := range docs(t) {
		checked += checkDoc(t, doc)
	}
	if checked < 6 {
		t.Errorf("only %d tables and charts checked: the documents' markers changed?", checked)
	}
}

// checkDoc checks, or with -update rewrites, the tables and charts of the
// document at doc (a path from the repository's top folder), and returns
// how many it checked.
func checkDoc(t *testing.T, doc string) int {
	t.Helper()
	path := filepath.Join(repo, doc)
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	d := &document{t: t, name: doc}
	lines, blocks := d.checkBlocks(strings.Split(string(src), "\n"))
	checked := blocks + d.checkCharts(lines)
	if *update {
		if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return checked
}

// document is a Markdown file being checked, for messages that name it.
type document struct {
	t    *testing.T
	name string // from the repository's top folder: sim/lab/README.md
}

// errorf reports an error at line i (0-based) of the document.
func (d *document) errorf(i int, format string, args ...any) {
	d.t.Helper()
	d.t.Errorf("%s line %d: %s", d.name, i+1, fmt.Sprintf(format, args...))
}

// checkBlocks checks, or with -update rewrites, each block of output in
// lines, and returns the lines and how many blocks it checked.
func (d *document) checkBlocks(lines []string) ([]string, int) {
	t := d.t
	checked := 0
	for i := 0; i < len(lines); i++ {
		if lines[i] != "```" { // a block with a language (sh, text) holds no output
			if strings.HasPrefix(lines[i], "```") {
				end := d.closing(lines, i)
				if i+1 < end && strings.HasPrefix(lines[i+1], "$ tickbox ") {
					d.errorf(i, "a command's output in a %s block, which goes unchecked: "+
						"open it with a bare ``` so that its output is checked", lines[i])
				}
				i = end
			}
			continue
		}
		end := d.closing(lines, i)
		head := ""
		if i+1 < end {
			head = lines[i+1]
		}
		switch {
		case strings.HasPrefix(head, "$ tickbox "):
			checked++
			want := strings.Join(lines[i+2:end], "\n")
			got := strings.TrimRight(readmeRun(t, strings.Fields(head)[2:]), "\n")
			if *update {
				lines = splice(lines, i+2, end, got)
				end = i + 2 + strings.Count(got, "\n") + 1
			} else if got != want {
				d.errorf(i+1, "%s prints something else now (go test ./sim/lab -run TestREADME -update rewrites it):\n%s",
					head[2:], lineDiff(want, got))
			}
		case !strings.HasPrefix(head, "$ make "):
			d.errorf(i, "a block of output without the command that prints it on its first line ($ tickbox ...)")
		}
		i = end
	}
	return lines, checked
}

// closing returns the line of the fence that closes the block opened at i.
func (d *document) closing(lines []string, i int) int {
	for j := i + 1; j < len(lines); j++ {
		if strings.HasPrefix(lines[j], "```") {
			return j
		}
	}
	d.t.Fatalf("%s line %d: a block that never closes", d.name, i+1)
	return len(lines)
}

// splice replaces lines[from:to] with the lines of text.
func splice(lines []string, from, to int, text string) []string {
	out := append([]string{}, lines[:from]...)
	out = append(out, strings.Split(text, "\n")...)
	return append(out, lines[to:]...)
}

// readmeRun runs a lab command given as in the README and returns its output.
func readmeRun(t *testing.T, args []string) string {
	t.Helper()
	cmd, ok := labCommands[args[0]]
	if !ok {
		t.Fatalf("README: tickbox %s is not a lab command", args[0])
	}
	out, errOut, code := call(t, cmd, args[1:]...)
	if code != 0 {
		t.Fatalf("README: tickbox %s: exit %d\n%s", strings.Join(args, " "), code, errOut)
	}
	return out
}

// chartLine is the text above a chart: "`tickbox policies ... -svg FILE`".
var chartLine = regexp.MustCompile("^`tickbox (policies [^`]* -svg (\\S+\\.svg))`")

// checkCharts checks, or with -update rewrites, each chart the document
// shows under the command that draws it, and returns how many it checked.
// The command names the chart from the repository's top folder; the
// picture's link, from the document's folder.
func (d *document) checkCharts(lines []string) int {
	t := d.t
	checked := 0
	for i, l := range lines {
		if !strings.HasPrefix(l, "![") || !strings.Contains(l, ".svg)") {
			continue
		}
		above := i - 1
		for above > 0 && lines[above] == "" {
			above--
		}
		m := chartLine.FindStringSubmatch(lines[max(above, 0)])
		if m == nil || !strings.HasSuffix(l, "("+d.link(m[2])+")") {
			d.errorf(i, "a chart without the command that draws it, `tickbox policies ... -svg FILE`, above it")
			continue
		}
		checked++
		path := filepath.Join(repo, m[2])
		tmp := filepath.Join(t.TempDir(), "chart.svg")
		args := strings.Fields(strings.TrimSuffix(m[1], m[2]) + tmp)
		readmeRun(t, args)
		got, err := os.ReadFile(tmp)
		if err != nil {
			t.Fatal(err)
		}
		if *update {
			if err := os.WriteFile(path, got, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if want, err := os.ReadFile(path); err != nil || !bytes.Equal(got, want) {
			d.errorf(i, "%s is not what tickbox %s draws now (%v); -update redraws it", m[2], m[1], err)
		}
	}
	return checked
}

// link is the path of file, given from the repository's top folder, as a
// link in the document gives it: from the document's folder.
func (d *document) link(file string) string {
	rel, err := filepath.Rel(filepath.Dir(d.name), file)
	if err != nil {
		d.t.Fatal(err)
	}
	return filepath.ToSlash(rel)
}

// lineDiff shows the lines of want and got that differ.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	for i := range max(len(w), len(g)) {
		var a, c string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			c = g[i]
		}
		if a != c {
			fmt.Fprintf(&b, "  README: %s\n  now:    %s\n", a, c)
		}
	}
	return b.String()
}
