package game

import (
	"errors"
	"flag"
	"fmt"
)

// registerReplayFlags adds the flags of recording, playback and the desync
// lab to the play command.
func registerReplayFlags(fs *flag.FlagSet, o *Options) {
	fs.StringVar(&o.Record, "record", "", "record the whole session into `FILE` (R stops; a reset goes on in FILE-2, ...)")
	fs.StringVar(&o.Loop.RecordDir, "record-dir", "", "`folder` R saves recordings into, named by the time (default: the -shots folder)")
	fs.StringVar(&o.Replay, "replay", "", "play the replay `FILE` under any cap, jitter, hitch, load or scale, checking its fingerprints")
	fs.BoolVar(&o.Loop.World.Fused, "fused", false, "run the world fused, each multiply-add rounded once (math.FMA), as the lab's -fused")
}

// worldFlags are the flags a replay file overrides: it holds the world.
var worldFlags = []string{"tps", "rate", "balls", "seed", "fused"}

// settleReplayFlags defaults -record-dir to the shots folder and refuses
// world flags beside -replay, which would otherwise be silently ignored.
func (o *Options) settleReplayFlags(set map[string]bool) error {
	if set["record-dir"] && o.Loop.RecordDir == "" {
		return errors.New("-record-dir \"\": must name a folder")
	}
	if o.Loop.RecordDir == "" {
		o.Loop.RecordDir = o.ShotsDir
	}
	if set["record"] && o.Record == "" {
		return errors.New("-record \"\": must name a file")
	}
	if set["replay"] && o.Replay == "" {
		return errors.New("-replay \"\": must name a file")
	}
	if o.Replay == "" {
		return nil
	}
	for _, name := range worldFlags {
		if set[name] {
			return fmt.Errorf("-%s with -replay: the replay file sets the world (its tick rate, balls, seed and rounding); drop -%s", name, name)
		}
	}
	return nil
}
