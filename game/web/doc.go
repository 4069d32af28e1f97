// Package web is the sandbox's browser side that needs no window: the
// serve command, which hands the WebAssembly build (make web) to a browser
// on this machine, and the page's key table. It never imports Ebitengine,
// so that the headless build serves too.
package web
