package tape

import (
	"fmt"
	"strings"
)

// String says what the recording, the playback and the synctest found,
// in a line: a playback with no tick differing is clean, and says so.
func (r Replay) String() string {
	var parts []string
	if r.Recording != "" {
		parts = append(parts, fmt.Sprintf("recording %q: %d ticks", r.Recording, r.Recorded))
	}
	if r.Playing != "" {
		p := fmt.Sprintf("replay %q: %d of %d ticks played, %d fingerprints checked: ", r.Playing, r.Played, r.Total, r.Checked)
		switch {
		case !r.Differs && r.Done:
			p += "clean"
		case !r.Differs:
			p += "clean so far"
		case r.Done:
			p += fmt.Sprintf("%v; the first bad tick is %d: %v", r.First, r.Bad.Tick, r.Bad.Cause)
		default:
			p += r.First.String()
		}
		parts = append(parts, p)
	}
	if r.SyncTest {
		s := "synctest: every tick reproduces from its snapshot"
		if r.SyncBad {
			s = fmt.Sprintf("synctest: tick %d is not reproducible: stepped twice from its snapshot, it gives two states", r.SyncTick)
		}
		parts = append(parts, s)
	}
	if len(parts) == 0 {
		return "no recording, playback or synctest"
	}
	return strings.Join(parts, "; ")
}
