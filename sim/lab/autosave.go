package lab

import (
	"errors"
	"fmt"
	"time"

	"tickbox/sim/bounce"
)

// minAutosave bounds -autosave from below: a second of game time, a batch
// of about twenty bytes appended to the file (autosave.Journal.Write).
const minAutosave = time.Second

// autosaveRule is the rule of -autosave's value.
var autosaveRule = fmt.Sprintf("must be %v to 24h of game time", minAutosave)

// checkAutosave checks -record and -autosave against their rules: -record
// names a file; -autosave, when given (0s too), is 1s to 24h, with -record.
func (o *runOptions) checkAutosave(c *command) error {
	switch {
	case c.set("record") && o.record == "":
		return errors.New(`-record "": must name a file`)
	case o.autosave == 0 && !c.set("autosave"):
		return nil
	case o.record == "":
		return fmt.Errorf("-autosave %v: saves the recording, so it needs -record", o.autosave)
	case o.autosave < minAutosave || o.autosave > 24*time.Hour:
		return fmt.Errorf("-autosave %v: %s", o.autosave, autosaveRule)
	}
	return nil
}

// autosaving wraps a run's step so that every n ticks it autosaves the
// recording to its file, after the tick that completes them: it appends
// what is new (a kill -9 leaves every save whole, and the file plays as it
// is), and the run's end writes the file whole. A failed save (a full
// disk) is told to warn, once, and autosaving stops: the recording goes on
// in memory, and the end saves it or says why it could not.
func autosaving(step func(*bounce.World, bounce.Input), rec *recorder, every time.Duration, hz int, warn func(error)) func(*bounce.World, bounce.Input) {
	n := int64(every / time.Millisecond * time.Duration(hz) / 1000) // ticks of game time at hz
	stopped := false
	return func(w *bounce.World, in bounce.Input) {
		step(w, in)
		if stopped || rec.Ticks()%n != 0 {
			return
		}
		if err := rec.journal.Write(rec.path, rec.SoFar()); err != nil {
			stopped = true
			warn(err)
		}
	}
}
