//go:build !headless

package render

// DefaultPolicy is defaultPolicy, for TestDefaultPolicy.
const DefaultPolicy = defaultPolicy

// Wrap is wrap, for TestWrap.
var Wrap = wrap

// WrapList is wrapList, for TestWrapList.
var WrapList = wrapList

// Canvas returns the canvas d draws on, for the tests to read back
// (package tickbox/render/rendertest).
func (d *Dev) Canvas() *Canvas { return &d.canvas }

// The timeline's colours for what the clamp and the owed limit cut, for
// the tests that find them drawn.
var (
	ColClamp = colClamp
	ColOwed  = colOwed
)
