//go:build !headless

package shell_test

import (
	"testing"

	"tickbox/render/gametest"
)

// The dev layer's tests draw text and read pixels back, which Ebitengine
// allows only once its loop runs: the tests run beside a game (package
// gametest). The loop's own tests need none.
func TestMain(m *testing.M) { gametest.Main(m) }
