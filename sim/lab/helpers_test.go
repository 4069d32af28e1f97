package lab_test

import (
	"bytes"
	"flag"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"tickbox/sim/bounce"
	"tickbox/sim/tape"
)

// testdata is the absolute path of testdata, for tests that change directory.
var testdata, _ = filepath.Abs("testdata")

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

type cmdFunc func(args []string, stdout, stderr io.Writer) int

// call runs a command and returns what it printed and its exit code.
func call(t testing.TB, cmd cmdFunc, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = cmd(args, &out, &errOut)
	return out.String(), errOut.String(), code
}

// mustCall runs a command that must exit 0.
func mustCall(t testing.TB, cmd cmdFunc, args ...string) string {
	t.Helper()
	out, errOut, code := call(t, cmd, args...)
	if code != 0 {
		t.Fatalf("%v: exit %d\n%s%s", args, code, out, errOut)
	}
	return out
}

// wallClock matches the figures that depend on the machine's speed, which
// golden files cannot hold.
var wallClock = regexp.MustCompile(`(speed +)[0-9.e+kMG]+( ticks per second)|("ticks_per_second": )[0-9.e+]+`)

// stable replaces the machine's speed in out with a fixed mark.
func stable(out string) string { return wallClock.ReplaceAllString(out, "${1}${3}SPEED${2}") }

// golden compares got with testdata/name, or rewrites it with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join(testdata, name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test -run %s -update writes it)", err, t.Name())
	}
	if got != string(want) {
		t.Errorf("output differs from %s:\n--- got\n%s--- want\n%s", path, got, want)
	}
}

// formatExact is the shortest text that reads back as exactly v.
func formatExact(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }

// bomb writes a small replay file that asks for much work: balls balls for
// ticks ticks, a checkpoint every interval, no events, every checkpoint zero (it is refused, if played
// to the end, at the first: the test stops it long before).
func bomb(t *testing.T, balls int, ticks int64, interval int) string {
	t.Helper()
	c := bounce.DefaultConfig()
	c.Balls = balls
	w, err := bounce.New(c)
	if err != nil {
		t.Fatal(err)
	}
	state, _ := w.MarshalBinary()
	h := bounce.TapeHeader(c)
	h.Every = interval
	r := &tape.Recording{Header: h, Final: ticks, State: state, Prints: make([]uint64, ticks/int64(interval))}
	path := filepath.Join(t.TempDir(), "bomb.tbr")
	if err := r.Save(path); err != nil {
		t.Fatal(err)
	}
	return path
}
