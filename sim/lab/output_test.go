package lab_test

import (
	"bytes"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"tickbox/sim/lab"
)

// full fails every write after the first n bytes, as a full disk does.
type full struct{ n int }

func (f *full) Write(p []byte) (int, error) {
	if len(p) > f.n {
		k := f.n
		f.n = 0
		return k, errors.New("no space left on device")
	}
	f.n -= len(p)
	return len(p), nil
}

// Every command reports a failed write of its result, text or JSON, with
// exit 1: replay -json once printed nothing and exited 0.
func TestWriteErrorsAreReported(t *testing.T) {
	rec := t.TempDir() + "/r.tbr"
	mustCall(t, lab.Run, "-ticks", "120", "-record", rec)
	for _, tc := range []struct {
		cmd  cmdFunc
		args []string
	}{
		{lab.Run, []string{"-ticks", "10"}},
		{lab.Run, []string{"-ticks", "10", "-json"}},
		{lab.Replay, []string{rec}},
		{lab.Replay, []string{rec, "-json"}},
		{lab.Replay, []string{rec, "-dump"}},
		{lab.Compare, nil},
		{lab.Compare, []string{"-json"}},
		{lab.Desync, []string{"-ticks", "10"}},
		{lab.Desync, []string{"-ticks", "10", "-json"}},
		{lab.Desync, []string{"-lesson"}},
		{lab.Desync, []string{"-lesson", "-json"}},
		{lab.Policies, []string{"-seconds", "1"}},
		{lab.Policies, []string{"-seconds", "1", "-json"}},
		{lab.Pacing, []string{"-duration", "1s"}},
	} {
		var errOut bytes.Buffer
		code := tc.cmd(tc.args, &full{n: 10}, &errOut)
		if code != 1 || !strings.Contains(errOut.String(), "no space left on device") {
			t.Errorf("%v to a full disk: exit %d, stderr %q; want 1 and the error", tc.args, code, errOut.String())
		}
	}
}

// A folder that cannot be made is named quoted: policies -presentmon with
// a newline and an escape in its name printed them raw in mkdir's error
// (there on a read-only disk; here a name too long, which mkdir names too).
func TestPresentMonFolderQuoted(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "evil\nFAKE LINE\x1b[31m"+strings.Repeat("x", 300))
	_, errOut, code := call(t, lab.Policies, "-seconds", "1", "-presentmon", bad)
	if code != 1 || strings.Count(errOut, "\n") != 1 || strings.Contains(errOut, "\x1b") {
		t.Errorf("policies -presentmon under a file: exit %d, %q; want 1 and one line, the name quoted", code, errOut)
	}
}
