package fixedtest_test

import (
	"os"
	"testing"

	"tickbox/sim/policy"
)

// TestMain registers the engines' policies: the tests run the loop under
// Tickbox's own (tickbox) and others by name, as a program that imports
// package policy does.
func TestMain(m *testing.M) {
	policy.Register()
	os.Exit(m.Run())
}
