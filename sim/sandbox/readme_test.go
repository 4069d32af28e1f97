package sandbox

import (
	"os"
	"strings"
	"testing"
)

// The README's table of keys is the key table F1 shows, row for row: a
// key added, bound anew or described otherwise in one shows in the other.
func TestKeysAreTheREADMEs(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, keys, found := strings.Cut(string(b), "\n## Keys\n")
	if !found {
		t.Fatal("README.md has no heading ## Keys")
	}
	keys, _, _ = strings.Cut(keys, "\n#")
	var rows []string
	for _, line := range strings.Split(keys, "\n") {
		if strings.HasPrefix(line, "| ") && !strings.HasPrefix(line, "| Key ") {
			rows = append(rows, line)
		}
	}
	var want []string
	for _, k := range Keys() {
		want = append(want, "| "+k.Label+" | "+k.Help+" |")
	}
	if got := strings.Join(rows, "\n"); got != strings.Join(want, "\n") {
		t.Errorf("the README's keys:\n%s\nF1's (Keys):\n%s", got, strings.Join(want, "\n"))
	}
}
