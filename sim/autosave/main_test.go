package autosave_test

import (
	"os"
	"testing"

	"tickbox/sim/policy"
)

// TestMain registers the engines' policies: the recording part's tests
// run the loop under Tickbox's own (tickbox) too, as a program that
// imports package policy does.
func TestMain(m *testing.M) {
	policy.Register()
	if arg := os.Getenv(crashEnv); arg != "" {
		crash(arg)
	}
	os.Exit(m.Run())
}
