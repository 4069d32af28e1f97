//go:build !headless

package peers

// HelpLine is the help line, for the tests.
const HelpLine = helpLine
