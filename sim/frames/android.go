package frames

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// profileData brackets each table of frames in `dumpsys gfxinfo <package>
// framestats` output.
const profileData = "---PROFILEDATA---"

// android reports whether lines hold a framestats table header.
func android(lines []string) bool {
	for _, l := range lines {
		if strings.HasPrefix(l, "Flags,") && strings.Contains(l, "IntendedVsync") {
			return true
		}
	}
	return false
}

// readAndroid reads the frames of every framestats table: a frame starts
// at its IntendedVsync (ns, the vsync the frame was meant for), and lasts
// until the next frame's start. Rows with Flags other than 0 are frames
// Android itself marks as not to be measured (the first after a window
// appears, a resize), and are left out, as the documentation says.
func readAndroid(lines []string, name string) ([]time.Duration, error) {
	var frames []time.Duration
	col, flags := -1, -1
	last := int64(-1)
	for i, l := range lines {
		switch {
		case strings.HasPrefix(l, "Flags,"):
			col, flags = indexOf(l, "IntendedVsync"), 0
			if col < 0 {
				return nil, fmt.Errorf("%s:%d: a framestats header without IntendedVsync", name, i+1)
			}
			continue
		case col < 0 || l == "" || l == profileData || !startsWithDigit(l):
			continue
		}
		start, ok, err := androidRow(l, col, flags)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", name, i+1, err)
		}
		if !ok {
			continue
		}
		if last >= 0 && start > last && time.Duration(start-last) <= MaxFrame {
			frames = append(frames, time.Duration(start-last))
		}
		last = start
	}
	if col < 0 {
		return nil, fmt.Errorf("%s: %s but no header starting Flags,: want `dumpsys gfxinfo <package> framestats` output", name, profileData)
	}
	return frames, nil
}

// androidRow returns a row's frame start, and false for a flagged row.
func androidRow(l string, col, flags int) (int64, bool, error) {
	fields := strings.Split(l, ",")
	if len(fields) <= col {
		return 0, false, fmt.Errorf("%q: %d fields, want at least %d, up to IntendedVsync", clip(l), len(fields), col+1)
	}
	f, err1 := strconv.ParseInt(strings.TrimSpace(fields[flags]), 10, 64)
	v, err2 := strconv.ParseInt(strings.TrimSpace(fields[col]), 10, 64)
	if err1 != nil || err2 != nil || v < 0 {
		return 0, false, fmt.Errorf("%q: want Flags and IntendedVsync as whole nanoseconds", clip(l))
	}
	return v, f == 0, nil
}

// indexOf returns the index of column want in a CSV header, or -1.
func indexOf(header, want string) int {
	for i, h := range strings.Split(header, ",") {
		if strings.TrimSpace(h) == want {
			return i
		}
	}
	return -1
}

func startsWithDigit(l string) bool { return l[0] >= '0' && l[0] <= '9' }

// clip shortens a line for a message.
func clip(l string) string {
	if len(l) > 60 {
		return l[:60] + "…"
	}
	return l
}
