//go:build !headless && js

package game

import "tickbox/sim/loop"

// bindings is the key table the browser reads: the window's and the keys
// that stand in for those the browser keeps (F12).
func bindings() []loop.Binding {
	return append(append([]loop.Binding(nil), loop.Keys()...), loop.BrowserKeys()...)
}
