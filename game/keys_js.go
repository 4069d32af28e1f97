//go:build !headless && js

package game

import (
	"tickbox/sim/instrument"
	"tickbox/sim/sandbox"
)

// bindings is the key table the browser reads: the page's, with O for
// the screenshot (the browser keeps F12) and no Esc, which would end the
// page's game (sandbox.PageKeys).
func bindings() instrument.KeyTable { return sandbox.PageKeys() }
