//go:build !headless

package game

import (
	_ "image/png" // DecodeConfig reads the shot back
	"testing"
	"time"

	"tickbox/sim/sandbox"
)

func TestShotName(t *testing.T) {
	at := time.Date(2026, 1, 2, 15, 4, 5, 123e6, time.UTC)
	got := shotName(at, 12345, sandbox.Newest)
	if want := "tickbox-20260102-150405.123-t000012345-newest.png"; got != want {
		t.Fatalf("shotName = %q, want %q", got, want)
	}
}
