package instrument

import (
	"bytes"
	"fmt"
	"strings"
	"time"

	"tickbox/sim/disk"
)

// maxTraceFrames bounds a frame trace: about three hours at 144 fps,
// 80 MB.
const maxTraceFrames = 10_000_000

// frameTrace is the frame times of a window being recorded, as measured
// (before any snapping), for tickbox policies -frames to replay headless:
// how this machine's frames really came, under every policy. The caller
// checks that its path can be written (disk.Check) before it starts.
type frameTrace struct {
	path   string
	frames []time.Duration // up to maxTraceFrames
}

// TraceStatus is what an overlay shows of the frame times being
// recorded: whether they are, and how many so far.
type TraceStatus struct {
	On     bool
	Frames int
}

// TraceStatus returns what the dev layer's frame trace is recording.
func (d *Dev) TraceStatus() TraceStatus {
	if d.trace == nil {
		return TraceStatus{}
	}
	return TraceStatus{On: true, Frames: len(d.trace.frames)}
}

// toggleTrace stops the frame trace and saves it, or starts one, named by
// the game and the time, in the working folder, and says which.
func (d *Dev) toggleTrace() (notice string, failed bool) {
	if d.trace != nil {
		notice, err := d.StopFrameTrace()
		return notice, err != nil
	}
	path := fmt.Sprintf("%s-frames-%s.txt", d.name, d.wall().Format("20060102-150405.000"))
	d.StartFrameTrace(path)
	return "recording frame times to " + path + " (Shift+F12 stops and saves)", false
}

// StartFrameTrace records every frame's measured length from now on into
// path, saved when it stops (StopFrameTrace, the loop's Close): for a
// window that names its traces itself; the dev layer's key (Do) names one
// by the game and the time.
func (d *Dev) StartFrameTrace(path string) { d.trace = &frameTrace{path: path} }

// StopFrameTrace saves the frame trace being recorded, if any, and says
// what it did ("" if none was recording). The file holds ns, one frame a
// line, headed by a comment naming the game's dev layer, which measured
// them, and the command that replays them; it is written whole, then
// renamed into place, through the one save path (disk.Save).
func (d *Dev) StopFrameTrace() (notice string, err error) {
	t := d.trace
	if t == nil {
		return "", nil
	}
	d.trace = nil
	comment := fmt.Sprintf("frame times measured by %s's dev layer, %d frames, ns per line\n"+
		"replay them: tickbox policies -frames %s", d.name, len(t.frames), t.path)
	var b bytes.Buffer
	_ = WriteNs(&b, comment, t.frames) // a bytes.Buffer takes every write
	if err = disk.Save(t.path, b.Bytes()); err != nil {
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
	notice, err := d.StopFrameTrace()
	if notice != "" {
		fmt.Fprintln(d.logTo, "instrument: "+notice)
	}
	return err
}

// shellWord returns s as one word of a POSIX shell's command line: as it
// is when it holds only letters, digits and . _ - / + : , @ %, and
// otherwise in single quotes (a quote in it closed, escaped, reopened), so that a
// command a notice suggests can be pasted as it reads.
func shellWord(s string) string {
	const plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-/+:,@%"
	if s != "" && strings.Trim(s, plain) == "" { // every rune of s is plain
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
