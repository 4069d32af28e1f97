//go:build !headless

package shell_test

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// linked is what a package links of Tickbox: its packages (by import
// path) and their GoFiles' code lines.
type linked struct {
	packages []string
	lines    int
}

// links returns what pkg, listed in dir, links of Tickbox (with its test
// if test), less the packages whose path starts with own.
func links(t *testing.T, dir, pkg, own string, test bool) linked {
	t.Helper()
	args := []string{"list", "-deps", "-f", "{{if not .Standard}}{{.ImportPath}}\t{{.Dir}}\t{{join .GoFiles \" \"}}{{end}}"}
	if test {
		args = append(args, "-test")
	}
	cmd := exec.Command("go", append(args, pkg)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOPROXY=off", "GOFLAGS=")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list in %s: %v", dir, err)
	}
	var l linked
	seen := map[string]bool{}
	for _, row := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Split(row, "\t")
		if len(f) != 3 || !strings.HasPrefix(f[0], "tickbox") || strings.HasPrefix(f[0], own) || strings.Contains(f[0], " [") || strings.HasSuffix(f[0], ".test") || seen[f[0]] {
			continue
		}
		seen[f[0]] = true
		l.packages = append(l.packages, f[0])
		for _, name := range strings.Fields(f[2]) {
			l.lines += codeLines(t, filepath.Join(f[1], name))
		}
	}
	return l
}

// codeLines counts the lines of a Go file that are neither blank nor
// comment: the measure that asks no documentation to go.
func codeLines(t *testing.T, path string) int {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	n, block := 0, false
	s := bufio.NewScanner(f)
	for s.Scan() {
		line := strings.TrimSpace(s.Text())
		switch {
		case block:
			block = !strings.Contains(line, "*/")
		case strings.HasPrefix(line, "/*"):
			block = !strings.Contains(line, "*/")
		case line != "" && !strings.HasPrefix(line, "//"):
			n++
		}
	}
	return n
}

// check fails the test if l is over either cap (a negative maxLines
// holds none: the lines are logged), or links a package the world must
// not.
func (l linked) check(t *testing.T, what string, maxPackages, maxLines int, banned ...string) {
	t.Helper()
	t.Logf("%s links %d Tickbox packages, %d code lines: %s", what, len(l.packages), l.lines, strings.Join(l.packages, " "))
	if len(l.packages) > maxPackages || maxLines >= 0 && l.lines > maxLines {
		want := fmt.Sprintf("at most %d packages", maxPackages)
		if maxLines >= 0 {
			want += fmt.Sprintf(" and %d lines", maxLines)
		}
		t.Errorf("%s links %d Tickbox packages and %d code lines: want %s", what, len(l.packages), l.lines, want)
	}
	for _, p := range l.packages {
		for _, b := range banned {
			if p == b {
				t.Errorf("%s links %s", what, p)
			}
		}
	}
}

// The README's world (its package ball, which imports the loop) links
// little of Tickbox: at most 4 packages and 2,500 code lines, none of
// them a capture reader, an engine policy other than the recommended one,
// the snapper, the lab, the sandbox or the save and journal code; its
// test, which records and plays back, at most 7 and 4,800. Built in a
// workspace of its own, as the README's second way does.
func TestTheWorldLinksLittle(t *testing.T) {
	files, _ := readmeSection(t)
	repo, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "mygame")
	for name, text := range files {
		writeFile(t, filepath.Join(dir, name), text)
	}
	writeFile(t, filepath.Join(dir, "go.mod"), "module mygame\n\ngo 1.26\n")
	goCommand(t, dir, false, "work", "init", ".", repo)
	links(t, dir, "./ball", "mygame", false).check(t, "the README's world", 4, 2500,
		"tickbox/sim/capture", "tickbox/sim/frames", "tickbox/sim/policy", "tickbox/sim/pacing",
		"tickbox/sim/lab", "tickbox/sim/sandbox", "tickbox/sim/disk", "tickbox/sim/tape")
	links(t, dir, "./ball", "mygame", true).check(t, "the README's world's test", 7, 4800)
}

// A windowed game with the dev layer on, which records and replays too
// (game/dash), links at most 12 Tickbox packages, its own two included.
// Its code lines are logged: the 7,000 they should be at most are not
// reached yet (the shell, the dev layer and its drawing, the recordings
// and the safe saves come to about 9,000).
func TestAWindowedGameLinksLittle(t *testing.T) {
	links(t, "../..", "./game/dash", "tickbox/game/dash/-", false).check(t, "game/dash", 12, -1)
}
