package lab_test

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// sim/README.md's map of where things live is the tree as it is: every
// folder it names holds Go code, and every folder of Go code under game,
// render and sim is named in it (sim itself is a folder of packages, no
// package).
func TestWhereThingsLiveIsTheTree(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	block := regexp.MustCompile("(?s)```text\n(.*?)```").FindSubmatch(data)
	if block == nil {
		t.Fatal("sim/README.md has no ```text block: the map of the packages")
	}
	named := map[string]bool{}
	for _, m := range regexp.MustCompile(`\b((?:game|render|sim)(?:/[a-z][a-z0-9-]*)*)\b`).FindAllSubmatch(block[1], -1) {
		named[string(m[1])] = true
	}
	code := packageDirs(t, filepath.Join("..", ".."))
	for dir := range named {
		if !code[dir] && dir != "sim" {
			t.Errorf("sim/README.md names %s/, which holds no Go package", dir)
		}
	}
	for dir := range code {
		if !named[dir] {
			t.Errorf("%s holds a Go package that sim/README.md's map does not name", dir)
		}
	}
	if code["sim"] {
		t.Error("sim holds Go code of its own: it is the folder of the library's and the app's packages")
	}
}

// packageDirs returns the folders under game, render and sim, from root,
// that hold Go code other than tests, outside testdata.
func packageDirs(t *testing.T, root string) map[string]bool {
	t.Helper()
	dirs := map[string]bool{}
	for _, top := range []string{"game", "render", "sim"} {
		err := filepath.WalkDir(filepath.Join(root, top), func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && d.Name() == "testdata" {
				return filepath.SkipDir
			}
			if !d.IsDir() && strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go") {
				rel, err := filepath.Rel(root, filepath.Dir(path))
				if err != nil {
					return err
				}
				dirs[filepath.ToSlash(rel)] = true
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return dirs
}

// The README's layers of the library are go list's: each line of its
// diagram (in "Your own game") names a package, an arrow and every
// Tickbox package it imports, no more and no fewer, and every package a
// line names as imported has a line of its own, so that the diagram is
// the library's whole import graph as the compiler sees it.
func TestTheLayersAreGoList(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	s := string(data)
	at := strings.Index(s, "\n## Your own game\n")
	if at < 0 {
		t.Fatal("README.md has no section \"Your own game\"")
	}
	block := regexp.MustCompile("(?s)```text\n(.*?)```").FindStringSubmatch(s[at:])
	if block == nil {
		t.Fatal("README.md's \"Your own game\" has no ```text block: the layers")
	}
	line := regexp.MustCompile(`^((?:assets|game|render|sim)(?:/[a-z0-9]+)*)\s+→\s+(.*?)(?:\s{2,}.*)?$`)
	drawn := map[string][]string{}
	for _, l := range strings.Split(strings.TrimSpace(block[1]), "\n") {
		m := line.FindStringSubmatch(l)
		if m == nil {
			t.Errorf("the layers' line %q is not PACKAGE → IMPORTS  what it is", l)
			continue
		}
		var deps []string
		if m[2] != "nothing" {
			deps = strings.Split(m[2], ", ")
		}
		drawn[m[1]] = deps
	}
	for pkg, deps := range drawn {
		out, err := exec.Command("go", "list", "-f", `{{join .Imports "\n"}}`, "tickbox/"+pkg).Output()
		if err != nil {
			t.Fatalf("go list tickbox/%s: %v", pkg, err)
		}
		var imports []string
		for _, imp := range strings.Fields(string(out)) {
			if rest, ok := strings.CutPrefix(imp, "tickbox/"); ok {
				imports = append(imports, rest)
			}
		}
		slices.Sort(imports)
		sorted := slices.Sorted(slices.Values(deps))
		if !slices.Equal(imports, sorted) {
			t.Errorf("the layers draw %s → %v; go list says it imports %v", pkg, sorted, imports)
		}
		for _, d := range deps {
			if _, ok := drawn[d]; !ok {
				t.Errorf("the layers draw %s → %s, but no line of %s", pkg, d, d)
			}
		}
	}
}
