//go:build !headless

package shell_test

import (
	"testing"

	"tickbox/render/gametest"
	"tickbox/sim/policy"
)

// The dev layer's tests draw text and read pixels back, which Ebitengine
// allows only once its loop runs: the tests run beside a game (package
// gametest). The loop's own tests need none. The engines' policies are
// registered, as a game that cycles through them does (the tests switch
// to tickbox and godot).
func TestMain(m *testing.M) {
	policy.Register()
	gametest.Main(m)
}
