//go:build !headless

package render

import "tickbox/sim/instrument"

// replay: recording and playback, on rows of their own so that the
// longest state fits: the replay row, and while a replay is on, what its
// fingerprints say so far.
func (o *overlayPainter) replay(st *instrument.ReplayStatus) {
	w := &o.rows
	w.wide("replay", st.AppendStatus(w.value()), replayColour(st))
	w.next()
	if st.Play == instrument.PlayOff {
		return
	}
	w.wide("check", st.AppendCheck(w.value()), warnIf(st.Desync, colTick))
	w.next()
}

// replayColour: red while recording (as a camera's light), red for a
// desync, green for a replay that ended true, the accent while playing.
func replayColour(st *instrument.ReplayStatus) Colour {
	switch {
	case st.Recording || st.Desync:
		return colWarn
	case st.Play == instrument.Played:
		return colTick
	case st.Play == instrument.Playing:
		return colAccent
	}
	return colText
}
