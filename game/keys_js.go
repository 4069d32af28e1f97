//go:build !headless && js

package game

import (
	"tickbox/sim/instrument"
	"tickbox/sim/sandbox"
)

// bindings is the key table the browser reads: the window's and the keys
// that stand in for those the browser keeps (F12).
func bindings() instrument.KeyTable {
	return append(append(instrument.KeyTable(nil), sandbox.Keys()...), sandbox.BrowserKeys()...)
}
