// Package web is the sandbox's browser side that needs no window: the
// serve command, which hands the WebAssembly build (make web) to a browser
// on this machine, the page's key table, and the README and the documents
// it links made pages of their own (a small Markdown renderer for the
// subset they are written in). It
// never imports Ebitengine, so that the headless build serves too.
//
// It is the app (tickbox serve and the browser page), not for import.
package web
