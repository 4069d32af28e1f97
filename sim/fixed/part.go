package fixed

// A Part is the settings of one of the loop's opt-in parts, given to New
// beside the Options: RecordOptions (recordings, replays, the synctest).
// A part not given keeps its zero settings; given twice, the
// later counts. Each part's settings are its own so that the loop's
// Options hold only what every game sets.
type Part interface {
	part(s *settings)
}

// settings are everything a loop was made with: its Options and its
// parts'.
type settings struct {
	Options
	rec RecordOptions
}

// newSettings returns o with the parts' settings beside it.
func newSettings(o Options, parts []Part) settings {
	s := settings{Options: o}
	for _, p := range parts {
		if p != nil {
			p.part(&s)
		}
	}
	return s
}

// RecordOptions are the recording part's settings: what the loop records,
// plays back and checks.
type RecordOptions struct {
	// Record records the game from its first tick into this file, saved
	// when the game ends and autosaved meanwhile (see Tape.Record; a
	// Replayable game, with Options.Name). Replay plays that file back
	// instead of the player's input, under whatever frames come,
	// checking every fingerprint, and pauses at its end; if one
	// differed, it plays the file again up to it to name the first tick
	// that differs and why (tape.Player.Locate), and pauses just after
	// that tick, where the game went wrong. What the loop finds goes to
	// Options.Log, and Tape.Replay returns it.
	Record, Replay string
	// SyncTest steps every tick twice from its snapshot and reports the
	// first that differs.
	SyncTest bool
	// Every is the ticks between fingerprints of a recording: 0 is
	// DefaultEvery. 1 names the first tick that differs exactly, at 8
	// bytes a tick; with more, a replay that goes wrong plays the ticks
	// since the last match again to find the one that does not reproduce.
	Every int
	// Rules is the version of the game's rules in its recordings (with
	// Options.Name, the game's): a recording of other rules is refused,
	// naming both. Bump it whenever a change makes a tick compute
	// something else.
	Rules int
}

func (r RecordOptions) part(s *settings) { s.rec = r }
