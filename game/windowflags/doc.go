// Package windowflags parses the flags of the window commands, play and
// shots, and prints their help. It links no Ebitengine, whose package init
// panics where there is no display: the tickbox command shows a window
// command's help (-h) with no display, and the window build parses the
// same flags. Not for import outside Tickbox.
package windowflags
