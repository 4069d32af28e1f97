package capture

import (
	"io"
	"strconv"
	"strings"
	"time"
)

// profileData opens and closes each window's table of frames in
// `dumpsys gfxinfo <package> framestats` output (hwui's JankTracker).
const profileData = "---PROFILEDATA---"

// isAndroid reports whether a record is the start of a gfxinfo dump or of
// one of its tables.
func isAndroid(rec []string) bool {
	l := strings.Join(rec, ",")
	return l == profileData || strings.HasPrefix(l, "Applications Graphics Acceleration Info") ||
		strings.Contains(l, "Graphics info for pid") || isFramesHeader(rec)
}

// isProfileData reports whether a record is the line that opens and
// closes a table: the record's fields joined by commas are profileData,
// which holds no comma, without joining them.
func isProfileData(rec []string) bool { return len(rec) == 1 && rec[0] == profileData }

func isFramesHeader(rec []string) bool {
	return rec[0] == "Flags" && indexOf(rec, "IntendedVsync") >= 0
}

// window is one window's table as it is read.
type window struct {
	game
	frames lengths
	col    int   // IntendedVsync's column
	last   int64 // the previous frame's start, -1 before the first
	rows   int
}

// readAndroid reads every window's table and gives the frames of the one
// process picks (by name; by default the one with the most frames). A
// frame starts at its IntendedVsync (ns, the vsync it was meant for) and
// lasts until the next frame's start. Rows with Flags other than 0 are
// frames Android itself marks as not to be measured (the first after a
// window appears, a resize), and are left out, as its documentation says;
// so is a row whose IntendedVsync comes before the previous frame's.
func readAndroid(rec *records, process string) (*Capture, error) {
	var wins []*window
	var cur *window
	name, dump := "", false
	for {
		r, err := rec.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		switch {
		case cur == nil: // outside a table: its opening, or the dump's text
			line := strings.Join(r, ",")
			switch {
			case line == profileData:
				cur = &window{col: -1, last: -1, game: game{Name: windowName(name, len(wins))}}
			case isFramesHeader(r): // a table pasted without its opening line
				cur = &window{col: -1, last: -1, game: game{Name: windowName(name, len(wins))}}
				rec.unread(r)
			default:
				name, dump = nameLine(line, name), dump || isAndroid(r)
			}
		case isProfileData(r):
			wins, cur = append(wins, cur), nil
		case isFramesHeader(r):
			cur.col = indexOf(r, "IntendedVsync")
		default:
			if err := cur.row(r, rec); err != nil {
				return nil, err
			}
		}
	}
	if cur != nil {
		wins = append(wins, cur) // a table cut before its closing line
	}
	return androidCapture(wins, rec, process, dump)
}

// nameLine returns the window a line names, "Window: NAME" (Android 10
// on) or "\tNAME (visibility=N)", or name as it was.
func nameLine(line, name string) string {
	if w, ok := strings.CutPrefix(line, "Window: "); ok {
		return w
	}
	if i := strings.LastIndex(line, " (visibility="); i > 0 {
		w := strings.TrimSpace(line[:i])
		if j := strings.LastIndex(w, "/android.view.ViewRootImpl@"); j > 0 {
			w = w[:j] // the window's title, as the Window: line names it
		}
		return w
	}
	return name
}

func windowName(name string, n int) string {
	if name == "" {
		return "window " + strconv.Itoa(n+1)
	}
	return name
}

// row reads one row of a window's table.
func (w *window) row(r []string, rec *records) error {
	if w.col < 0 {
		return rec.at("Android framestats: a table row before its header: want a line starting Flags, that names IntendedVsync")
	}
	if len(r) <= w.col {
		return rec.at("Android framestats row of %d fields: want at least %d, up to IntendedVsync", len(r), w.col+1)
	}
	flags, err1 := strconv.ParseInt(r[0], 10, 64)
	start, err2 := strconv.ParseInt(r[w.col], 10, 64)
	if err1 != nil || err2 != nil || start < 0 {
		return rec.at("Android framestats row %s: want Flags and IntendedVsync as whole nanoseconds "+
			"(a table ends at its closing %s)", clip(strings.Join(r, ",")), profileData)
	}
	w.rows++
	if flags != 0 || start < w.last {
		// A row whose vsync is before the one before it is not the next
		// frame: taken as one, the row after it would make a frame of
		// the time between them (a 1.67 s frame in a 3.3 s capture).
		return nil
	}
	if w.last >= 0 && start > w.last && time.Duration(start-w.last) <= maxFrame {
		w.frames.add(time.Duration(start - w.last))
		w.Frames++
	}
	w.last = start
	return nil
}

// androidCapture chooses the window. A dump is refused at its last line,
// where it is known to hold no frames.
func androidCapture(wins []*window, rec *records, process string, dump bool) (*Capture, error) {
	switch {
	case len(wins) == 0 && dump:
		return nil, rec.at("Android gfxinfo without framestats: its summary holds no frames; " +
			"capture them with adb shell dumpsys gfxinfo PACKAGE framestats")
	case len(wins) == 0:
		return nil, rec.at("%s but no table: want `dumpsys gfxinfo PACKAGE framestats` output", profileData)
	}
	list := make([]game, len(wins))
	rows := 0
	for i, w := range wins {
		list[i], rows = w.game, rows+w.rows
	}
	if rows == 0 {
		return nil, rec.at("Android framestats whose %d table(s) have no rows: the app drew nothing since the "+
			"last dump; dump again while it draws", len(wins))
	}
	i, err := choose(list, process, rec.name, "window")
	if err != nil {
		return nil, err
	}
	return &Capture{Format: "Android framestats", chosen: &list[i], left: others(list, i), Frames: wins[i].frames.slice()}, nil
}

// indexOf returns the index of the field want, or -1.
func indexOf(rec []string, want string) int {
	for i, h := range rec {
		if h == want {
			return i
		}
	}
	return -1
}
