package script

import (
	"fmt"
	"time"

	"tickbox/sim/instrument"
)

// Script is one scenario: what it is called and shows, how the sandbox
// starts, and the instructions that play it.
type Script struct {
	Name  string   // the file's name without its extension: "interpolation"
	Title string   // a line for the gallery; Name when the script has none
	About string   // what the scenario demonstrates, for the gallery
	Flags []string // the play command's flags, from every flags line, in order
	// Replay is the recording a replay line names, relative to the script's
	// folder; "" for none. FlagsLine and ReplayLine say where they were
	// written, for errors found later (a bad flag, a file that will not load).
	Replay                string
	FlagsLine, ReplayLine int
	// Width and Height are the window a size line gives, whose logical
	// screen the script draws (see game/view's Fit); 0 for the default,
	// render.ScreenWidth × render.ScreenHeight.
	Width, Height int
	Instructions  []Instruction
	Shots         []Shot // in the order taken; a Shot instruction's Shot indexes it
}

// Kind is what an instruction does.
type Kind uint8

// The kinds of instruction.
const (
	Frames  Kind = iota // Count frames of Pattern
	Frame               // one frame of Length
	Do                  // carry out Action, as its key does
	Take                // save the latest frame's picture as Shots[Shot]
	Restart             // start again from the script's flags: a fresh sandbox and clock
)

// Instruction is one thing a script does, between or as frames.
type Instruction struct {
	Line    int // where the script says it, from 1
	Kind    Kind
	Pattern string            // Frames: a frame rate ("144", "59.94") or "jitter"
	Count   int               // Frames: how many
	Length  time.Duration     // Frame: how long
	Action  instrument.Action // Do
	Shot    int               // Take: index into Script.Shots
}

// String writes the instruction as a script would.
func (s Instruction) String() string {
	switch s.Kind {
	case Frames:
		return fmt.Sprintf("frames %s x %d", s.Pattern, s.Count)
	case Frame:
		return fmt.Sprintf("frame %v", s.Length)
	case Do:
		return "do " + string(s.Action)
	case Take:
		return fmt.Sprintf("shot #%d", s.Shot)
	case Restart:
		return "restart"
	}
	return fmt.Sprintf("Kind(%d)", s.Kind)
}

// Shot is a picture a script takes, with what the gallery says about it.
type Shot struct {
	Name    string   // the picture's file name without ".png"
	Line    int      // where the script takes it
	Caption string   // what it demonstrates
	Look    []string // the figures and shapes to look for in it, one per look line
}

// Limits of a script's instructions.
const (
	// maxCount bounds the frames of one frames instruction: at 144 fps, eleven
	// minutes, far more than any picture needs.
	maxCount = 100_000
	// maxFrames bounds the frames of a whole script, every frames and frame
	// instruction's (restarts included): the shipped ones play at most 600;
	// a million take the window some minutes.
	maxFrames = 1_000_000
	// maxNameLength bounds a shot's name, which becomes a file name.
	maxNameLength = 64
	// minWindow and maxWindow bound a size line's width and height: the
	// window's own lower bound, and 4K, whose picture is 33 MB to compare.
	minWindow, maxWindow = 320, 3840
)

// maxLine bounds a line of a script: 64 KiB, hundreds of times the
// longest a scenario needs (an about line of a paragraph).
const maxLine = 64 << 10

// MaxSize bounds a script file: 4 MiB, some 200,000 lines, thousands of
// times what a scenario needs, read in one pass and never more.
const MaxSize = 4 << 20
