//go:build !headless

package render

import "tickbox/sim/tape"

// Replay: recording and playback (package tickbox/sim/tape's Replay), on
// rows of their own so that the longest state fits: the replay row, and
// while a replay is on, what its fingerprints say so far.
func (o *Overlay) Replay(r *tape.Replay) {
	w := &o.Rows
	w.line("replay", appendReplay(w.Value(), r), replayColour(r))
	if r.Playing != "" {
		w.line("check", appendCheck(w.Value(), r), WarnIf(r.Differs, ColTick))
	}
}

// appendReplay appends the replay row's text: "off", "REC 1234", "PLAY
// 120/3600", "PLAY done, fingerprint ok" or "PLAY done, DESYNC", with
// "REC n" after a replay that is recorded too. It allocates nothing into
// a buffer with room, so the overlay can call it every frame.
func appendReplay(b []byte, r *tape.Replay) []byte {
	switch {
	case r.Playing == "" && r.Recording == "":
		return append(b, "off"...)
	case r.Playing == "":
		return AppendInt(append(b, "REC "...), r.Recorded)
	case !r.Done:
		b = AppendInt(append(AppendInt(append(b, "PLAY "...), r.Played), '/'), r.Total)
	case r.Differs:
		b = append(b, "PLAY done, DESYNC"...)
	case r.Checked == 0:
		b = append(b, "PLAY done, nothing to check"...)
	default:
		b = append(b, "PLAY done, fingerprint ok"...)
	}
	if r.Recording != "" { // recorded as it plays
		b = AppendInt(append(b, " REC "...), r.Recorded)
	}
	return b
}

// appendCheck appends what the replay's fingerprints say so far, for the
// row under the replay row while a replay is on: "12 fingerprints ok",
// "DESYNC at tick 73", or, when the checkpoints pin it down no closer,
// "DESYNC in ticks 60-119".
func appendCheck(b []byte, r *tape.Replay) []byte {
	switch {
	case !r.Differs:
		return append(AppendInt(b, int64(r.Checked)), pick(r.Checked == 1, " fingerprint ok", " fingerprints ok")...)
	case r.BadFrom == r.BadTo:
		return AppendInt(append(b, "DESYNC at tick "...), r.BadFrom)
	}
	return AppendInt(append(AppendInt(append(b, "DESYNC in ticks "...), r.BadFrom), '-'), r.BadTo)
}

// replayColour: red while recording (as a camera's light), red for a
// desync, green for a replay that ended true, the accent while playing.
func replayColour(r *tape.Replay) Colour {
	switch {
	case r.Recording != "" || r.Differs:
		return ColWarn
	case r.Done:
		return ColTick
	}
	return pick(r.Playing != "", ColAccent, ColText)
}
