package windowflags

import (
	"flag"
	"fmt"
	"io"
)

// Shots are the shots command's settings.
type Shots struct {
	Out     string   // the gallery's folder: every shot's PNG and index.html
	Golden  string   // the goldens' folder; "" or a folder that does not exist: no comparison
	Update  bool     // rewrite the goldens instead of comparing
	Scripts []string // script files; none means every scenario Tickbox ships
}

// defaultGoldenDir is where the goldens of the shipped scenarios live,
// relative to the repository's root.
const defaultGoldenDir = "game/shots/testdata/shots"

// ParseShots parses the shots command's arguments. It returns
// flag.ErrHelp for -h, after printing the usage to help, and otherwise
// an error naming the first bad flag, printed by nobody (the caller prints
// it once); both are usage errors.
func ParseShots(args []string, help io.Writer) (Shots, error) {
	o := Shots{Out: "shots/gallery", Golden: defaultGoldenDir}
	fs := flag.NewFlagSet("shots", flag.ContinueOnError)
	fs.StringVar(&o.Out, "out", o.Out, "`folder` to write the gallery into: each shot's PNG and index.html")
	fs.StringVar(&o.Golden, "golden", o.Golden, "`folder` of golden PNGs to compare each shot with (when it exists; \"\" compares nothing)")
	fs.BoolVar(&o.Update, "update", false, "rewrite the goldens in -golden with this build's shots instead of comparing")
	if err := parseQuietly(fs, args, help, shotsUsage); err != nil {
		return o, err
	}
	o.Scripts = fs.Args()
	switch {
	case o.Out == "":
		return o, fmt.Errorf("-out \"\": must name a folder")
	case o.Update && o.Golden == "":
		return o, fmt.Errorf("-update with -golden \"\": name the folder of goldens to rewrite")
	}
	return o, nil
}

// shotsUsage prints shots's help: what it does, the scripts' language, its flags.
func shotsUsage(fs *flag.FlagSet) {
	fmt.Fprintf(fs.Output(), `Usage: tickbox shots [flags] [SCRIPT...]

Opens the window and plays scenario scripts in it, one after another, each
frame as long as the script says (a virtual clock, not the wall clock), so
every run draws the same pictures. Writes each shot and an index.html to
-out, and compares each shot with its golden. With no SCRIPT, plays every
scenario Tickbox ships. Exit status: 0; 1 when a shot differs from its
golden, or a script or file cannot be used; 2 for a usage error; 130 after
Ctrl+C, SIGTERM or SIGHUP.

A script is a text file, one instruction a line (# starts a comment):
  title TEXT            the scenario's name in the gallery
  about TEXT            what it demonstrates (about lines add up)
  flags -fps-cap 144    the play command's flags; before any frame
  replay FILE           play a recording (its world and input); FILE is
                        relative to the script; before any frame
  size 800x900          draw the picture a window of that size shows
                        (default 1280x720); before any frame
  frames RATE x N       N frames at RATE fps (30, 144, 59.94, jitter)
  frame 250ms           one frame of that length
  key NAME              press a key, as F1 names it (Space, I, Shift+H, +)
  do ACTION             carry out an action by name (jump, pause, one-tick)
  shot NAME             save the latest frame's picture as NAME.png
  caption TEXT          what the shot shows (right after the shot)
  look TEXT             a figure to look for in it (look lines add up)
  restart               start again from the flags (fresh world and clock),
                        to show the same moment under another setting

Flags:
`)
	fs.PrintDefaults()
}
