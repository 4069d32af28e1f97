package capture

import (
	"io"
	"time"
)

// MaxGames is maxGames, for the package's external tests: no other
// package's code needs it.
const MaxGames = maxGames

// Read is read, for the package's external tests, which read from
// memory.
var Read = read

// Game is game, for the package's external tests, which check the game a
// capture chose and the ones it left out.
type Game = game

// Game is the game c chose, nil for a file of one game's frames only.
func (c *Capture) Game() *Game { return c.chosen }

// Others are the games c left out, busiest first.
func (c *Capture) Others() []Game { return c.left }

// ReadTrace reads the frames of a trace from memory, as Load does with no
// process: the frames of the busiest game in it.
func ReadTrace(r io.Reader, name string) ([]time.Duration, error) {
	c, err := read(r, name, "")
	if err != nil {
		return nil, err
	}
	return c.Frames, nil
}
