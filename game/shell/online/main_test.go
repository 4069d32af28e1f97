//go:build !headless

package online_test

import (
	"testing"

	"tickbox/render/gametest"
)

// The players' tests draw the netplay rows and read pixels back, which
// Ebitengine allows only once its loop runs: the tests run beside a game
// (package gametest).
func TestMain(m *testing.M) { gametest.Main(m) }
