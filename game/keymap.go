//go:build !headless

package game

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/sim/sandbox"
)

// boundKey is one physical key of the key table, resolved once.
type boundKey struct {
	key  ebiten.Key
	name string // its name in loop's key table
}

// resolveKeys turns every key name in the key table into an ebiten.Key,
// once each. A name Ebitengine does not know is a programmer's error in the
// table, reported here rather than silently never firing.
func resolveKeys(table []sandbox.Binding) ([]boundKey, error) {
	var keys []boundKey
	seen := map[string]bool{}
	for _, b := range table {
		for _, name := range b.Keys {
			if seen[name] {
				continue
			}
			seen[name] = true
			var k ebiten.Key
			if err := k.UnmarshalText([]byte(name)); err != nil {
				return nil, fmt.Errorf("key table: %q for %v: %w", name, b.Action, err)
			}
			keys = append(keys, boundKey{key: k, name: name})
		}
	}
	return keys, nil
}
