//go:build !headless && js

package view

import (
	"tickbox/sim/instrument"
	"tickbox/sim/sandbox"
)

// keysHint is the notice row's hint, and keyTable F1's panel: the page's,
// which has O for the screenshot and no Esc (sandbox.PageKeys).
var keysHint = []byte("F1 keys  F2 overlay  F3 timeline")

func keyTable() instrument.KeyTable { return sandbox.PageKeys() }
