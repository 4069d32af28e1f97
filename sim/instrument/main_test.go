package instrument_test

import (
	"os"
	"testing"

	"tickbox/sim/policy"
)

// TestMain registers the engines' policies: the dev layer's tests run
// the loop under Tickbox's own (tickbox) too, as a program that imports
// package policy does.
func TestMain(m *testing.M) {
	policy.Register()
	os.Exit(m.Run())
}
