//go:build !headless

package shell_test

import (
	"bufio"
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

// check fails the test if l is over either cap, or links a package it
// must not.
func (l linked) check(t *testing.T, what string, maxPackages, maxLines int, banned ...string) {
	t.Helper()
	t.Logf("%s links %d Tickbox packages, %d code lines: %s", what, len(l.packages), l.lines, strings.Join(l.packages, " "))
	if len(l.packages) > maxPackages || l.lines > maxLines {
		t.Errorf("%s links %d Tickbox packages and %d code lines: want at most %d and %d", what, len(l.packages), l.lines, maxPackages, maxLines)
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
		"tickbox/sim/lab", "tickbox/sim/sandbox", "tickbox/sim/disk", "tickbox/sim/tape", "tickbox/sim/autosave")
	links(t, dir, "./ball", "mygame", true).check(t, "the README's world's test", 7, 4800)
}

// A windowed game with the dev layer on, which records and replays too
// (game/dash), links at most 12 Tickbox packages, its own two included,
// and 7,000 code lines: none of them the sandbox's, the lab's, an engine
// policy's but the recommended one, the snapper's or the autosave's,
// which a game opts into.
func TestAWindowedGameLinksLittle(t *testing.T) {
	links(t, "../..", "./game/dash", "tickbox/game/dash/-", false).check(t, "game/dash", 12, 7000,
		"tickbox/sim/lab", "tickbox/sim/sandbox", "tickbox/sim/policy", "tickbox/sim/pacing",
		"tickbox/sim/capture", "tickbox/sim/autosave", "tickbox/game/stage", "tickbox/game/view")
}
