package peers

import (
	"strings"
	"testing"

	"tickbox/sim/bounce"
)

// keysEnv's script reads as presses in tick order, each key the
// player's; anything else is refused, naming the rule.
func TestParseKeys(t *testing.T) {
	ps, err := parseKeys("B@120, Space@60,Left@60")
	if err != nil {
		t.Fatal(err)
	}
	want := []press{{60, bounce.Input{Jump: bounce.Tap(true)}}, {60, bounce.Input{Kick: bounce.KickLeft}}, {120, bounce.Input{Teleport: bounce.Tap(true)}}}
	if len(ps) != len(want) {
		t.Fatalf("%v; want %v", ps, want)
	}
	for i := range ps {
		if ps[i] != want[i] {
			t.Errorf("press %d: %v; want %v", i, ps[i], want[i])
		}
	}
	for _, bad := range []string{"Space", "Q@10", "Space@-1", "Space@x"} {
		if _, err := parseKeys(bad); err == nil || !strings.Contains(err.Error(), "KEY@TICK") {
			t.Errorf("%q: %v; want an error naming KEY@TICK", bad, err)
		}
	}
}
