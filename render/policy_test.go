//go:build !headless

package render_test

import (
	"testing"

	"tickbox/render"
	"tickbox/sim/policy"
)

// The policy row is accented when the policy is not the window's default:
// render names that default itself, so that a game's dev layer links no
// engine's policy, and it must stay policy.Default.
func TestDefaultPolicy(t *testing.T) {
	if render.DefaultPolicy != policy.Default {
		t.Errorf("render's default policy %q, policy.Default %q", render.DefaultPolicy, policy.Default)
	}
}
