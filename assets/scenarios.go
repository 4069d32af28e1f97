package assets

import "embed"

// Scenarios holds the scenario scripts `tickbox shots` plays when given
// none (scenarios/*.tbs, played in order of file name), and the recordings
// they replay. Their shots' goldens are in game/shots/testdata/shots.
//
//go:embed scenarios
var Scenarios embed.FS
