package lab_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
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
