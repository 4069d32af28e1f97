//go:build !headless

package game

import (
	"tickbox/sim/sandbox"
	"tickbox/sim/tape"
)

// startReplays starts playing rec and recording into path, either if
// given: the replay first, so that the recording starts from its world.
func startReplays(sb *sandbox.Sandbox, rec *tape.Recording, path string) error {
	if rec != nil {
		if err := sb.Play(rec); err != nil {
			return err
		}
	}
	if path != "" {
		return sb.StartRecording(path)
	}
	return nil
}
