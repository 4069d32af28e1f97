package shots

import "tickbox/game/shots/script"

// instructionsPerDraw bounds the instructions played in one Draw, each
// frame of a frames instruction counting as one: the window shows only the
// latest frame, and drawing each would cost far more than playing it, so
// a script plays at the machine's speed, not the display's. Every
// instruction counts: restarts and keys once did not, and a script of
// 2,000 restarts played them all in one Draw, minutes long, deaf to a stop
// until it ended. Shots, restarts (see scriptRun.step), the end of a
// script and a stop also end a Draw.
const instructionsPerDraw = 240

// played is what playing one instruction did.
type played struct {
	done    bool // the instruction has played whole (a frames instruction plays a frame a call)
	endDraw bool // the Draw ends after it (a shot, to show it; a restart)
}

// playDraw plays the instructions from *at through play, one call at a
// time, each counted against instructionsPerDraw, moving *at past each
// instruction done. It stops when the budget is spent, an instruction ends
// the Draw or fails, the script ends, or stopped reports a stop, which it
// checks before every instruction: a stop is heard between any two.
func playDraw(instructions []script.Instruction, at *int, stopped func() bool,
	play func(*script.Instruction) (played, error)) error {
	for n := 0; n < instructionsPerDraw && *at < len(instructions) && !stopped(); n++ {
		p, err := play(&instructions[*at])
		if p.done {
			*at++
		}
		if err != nil || p.endDraw {
			return err
		}
	}
	return nil
}
