package peers

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"tickbox/sim/bounce"
)

// keysEnv is the environment variable that has tickbox-window net press
// the player's keys on its own, as a person would, for a test or a
// demonstration under a virtual display: TICKBOX_KEYS=Space@60,B@120
// presses Space in the first frame once its peer has run 60 ticks, and B
// once it has run 120 (ticks, not frames: a slow display's frames run
// several ticks each). The presses go where the keyboard's go, into the
// player's input, so that they reach the other players only over the
// network.
const keysEnv = "TICKBOX_KEYS"

// scriptKeys are the keys keysEnv names, the player's keys (playKeys).
var scriptKeys = map[string]bounce.Input{
	"Space": {Jump: bounce.Tap(true)},
	"K":     {Kick: bounce.KickUp},
	"Left":  {Kick: bounce.KickLeft},
	"Right": {Kick: bounce.KickRight},
	"B":     {Teleport: bounce.Tap(true)},
}

// press is a key of keysEnv's, pressed once its peer is at tick.
type press struct {
	tick int64
	in   bounce.Input
}

// parseKeys reads keysEnv's value into presses in frame order.
func parseKeys(s string) ([]press, error) {
	var ps []press
	for item := range strings.SplitSeq(s, ",") {
		name, at, ok := strings.Cut(strings.TrimSpace(item), "@")
		in, known := scriptKeys[name]
		tick, err := strconv.ParseInt(at, 10, 64)
		if !ok || !known || err != nil || tick < 0 {
			return nil, fmt.Errorf("%s=%q: %q must be KEY@TICK, a key of Space, K, Left, Right, B and a tick from 0", keysEnv, s, item)
		}
		ps = append(ps, press{tick, in})
	}
	slices.SortStableFunc(ps, func(a, b press) int { return cmp.Compare(a.tick, b.tick) })
	return ps, nil
}
