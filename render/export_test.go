//go:build !headless

package render

// DefaultPolicy is defaultPolicy, for TestDefaultPolicy.
const DefaultPolicy = defaultPolicy

// Wrap is wrap, for TestWrap.
func Wrap(text []byte, width int) (line, rest []byte) { return wrap(text, width, false) }

// WrapList is wrap for a list, for TestWrapList.
func WrapList(text []byte, width int) (line, rest []byte) { return wrap(text, width, true) }

// Canvas returns the canvas d draws on, for the tests to read back
// (package tickbox/render/rendertest).
func (d *Dev) Canvas() *Canvas { return &d.canvas }

// The timeline's colours for what the clamp and the owed limit cut, for
// the tests that find them drawn.
var (
	ColClamp = colClamp
	ColOwed  = colOwed
)
