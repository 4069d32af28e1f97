//go:build !headless

package game

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/sim/sandbox"
)

// Every key name in the table is one Ebitengine knows, and each names a
// different key.
func TestKeyTableResolves(t *testing.T) {
	keys, err := resolveKeys(sandbox.Keys())
	if err != nil {
		t.Fatal(err)
	}
	seen := map[ebiten.Key]string{}
	for _, k := range keys {
		if prev, dup := seen[k.key]; dup {
			t.Errorf("%q and %q are the same key %v", prev, k.name, k.key)
		}
		seen[k.key] = k.name
		if k.key.String() != k.name {
			t.Errorf("%q resolved to %v", k.name, k.key)
		}
	}
	if _, err := resolveKeys([]sandbox.Binding{{Label: "?", Keys: []string{"NoSuchKey"}}}); err == nil {
		t.Error("resolveKeys accepted a key Ebitengine does not know")
	}
}
