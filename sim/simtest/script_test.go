package simtest_test

import (
	"cmp"
	"testing"

	"tickbox/sim/bounce"
	"tickbox/sim/simtest"
)

// Made-up input comes at a human's pace: 30 to 60 actions a minute, every
// kind of action among them, the same for a seed.
func TestBotIsHumanLike(t *testing.T) {
	const minutes = 10
	count := map[string]int{}
	a, b := simtest.NewBot(42, 60), simtest.NewBot(42, 60)
	actions := 0
	for tick := range int64(minutes * 60 * 60) {
		in := a.Input(tick)
		if in != b.Input(tick) {
			t.Fatalf("tick %d: the same seed gave two inputs", tick)
		}
		if in != (bounce.Input{}) {
			actions++
			count[in.String()]++
		}
	}
	if perMinute := actions / minutes; perMinute < 30 || perMinute > 60 {
		t.Errorf("%d actions a minute, want 30 to 60", perMinute)
	}
	for _, kind := range []string{"jump", "kick-left", "kick-right", "kick-up", "teleport"} {
		if count[kind] == 0 {
			t.Errorf("no %s in %d minutes: %v", kind, minutes, count)
		}
	}
	t.Logf("%d actions in %d minutes: %v", actions, minutes, count)
}

// The busy script does what its comment says: a jump every 90 ticks at
// JumpAt, kicks left, right and up in turn every 120 ticks at 60, a
// teleport every TeleportEvery ticks halfway through, and nothing else.
func TestScriptUsesEveryInput(t *testing.T) {
	s := simtest.Script{JumpAt: 7, TeleportEvery: 500}
	want := map[int64]string{
		7: "jump", 97: "jump", 60: "kick-left", 180: "kick-right", 300: "kick-up", 420: "kick-left",
		187: "jump", 277: "jump", 367: "jump", 457: "jump", 250: "teleport",
	}
	for tick := range int64(480) {
		got := s.Input(tick).String()
		if w, ok := want[tick]; ok && got != w || !ok && got != "none" {
			t.Errorf("tick %d: %s, want %s", tick, got, cmp.Or(w, "none"))
		}
	}
}
