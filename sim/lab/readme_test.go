package lab_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"tickbox/sim/lab"
)

// readme is the README the tables are checked in, from this package's folder.
var readme = filepath.Join("..", "..", "README.md")

// labCommands are the commands a README block may run, by name.
var labCommands = map[string]cmdFunc{"run": lab.Run, "replay": lab.Replay, "compare": lab.Compare,
	"desync": lab.Desync, "net": lab.Net, "pacing": lab.Pacing, "policies": lab.Policies}

// Every table of figures in the README is a fenced block whose first line
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
	src, err := os.ReadFile(readme)
	if err != nil {
		t.Fatal(err)
	}
	lines, blocks := checkBlocks(t, strings.Split(string(src), "\n"))
	checked := blocks + checkCharts(t, lines)
	if checked < 6 {
		t.Errorf("only %d tables and charts checked: the README's markers changed?", checked)
	}
	if *update {
		if err := os.WriteFile(readme, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// checkBlocks checks, or with -update rewrites, each block of output in
// lines, and returns the lines and how many blocks it checked.
func checkBlocks(t *testing.T, lines []string) ([]string, int) {
	checked := 0
	for i := 0; i < len(lines); i++ {
		if lines[i] != "```" { // a block with a language (sh, text) holds no output
			if strings.HasPrefix(lines[i], "```") {
				end := closing(t, lines, i)
				if i+1 < end && strings.HasPrefix(lines[i+1], "$ tickbox ") {
					t.Errorf("README line %d: a command's output in a %s block, which goes unchecked: "+
						"open it with a bare ``` so that its output is checked", i+1, lines[i])
				}
				i = end
			}
			continue
		}
		end := closing(t, lines, i)
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
				t.Errorf("README line %d: %s prints something else now (go test ./sim/lab -run TestREADME -update rewrites it):\n%s",
					i+2, head[2:], lineDiff(want, got))
			}
		case !strings.HasPrefix(head, "$ make "):
			t.Errorf("README line %d: a block of output without the command that prints it on its first line ($ tickbox ...)", i+1)
		}
		i = end
	}
	return lines, checked
}

// closing returns the line of the fence that closes the block opened at i.
func closing(t *testing.T, lines []string, i int) int {
	for j := i + 1; j < len(lines); j++ {
		if strings.HasPrefix(lines[j], "```") {
			return j
		}
	}
	t.Fatalf("README line %d: a block that never closes", i+1)
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

// checkCharts checks, or with -update rewrites, each chart the README shows
// under the command that draws it, and returns how many it checked.
func checkCharts(t *testing.T, lines []string) int {
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
		if m == nil || !strings.HasSuffix(l, "("+m[2]+")") {
			t.Errorf("README line %d: a chart without the command that draws it, `tickbox policies ... -svg FILE`, above it", i+1)
			continue
		}
		checked++
		path := filepath.Join("..", "..", m[2])
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
			t.Errorf("README line %d: %s is not what tickbox %s draws now (%v); -update redraws it", i+1, m[2], m[1], err)
		}
	}
	return checked
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
