package instrument

import (
	"strconv"

	"tickbox/sim/tape"
)

// PlayState is where a replay is.
type PlayState uint8

// The play states.
const (
	// PlayOff: no replay; ticks take the player's input.
	PlayOff PlayState = iota
	// Playing: ticks take the replay's input, and its fingerprints are
	// checked as their ticks pass.
	Playing
	// Played: the replay reached its last tick, and the loop paused
	// there. Resuming goes on from that state with the player's input.
	Played
)

// ReplayStatus is what an overlay's replay rows show: the recording in
// progress, and how far a replay has played and what its fingerprints
// said: the sandbox's or any game's (package sim/tape).
type ReplayStatus struct {
	Recording bool
	Recorded  int64 // ticks recorded so far

	Play    PlayState
	Played  int64 // ticks of the replay played so far
	Total   int64 // ticks the replay holds
	Checked int   // fingerprints compared so far
	// Desync: a fingerprint differed, so from some tick on the world is not
	// the one recorded. That first bad tick lies in BadFrom..BadTo, which
	// are equal once it has been found (tape.Player.Locate).
	Desync         bool
	BadFrom, BadTo int64
	// SyncTest: every tick is synctested; SyncBad: one stepped to another
	// state from its snapshot, the first at SyncTick.
	SyncTest, SyncBad bool
	SyncTick          int64
}

// AppendStatus appends the replay row's text: "off", "REC 1234",
// "PLAY 120/3600", "PLAY done, fingerprint ok" or "PLAY done, DESYNC". It
// allocates nothing, so the overlay can call it every frame.
func (r *ReplayStatus) AppendStatus(buf []byte) []byte {
	switch r.Play {
	case Playing:
		buf = append(buf, "PLAY "...)
		buf = strconv.AppendInt(buf, r.Played, 10)
		buf = append(buf, '/')
		buf = strconv.AppendInt(buf, r.Total, 10)
	case Played:
		buf = append(buf, "PLAY done, "...)
		switch {
		case r.Desync:
			buf = append(buf, "DESYNC"...)
		case r.Checked == 0:
			buf = append(buf, "nothing to check"...)
		default:
			buf = append(buf, "fingerprint ok"...)
		}
	}
	if r.Recording {
		if r.Play != PlayOff {
			buf = append(buf, ' ')
		}
		buf = append(buf, "REC "...)
		buf = strconv.AppendInt(buf, r.Recorded, 10)
	}
	if r.Play == PlayOff && !r.Recording {
		buf = append(buf, "off"...)
	}
	return buf
}

// AppendCheck appends what the replay's fingerprints say so far, for the
// row under the replay row while a replay is on: "12 fingerprints ok",
// "DESYNC at tick 73", or, when the checkpoints pin it down no closer,
// "DESYNC in ticks 60-119". It appends nothing without a replay.
func (r *ReplayStatus) AppendCheck(buf []byte) []byte {
	switch {
	case r.Play == PlayOff:
	case !r.Desync:
		buf = strconv.AppendInt(buf, int64(r.Checked), 10)
		if r.Checked == 1 {
			buf = append(buf, " fingerprint ok"...)
		} else {
			buf = append(buf, " fingerprints ok"...)
		}
	case r.BadFrom == r.BadTo:
		buf = append(buf, "DESYNC at tick "...)
		buf = strconv.AppendInt(buf, r.BadFrom, 10)
	default:
		buf = append(buf, "DESYNC in ticks "...)
		buf = strconv.AppendInt(buf, r.BadFrom, 10)
		buf = append(buf, '-')
		buf = strconv.AppendInt(buf, r.BadTo, 10)
	}
	return buf
}

// String returns both rows, separated by "; " when there are two.
func (r ReplayStatus) String() string {
	s := r.AppendStatus(nil)
	if c := r.AppendCheck(nil); len(c) > 0 {
		s = append(append(s, "; "...), c...)
	}
	return string(s)
}

// ReplayStatusOf returns what r, a loop's recordings (package
// tickbox/sim/tape's Tape.Replay), does as the overlay's replay rows
// show it, for a dev layer (and the sandbox's overlay) to draw.
func ReplayStatusOf(r tape.Replay) ReplayStatus {
	st := ReplayStatus{Recording: r.Recording != "", Recorded: r.Recorded, SyncTest: r.SyncTest, SyncBad: r.SyncBad, SyncTick: r.SyncTick}
	if r.Playing == "" {
		return st
	}
	st.Play, st.Played, st.Total, st.Checked = Playing, r.Played, r.Total, r.Checked
	if r.Done {
		st.Play = Played
	}
	st.Desync, st.BadFrom, st.BadTo = r.Differs, r.BadFrom, r.BadTo
	return st
}
