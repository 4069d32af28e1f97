//go:build !headless

package render

import "tickbox/sim/instrument"

// Replay: recording and playback, on rows of their own so that the
// longest state fits: the replay row, and while a replay is on, what its
// fingerprints say so far.
func (o *Overlay) Replay(st *instrument.ReplayStatus) {
	w := &o.Rows
	w.Wide("replay", st.AppendStatus(w.Value()), replayColour(st))
	w.Next()
	if st.Play == instrument.PlayOff {
		return
	}
	w.Wide("check", st.AppendCheck(w.Value()), WarnIf(st.Desync, ColTick))
	w.Next()
}

// replayColour: red while recording (as a camera's light), red for a
// desync, green for a replay that ended true, the accent while playing.
func replayColour(st *instrument.ReplayStatus) Colour {
	switch {
	case st.Recording || st.Desync:
		return ColWarn
	case st.Play == instrument.Played:
		return ColTick
	case st.Play == instrument.Playing:
		return ColAccent
	}
	return ColText
}
