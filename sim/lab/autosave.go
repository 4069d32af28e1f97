package lab

import (
	"fmt"
	"time"

	"tickbox/sim"
	"tickbox/sim/replay"
)

// minAutosave bounds -autosave from below: each save writes the whole
// recording so far, so saving more often than every second of game time
// would spend the run writing files.
const minAutosave = time.Second

// autosaveRule is the rule of -autosave's value.
var autosaveRule = fmt.Sprintf("must be %v to 24h of game time", minAutosave)

// checkAutosave checks -autosave against its rule and its -record.
func (o *runOptions) checkAutosave() error {
	switch {
	case o.autosave == 0:
		return nil
	case o.record == "":
		return fmt.Errorf("-autosave %v: saves the recording, so it needs -record", o.autosave)
	case o.autosave < minAutosave || o.autosave > 24*time.Hour:
		return fmt.Errorf("-autosave %v: %s", o.autosave, autosaveRule)
	}
	return nil
}

// autosaving wraps a run's step so that every n ticks it saves the
// recording (atomically: a kill -9 leaves the last save whole), after the
// tick that completes them. A failed save is kept in *failed, which ends
// the run after the frame.
func autosaving(step func(*sim.World, sim.Input), rec *replay.Recorder, every time.Duration, hz int, failed *error) func(*sim.World, sim.Input) {
	n := int64(every / time.Millisecond * time.Duration(hz) / 1000) // ticks of game time at hz
	return func(w *sim.World, in sim.Input) {
		step(w, in)
		if rec.Ticks()%n != 0 || *failed != nil {
			return
		}
		*failed = rec.Save()
	}
}
