//go:build !headless

package game

import (
	"fmt"
	"os"
	"path/filepath"

	"tickbox/game/loop"
	"tickbox/sim/replay"
)

// startReplays starts playing rec and recording into path, either if
// given: the replay first, so that the recording starts from its world.
func startReplays(sb *loop.Sandbox, rec *replay.Recording, path string) error {
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

// checkWritable makes sure a file can be created in the folder of path, so
// that a session recorded with -record is not lost at its end to a typo in
// the path. It creates and removes a temporary file there.
func checkWritable(path string) error {
	f, err := os.CreateTemp(filepath.Dir(path), ".tickbox-check-*")
	if err != nil {
		return fmt.Errorf("-record %s: cannot write there: %w", path, err)
	}
	name := f.Name()
	f.Close()
	return os.Remove(name)
}
