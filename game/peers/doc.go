// Package peers is the window where two peers play the sandbox's world
// over a simulated link (package tickbox/sim/netplay), side by side, so
// that a learner sees a prediction go wrong and snap back: peer 1 is the
// keyboard's player, peer 2 a bot; keys change the link's delay, jitter
// and loss (1, 2, 3), the mode (M) and the time scale (- and +, down to
// ¼, to watch a snap); under each peer its figures, and at the bottom a
// timeline of its frames marking rollbacks and stalls. A key that the
// sandbox's window binds too does the same thing here.
//
// tickbox-window net (RunNet) is the same inspector for one machine's
// player over UDP: tickbox net's flags, the keyboard's player, its peer
// drawn as peer 1 is here, with each other player's network
// figures beside it, an online.Player (package
// tickbox/game/shell/online).
//
// Each peer is drawn as it is now: in rollback, its predicted state, the
// one a player sees, marked "predicted" while some tick shown is not yet
// confirmed, with ball 1's confirmed place as a ring (OnConfirmed's
// state). A rollback that moved ball 1 or the jumper is a snap, taken
// from the session's own two states (OnCorrection's: the one predicted,
// the one run again): for a second of the session's time, fading, the
// wrong path ball 1 was shown on stays as a faint ghost, and a red line
// runs from where it was predicted to where it snapped back to, the live
// ball ringed in red.
//
// The model (the session, the keys' actions, the figures, the timeline's
// marks) has no display and is tested without one; the files that draw
// carry //go:build !headless.
package peers
