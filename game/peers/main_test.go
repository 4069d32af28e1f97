//go:build !headless

package peers

import (
	"os"
	"strings"
	"testing"

	"tickbox/render/gametest"
)

// childEnv, set, makes the test binary tickbox-window net with its
// value's flags instead of running the tests: a test starts two of them.
const childEnv = "TICKBOX_TEST_NET_WINDOW"

// The window's test draws and reads pixels back, which Ebitengine allows
// only once its loop runs: the tests run beside a game (package gametest).
func TestMain(m *testing.M) {
	if args, ok := os.LookupEnv(childEnv); ok {
		os.Exit(RunNet(strings.Fields(args), os.Stdout, os.Stderr))
	}
	gametest.Main(m)
}
