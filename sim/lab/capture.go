package lab

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"tickbox/sim/capture"

	"tickbox/sim/instrument"
)

// processUsage is -process's help, the same in every command that takes
// -frames.
const processUsage = "with -frames FILE, a capture of several games: play the one of this `NAME`: a\n" +
	"process by its executable or ID (PresentMon, OCAT, FrameView, CapFrameX), one of its\n" +
	"swap chains as PID:CHAIN or NAME:CHAIN, or a window by name (Android framestats); by\n" +
	"default the busiest, dwm.exe aside"

// checkProcess refuses a -process that picks nothing: empty, or with
// frames that are no file.
func checkProcess(c *command, process, spec string, virtual bool) error {
	switch {
	case !c.set("process"):
		return nil
	case process == "":
		return errors.New(`-process "": want a process's executable or PID, or a window's name`)
	case spec == "":
		return errors.New("-process with no -frames FILE: -process picks a game in a capture file")
	case virtual:
		return errors.New("-process with -draw, -load or -first: the virtual clock makes the frames; -process picks a game in a capture file")
	case capture.IsRate(spec) || capture.IsJitter(spec):
		return fmt.Errorf("-process %q with -frames %s: -process picks a game in a capture file, -frames FILE", process, spec)
	}
	return nil
}

// noteCapture says on stderr what a capture was read as, which game of it
// the frames are and which it left out; nothing for other frames.
func noteCapture(w io.Writer, cmd string, src instrument.Source) {
	if f, ok := src.(*capture.File); ok && f.Capture() != nil {
		noteGame(w, cmd, f.Path(), f.Capture())
	}
}

// noteGame says on stderr what the capture in file was read as (its
// format) and which of its games the frames are; nothing for Tickbox's own
// trace.
func noteGame(w io.Writer, cmd, file string, c *capture.Capture) {
	if c.Own() {
		return
	}
	left := ""
	if c.LeftOut() != "" {
		left = "; " + c.LeftOut()
	}
	fmt.Fprintf(w, "tickbox %s: -frames %q: %s%s\n", cmd, file, c.About(), left)
}

// refuse reports an error about flags and files: exit 1 for a file that
// cannot be used, 2 (usage) for the rest.
func (c *command) refuse(err error) int {
	if errors.Is(err, capture.ErrFile) {
		return c.fail(err)
	}
	return c.usage("%v", err)
}

// registerProcess adds -process to fs.
func registerProcess(fs *flag.FlagSet, p *string) { fs.StringVar(p, "process", "", processUsage) }

// writeDisplay prints what a capture says of its own display, as the table
// measures a policy's: the game's step taken as its frames' lengths added
// up between two frames shown, the display's from the capture's display
// column.
func writeDisplay(w io.Writer, c *capture.Capture) {
	d := c.Display
	fmt.Fprintf(w, "\ncapture  itself, on its own display: %d of %d frames shown, judder %.4f, error %.3f ms, p99 %.3f ms\n"+
		"         (the game's step: its frames' lengths added up between two frames shown; the display's:\n"+
		"         the capture's display column)\n", d.Shown, len(c.Frames), d.Judder, d.ErrMeanMs, d.ErrP99Ms)
}
