//go:build !headless

package main

import (
	"testing"

	"tickbox/render/gametest"
)

// The shot tests read pixels back, which needs Ebitengine running: the
// tests run beside a game (package gametest). The tick tests need none.
func TestMain(m *testing.M) { gametest.Main(m) }
