//go:build !headless && !js

package view

import (
	"tickbox/render"
	"tickbox/sim/instrument"
	"tickbox/sim/sandbox"
)

// keysHint is the notice row's hint, and keyTable F1's panel: the
// window's (the page's are in keys_js.go).
var keysHint = render.KeysHint

func keyTable() instrument.KeyTable { return sandbox.Keys() }
