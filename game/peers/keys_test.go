//go:build !headless

package peers_test

import (
	"strings"
	"testing"

	"tickbox/game/peers"
)

// The help line names every key of the link's and the mode's table, and
// every key of the player's, so that no key goes unshown.
func TestTheHelpLineNamesEveryKey(t *testing.T) {
	for _, k := range peers.Keys() {
		if !strings.Contains(peers.HelpLine, k.Label) {
			t.Errorf("the help line %q does not name %s (%s)", peers.HelpLine, k.Label, k.Help)
		}
	}
	names := map[string]string{"ArrowLeft": "←", "ArrowRight": "→"}
	for _, k := range peers.PlayKeys() {
		name := k.Key.String()
		if n, ok := names[name]; ok {
			name = n
		}
		if !strings.Contains(peers.HelpLine, name) {
			t.Errorf("the help line %q does not name %s (%s)", peers.HelpLine, name, k.Help)
		}
	}
}
