package sandbox

import (
	"fmt"

	"tickbox/sim/tape"
)

// rows returns what the overlay's replay rows say of r's playback (package
// tickbox/render's Overlay.Replay, whose TestReplayRows holds it to these
// words), for the tests that follow a playback in them: "PLAY 150/600;
// DESYNC in ticks 60-119".
func rows(r tape.Replay) string {
	var s string
	switch {
	case r.Playing == "":
		return "off"
	case !r.Done:
		s = fmt.Sprintf("PLAY %d/%d", r.Played, r.Total)
	case r.Differs:
		s = "PLAY done, DESYNC"
	case r.Checked == 0:
		s = "PLAY done, nothing to check"
	default:
		s = "PLAY done, fingerprint ok"
	}
	switch {
	case !r.Differs && r.Checked == 1:
		return s + "; 1 fingerprint ok"
	case !r.Differs:
		return fmt.Sprintf("%s; %d fingerprints ok", s, r.Checked)
	case r.BadFrom == r.BadTo:
		return fmt.Sprintf("%s; DESYNC at tick %d", s, r.BadFrom)
	}
	return fmt.Sprintf("%s; DESYNC in ticks %d-%d", s, r.BadFrom, r.BadTo)
}
