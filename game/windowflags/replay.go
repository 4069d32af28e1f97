package windowflags

import (
	"errors"
	"flag"
	"fmt"

	"tickbox/sim"
)

// registerReplayFlags adds the flags of recording, playback and the desync
// lab to the play command.
func registerReplayFlags(fs *flag.FlagSet, o *Play) {
	fs.StringVar(&o.Record, "record", "", "record the whole session into `FILE` (R stops; a reset goes on in FILE-2, ...)")
	fs.StringVar(&o.Loop.RecordDir, "record-dir", "", "`folder` R saves recordings into, named by the time (default: the -shots folder)")
	fs.StringVar(&o.Replay, "replay", "", "play the replay `FILE` under any fps cap, jitter, hitch, load or scale, checking its fingerprints")
	fs.Func("build", "run the world as `build` computes it: strict, or a twin's: clang or gcc (as the lab's -build)", func(v string) error {
		b, err := sim.ParseBuild(v)
		o.Loop.World.Build = b
		return err
	})
	fs.Var(new(worldChoice), "world", "the `world`: balls (the sandbox) or lesson (the desync lesson's: one point ball, elastic)")
}

// worldChoice is -world's value: balls or lesson.
type worldChoice struct{ name string }

func (w *worldChoice) String() string {
	if w == nil || w.name == "" {
		return "balls"
	}
	return w.name
}

func (w *worldChoice) Set(v string) error {
	if v != "balls" && v != "lesson" {
		return fmt.Errorf("world %q: must be balls or lesson", v)
	}
	w.name = v
	return nil
}

// settleWorld makes -world lesson the lesson's world, keeping the tick
// rate, seed, ball count and build the other flags set.
func (o *Play) settleWorld(fs *flag.FlagSet, set map[string]bool) {
	if fs.Lookup("world").Value.String() != "lesson" {
		return
	}
	c, w := sim.LessonConfig(), o.Loop.World
	c.Rate, c.Seed, c.Build = w.Rate, w.Seed, w.Build
	if set["balls"] {
		c.Balls = w.Balls
	}
	o.Loop.World = c
}

// worldFlags are the flags a replay file overrides: it holds the world.
var worldFlags = []string{"tps", "rate", "balls", "seed", "build", "world"}

// settleReplayFlags defaults -record-dir to the shots folder and refuses
// world flags beside -replay, which would otherwise be silently ignored.
func (o *Play) settleReplayFlags(fs *flag.FlagSet, set map[string]bool) error {
	if set["record-dir"] && o.Loop.RecordDir == "" {
		return errors.New("-record-dir \"\": must name a folder")
	}
	if o.Loop.RecordDir == "" {
		o.Loop.RecordDir = o.ShotsDir
	}
	o.settleWorld(fs, set)
	if set["record"] && o.Record == "" {
		return errors.New("-record \"\": must name a file")
	}
	if set["replay"] && o.Replay == "" {
		return errors.New("-replay \"\": must name a file")
	}
	if set["frames-out"] && o.Loop.FramesOut == "" {
		return errors.New("-frames-out \"\": must name a file")
	}
	if o.Replay == "" {
		return nil
	}
	for _, name := range worldFlags {
		if set[name] {
			return fmt.Errorf("-%s with -replay: the replay file sets the world (its model, tick rate, balls, seed and build); drop -%s", name, name)
		}
	}
	return nil
}
