package lab

import "tickbox/sim/bounce"

// oneJump is the input of a run without -inputs: the jumper jumps at tick
// 0 and nothing else happens.
func oneJump(tick int64) bounce.Input { return bounce.Input{Jump: bounce.Tap(tick == 0)} }

// noInput is the input of the lesson's world without -inputs: none.
func noInput(int64) bounce.Input { return bounce.Input{} }
