//go:build !headless && !js

package view

import (
	"tickbox/sim/instrument"
	"tickbox/sim/sandbox"
)

// keysHint is the notice row's hint, and keyTable F1's panel: the
// window's (the page's are in keys_js.go). The hint is the one line that
// says how to reach every key and bring back what F2 and F3 hide, so it is
// never hidden with them.
var keysHint = []byte("F1 keys  F2 overlay  F3 timeline  Esc quit")

func keyTable() instrument.KeyTable { return sandbox.Keys() }
