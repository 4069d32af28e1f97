//go:build !headless

package shell

import (
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/sim/instrument"
)

// KeyMap reads a key table's keys from Ebitengine: the dev layer's and the
// sandbox's window's. The table names its keys; the map resolves each
// name to Ebitengine's key once, so that a frame asks only about the keys
// the table binds.
type KeyMap struct {
	table instrument.KeyTable
	keys  []boundKey // each key the table names, once, in its order
}

// boundKey is one key of a table, resolved.
type boundKey struct {
	key  ebiten.Key
	name string // its name in the table
}

// NewKeyMap resolves the names of table's keys. A name Ebitengine does not
// know is a programmer's error in the table, reported here rather than
// silently never firing.
func NewKeyMap(table instrument.KeyTable) (*KeyMap, error) {
	m := &KeyMap{table: table}
	for _, b := range table {
		for _, name := range b.Keys {
			if slices.ContainsFunc(m.keys, func(k boundKey) bool { return k.name == name }) {
				continue
			}
			var k ebiten.Key
			if err := k.UnmarshalText([]byte(name)); err != nil {
				return nil, fmt.Errorf("key table: %q for %v: %w", name, b.Action, err)
			}
			m.keys = append(m.keys, boundKey{key: k, name: name})
		}
	}
	return m, nil
}

// Pressed appends to dst the actions of the keys justPressed reports, with
// Shift held or not (the table's rule, KeyTable.Lookup), and returns it.
func (m *KeyMap) Pressed(dst []instrument.Action, justPressed func(ebiten.Key) bool, shift bool) []instrument.Action {
	for _, k := range m.keys {
		if !justPressed(k.key) {
			continue
		}
		if a, ok := m.table.Lookup(k.name, shift); ok {
			dst = append(dst, a)
		}
	}
	return dst
}
