//go:build !headless

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// dash exits 1 for a file it cannot use, as every Tickbox command does,
// and 2 for a usage error, before any window opens: -replay of a file that
// is not a recording exited 2.
func TestExitCodes(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.rec")
	if err := os.WriteFile(bad, []byte("not a recording"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		code int
		says string
	}{
		{[]string{"-replay", bad}, 1, "bad.rec"},
		{[]string{"-replay", filepath.Join(t.TempDir(), "missing.rec")}, 1, "missing.rec"},
		{[]string{"-policy", "nope"}, 2, `"nope"`},
		{[]string{"-no-such-flag"}, 2, "-no-such-flag"},
	} {
		var stderr bytes.Buffer
		if code := run(c.args, &stderr); code != c.code || !strings.Contains(stderr.String(), c.says) {
			t.Errorf("dash %v: exit %d, %q; want %d, naming %s", c.args, code, stderr.String(), c.code, c.says)
		}
	}
}
