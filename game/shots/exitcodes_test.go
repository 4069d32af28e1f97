package shots_test

import (
	"io"
	"path/filepath"
	"strings"
	"testing"

	"tickbox/game/shots"
)

// Usage errors exit 2 and scripts that cannot be used exit 1, both before
// any window opens: in either build.
func TestShotsExitCodes(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"-h"}, 0, ""},
		{[]string{"-nope"}, 2, "nope"},
		{[]string{filepath.Join(t.TempDir(), "missing.tbs")}, 1, "missing.tbs"},
	} {
		var stderr strings.Builder
		if code := shots.Run(tc.args, io.Discard, &stderr); code != tc.code || !strings.Contains(stderr.String(), tc.want) {
			t.Errorf("shots %q: exit %d, %q; want %d and %q", tc.args, code, stderr.String(), tc.code, tc.want)
		}
	}
}
