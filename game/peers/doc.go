// Package peers is the window where two peers play the sandbox's world
// over a simulated link (package tickbox/sim/netplay), side by side, so
// that a learner sees a prediction go wrong and snap back: peer 1 is the
// keyboard's player, peer 2 a bot; keys change the link's delay, jitter
// and loss, and the mode (lockstep, delay, rollback); under each peer its
// figures, and at the bottom a timeline of its frames marking rollbacks
// and stalls.
//
// Each peer is drawn as it is now: in rollback, its predicted state, the
// one a player sees, marked "predicted" while some tick shown is not yet
// confirmed, with ball 1's confirmed place as a ring (OnConfirmed's
// state). A snap back is the ball jumping from where it was predicted to
// where it is.
//
// The model (the session, the keys' actions, the figures, the timeline's
// marks) has no display and is tested without one; the files that draw
// carry //go:build !headless.
package peers
