// Package netplay plays any deterministic game between peers: each peer
// holds its own copy of the game's state and its own tick driver, and only
// the players' inputs (and, every few ticks, a fingerprint) travel between
// them, as a multiplayer game that runs the same fixed step everywhere
// sends them. A [Peer] is one machine's end, over any [Transport] ([UDP]
// between machines); a [Session] is N peers in one process over a
// simulated link, on one virtual clock, for tests and the lab.
//
// The game gives what a replay asks of it ([tape.State]): Step, Fingerprint,
// and a snapshot it saves and restores. Its Step takes [Players]: every
// player's input in its own slot (Players.In, Players.Of), merged into
// none other. A state that also copies itself in place (CopyFrom, as
// bounce.World does) is saved that way, which costs a copy of its fields
// instead of an encoding; either way the snapshots live in a ring
// made once, so a tick allocates nothing.
//
// # Modes
//
//   - Lockstep: a tick runs when every player's input for it has arrived;
//     a frame that cannot run one is a stall.
//   - Delay: lockstep with the local input sent D ticks ahead of the tick
//     it is for, so that it arrives in time over a link of up to D ticks.
//   - Rollback: a missing input is predicted, the last one repeated (GGRS's
//     PredictRepeatLast); a peer runs at most Window ticks (GGPO's
//     MAX_PREDICTION_FRAMES, 8) past the last tick every input is known
//     for, and never so far that a rollback would go back more than Window
//     ticks; when a real input differs from the one predicted, the state of
//     the first wrong tick is restored and the ticks since are run again.
//     A peer that runs ahead of the others is told to wait some frames, as
//     GGRS's WaitRecommendation tells it.
//
// A tick is confirmed once every player's real input for it is known and
// the state after it was computed from them: confirmed states never change
// again. [Session.OnConfirmed] reports the confirmed state as it moves on,
// so that events and drawing never see a tick that will be run again. A
// game that reports events as the loop's do (a fixed.Reporter that keeps
// a tick's report, with KeepEvents and FireKept: embed a fixed.Events)
// has each tick's report, its latest run's,
// played once the tick is confirmed, once and in order, never for a tick
// run again: in netplay as in a local run.
// [Session.OnCorrection] reports each rollback's two states at the tick
// the peer was at, the one predicted and the one run again, so that a
// window can show the snap.
//
// # Saving
//
// A rollback peer saves the state before every tick it runs forward, and,
// while it runs ticks again, only the states it will need (the first tick
// not yet confirmed, and the fingerprint checkpoints): so a rollback of n
// ticks costs one restore and n steps, not n saves more (GGRS's sparse
// saving, applied to the ticks run again only). It restores the latest
// saved state at or before the first wrong tick.
//
// # Desyncs
//
// Every Every ticks each peer fingerprints its confirmed state and sends
// the fingerprint to the others, which compare it with their own; the
// first checkpoint that differs is reported ([Session.Desync]). The
// synctest, package tickbox/sim/tape's SyncTest with a Distance, checks a
// game alone: every tick it goes back a distance and runs the ticks
// again, comparing fingerprints (GGRS's SyncTestSession).
//
// # The wire
//
// Peers talk in datagrams of bytes through a [Transport], which may drop,
// duplicate, reorder or garble them: the simulated link is one, on the
// session's virtual clock. Each frame a peer sends every other a message
// of everything it has not acknowledged (its inputs, as runs of equal
// ones, each written whole, as the zero input, or against the one before
// it as XOR then runs of zeros, whichever is shortest; its fingerprints),
// its own acknowledgements and a message number; every sixth also its
// clock: the latest number it had back and how long it held it (the
// round trip), and its frame advantage. A datagram that is not
// a message of this session, whole, is refused and counted
// ([Traffic]): one too short or another protocol's (stray), another
// session's (stale: each session has a nonce, and a CRC-32C seeded with
// it ends every message), or garbled.
//
// # Between machines
//
// A [Peer] is one machine's end of a session, over any [Transport] ([UDP]
// between machines): the game's loop gives it its player's input and the
// time its own clock reads, once a frame, and draws its State. A
// [Handshake] first makes the players agree on the settings, in a few
// round trips, and on the session's nonce. A player silent 500 ms is
// interrupted, silent 2 s disconnected, its input the zero input from
// then on ([Event]). A [Spectator] watches a player's session: after
// [NewSpectatorHandshake], that player sends it every player's confirmed
// inputs ([Peer.AddSpectator]), which it runs, never predicting.
//
// # Ticks
//
// Tick t is the tick that runs when t ticks have run, as in package tape;
// "the state at t" is the state once t ticks have run.
//
// A session of Options.Ticks ends once every peer has confirmed that many
// ([Peer.Done], [Peer.Settled]). With Ticks 0 it is open-ended: the peers
// play until the game ends it ([Peer.End]), after which that peer sends
// nothing more, and the others see it leave as a player that went
// silent: interrupted, then disconnected. The wire names ticks up to four
// times [OpenTicks], so that none read from it overflows.
package netplay
