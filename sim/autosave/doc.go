// Package autosave keeps a recording in progress safe from a crash: an
// opt-in part of the recording part (package tape) that a game attaches
// when it wants one, and that a game without it does not link.
//
//	t, err := tape.Attach(loop, game, tape.Options{Record: "session.tbr", ...})
//	autosave.Attach(t) // t's recordings autosaved every 10 s
//	found, failed := autosave.Recover(nil, ".") // at the next start
//
// With it attached, a recording to session.tbr is written every
// 10 s of the loop's clock to .session.tbr.partial beside it, a few bytes
// appended each time into a file the system maps (no system call while it
// records), which survives the death of the process by any signal and is
// removed once the recording is saved. [Recover] saves what a crash left
// as a tape of its own (session-recovered.tbr), up to the last intact
// batch of a damaged one (a [Cut]). An autosave another live
// process writes holds its lock (flock), and is left alone; one that is a
// link, or another user's file, is never read or written through.
//
// [Decode] reads an autosave as the tape it holds, so that a crashed
// session plays, verifies and dumps as a tape does (tickbox replay reads
// it through package oldtape); a [Journal] is the file itself, for a
// program that times its own autosaves (tickbox run -autosave).
//
// # File format
//
// An autosave (Journal) is a recording in progress as a file that grows: a
// header, then a batch of what was new at each save. Decode reads it as
// the recording it holds at its last batch: after any crash, kill -9
// included, it plays, verifies and dumps as a tape does.
//
//	magic       "TBXU"
//	version     uint16: 2 (or 1, its events as version 1 wrote them)
//	game ... state
//	            as in a tape (package tape's comment; no final tick)
//	checksum    uint32: CRC-32 of every byte before it
//	batches, each:
//	  length    uvarint L ≥ 1: the batch's bytes up to its checksum
//	  tick      uvarint: the ticks run when the batch ends, after the
//	            batch before's
//	  events    uvarint count, then the events as in a tape, each tick
//	            counted from the last event of the batches before (the
//	            first from the start tick)
//	  prints    the sealed fingerprints the ticks up to tick complete
//	  final     uint64: the sealed fingerprint after tick ticks
//	  checksum  uint32: CRC-32 of every byte of the file before it
//	room        zero bytes: the file grown for later batches
//
// A batch is written with its first byte last (its appender), so a save
// cut short leaves zeros where it would begin. So every byte is checked: a
// flipped bit fails a checksum, or leaves a byte other than zero in the
// room, and the autosave is refused.
package autosave
