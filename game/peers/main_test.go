//go:build !headless

package peers_test

import (
	"testing"

	"tickbox/render/gametest"
)

// The window's test draws and reads pixels back, which Ebitengine allows
// only once its loop runs: the tests run beside a game (package gametest).
func TestMain(m *testing.M) { gametest.Main(m) }
