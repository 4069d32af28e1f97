//go:build !headless

package render

import "tickbox/sim/sandbox"

// replayRows: recording and playback, on rows of their own so that the
// longest state fits: the replay row, and while a replay is on, what its
// fingerprints say so far.
func (r *Renderer) replayRows(row *int, sb sandbox.Scene) {
	st := sb.Replay()
	r.buf = st.AppendStatus(r.buf[:0])
	r.wide(*row, "replay", replayColour(&st))
	*row++
	if st.Play == sandbox.PlayOff {
		return
	}
	r.buf = st.AppendCheck(r.buf[:0])
	r.wide(*row, "check", warnIf(st.Desync, colTick))
	*row++
}

// replayColour: red while recording (as a camera's light), red for a
// desync, green for a replay that ended true, the accent while playing.
func replayColour(st *sandbox.ReplayStatus) Colour {
	switch {
	case st.Recording || st.Desync:
		return colWarn
	case st.Play == sandbox.Played:
		return colTick
	case st.Play == sandbox.Playing:
		return colAccent
	}
	return colText
}
