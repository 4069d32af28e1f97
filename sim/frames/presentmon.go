package frames

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// PresentMon's columns that give a frame's length, in the order they are
// preferred: the time between displayed frames where the capture has it
// (MsBetweenDisplayChange in 1.x and 2.4 on; DisplayedTime in 2.0 to 2.3),
// else the time between presents (MsBetweenPresents; FrameTime in 2.0 to
// 2.3). All are milliseconds; NA marks a frame that was not displayed.
var presentMonColumns = []string{"MsBetweenDisplayChange", "DisplayedTime", "MsBetweenPresents", "FrameTime"}

// readPresentMon reads a PresentMon CSV whose header is lines[head].
func readPresentMon(lines []string, head int, name string) ([]time.Duration, error) {
	header := strings.Split(lines[head], ",")
	col, column := presentMonColumn(header)
	if col < 0 {
		return nil, fmt.Errorf("%s:%d: a CSV header without a frame time column: want one of %s",
			name, head+1, strings.Join(presentMonColumns, ", "))
	}
	var frames []time.Duration
	for i := head + 1; i < len(lines); i++ {
		if lines[i] == "" {
			continue
		}
		fields := strings.Split(lines[i], ",")
		if len(fields) <= col {
			return nil, fmt.Errorf("%s:%d: %d fields: want at least %d, up to %s", name, i+1, len(fields), col+1, column)
		}
		text := strings.TrimSpace(fields[col])
		if text == "NA" || text == "" {
			continue // not displayed: its time counts in the next displayed frame
		}
		ms, err := strconv.ParseFloat(text, 64)
		if err != nil || !(ms >= 0 && ms <= float64(MaxFrame/time.Millisecond)) {
			return nil, fmt.Errorf("%s:%d: %s %q: want milliseconds, 0 to %d", name, i+1, column, text, int64(MaxFrame/time.Millisecond))
		}
		frames = append(frames, time.Duration(math.Round(ms*float64(time.Millisecond))))
	}
	return frames, nil
}

// presentMonColumn returns the index and name of the preferred frame time
// column in header, or -1.
func presentMonColumn(header []string) (int, string) {
	for _, want := range presentMonColumns {
		for i, h := range header {
			if strings.TrimSpace(h) == want {
				return i, want
			}
		}
	}
	return -1, ""
}
