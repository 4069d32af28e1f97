package instrument

import (
	"fmt"
	"strings"
)

// TraceStatus returns what the dev layer's frame trace is recording.
func (d *Dev) TraceStatus() TraceStatus { return d.trace.Status() }

// toggleTrace stops the frame trace and saves it, or starts one, named by
// the game and the time, in the working folder, and says which.
func (d *Dev) toggleTrace() (notice string, failed bool) {
	if d.trace != nil {
		notice, err := d.saveTrace()
		return notice, err != nil
	}
	path := fmt.Sprintf("%s-frames-%s.txt", d.name, d.wall().Format("20060102-150405.000"))
	d.trace = newFrameTrace(path)
	return "recording frame times to " + path + " (Shift+F12 stops and saves)", false
}

// StartFrameTrace records every frame's measured length from now on into
// path, saved when it stops (StopFrameTrace, the loop's Close): for a
// window that names its traces itself; the dev layer's key (Do) names one
// by the game and the time.
func (d *Dev) StartFrameTrace(path string) { d.trace = newFrameTrace(path) }

// StopFrameTrace saves the frame trace being recorded, if any, and says
// what it did ("" if none was recording).
func (d *Dev) StopFrameTrace() (notice string, err error) {
	if d.trace == nil {
		return "", nil
	}
	return d.saveTrace()
}

// saveTrace saves the frame trace being recorded and says what it did.
func (d *Dev) saveTrace() (string, error) {
	t := d.trace
	d.trace = nil
	if err := t.Save(d.name + "'s dev layer"); err != nil {
		return "frame times not saved: " + err.Error(), fmt.Errorf("instrument: frame times: %w", err)
	}
	// The command names the file as it was saved, its folder too, so that
	// it can be pasted where the game ran; the path once, and the notice
	// short enough for the window's notice row.
	return fmt.Sprintf("saved %d frame times: tickbox policies -frames %s", len(t.frames), shellWord(t.path)), nil
}

// close is the Close hook: it saves the frame trace being recorded, if
// any, saying so on DevOptions.Log.
func (d *Dev) close() error {
	if d.trace == nil {
		return nil
	}
	notice, err := d.saveTrace()
	fmt.Fprintln(d.logTo, "instrument: "+notice)
	return err
}

// shellWord returns s as one word of a POSIX shell's command line: as it
// is when it holds only letters, digits and . _ - / + : , @ %, and
// otherwise in single quotes (a quote in it closed, escaped, reopened), so that a
// command a notice suggests can be pasted as it reads.
func shellWord(s string) string {
	plain := s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("._-/+:,@%", r))
	}) < 0
	if plain {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
