package bounce

import (
	"fmt"
	"strconv"

	"tickbox/sim/tape"
)

// TapeEvery is the ticks between the fingerprints of a world's recording:
// one second at the default 60 Hz, 8 bytes a second, which names the
// second a desync began in (tape.Player.Locate finds the tick).
const TapeEvery = 60

// tapeGame is the game name a recording of a world of model m carries,
// and its rules version is m's physics version: a recording of another
// model or physics is refused, never played as a desync.
func tapeGame(m Model) string { return "tickbox " + m.String() }

// TapeHeader is the header a recording of a world with config c starts
// with.
func TapeHeader(c Config) tape.Header {
	return tape.Header{Game: tapeGame(c.Model), Rules: c.Model.Version(), Rate: c.Rate, Every: TapeEvery}
}

// Taped is a world as a recording of it sees it: a tape.State whose
// fingerprint is the world's started from the hash of the config the
// recording began with (fingerprintFrom), as the replays before tapes
// sealed theirs, so that one of those converts to a tape exactly (see
// package oldtape). Its SetRate follows a recording's rate changes (tape.Rated).
type Taped struct {
	*World
	basis uint64
}

// NewTaped returns w as a recording that begins now sees it.
func NewTaped(w *World) Taped { return Taped{w, w.Config.hash()} }

// Fingerprint is the world's, started from the recording's config hash.
func (t Taped) Fingerprint() uint64 { return t.fingerprintFrom(t.basis) }

// SetRate sets the world's tick rate; a recording holds only rates the
// scheduler takes (the decoder checks them).
func (t Taped) SetRate(hz int) { _ = t.World.SetRate(hz) }

// SwapFusion makes the world round its multiply-adds the other way (a
// strict world as GCC's contraction does, any other strictly), so that
// tape.Player.Locate can name a tick whose result depends on it.
func (t Taped) SwapFusion() {
	if t.Config.Build == Strict {
		t.Config.Build = GCC
	} else {
		t.Config.Build = Strict
	}
}

// Play returns a player of r and the world it plays into, in the state r
// starts from. It refuses a recording of no world of this package's, of
// other physics than this build computes (a *VersionError), and one whose
// start state no session can reach.
func Play(r *tape.Recording) (*tape.Player[Input], Taped, error) {
	m, ok := tapeModel(r.Game)
	if !ok {
		return nil, Taped{}, fmt.Errorf("a recording of %q, not of a Tickbox world (%q or %q)", r.Game, tapeGame(SandboxModel), tapeGame(Lesson))
	}
	if r.Rules != m.Version() {
		return nil, Taped{}, &VersionError{Model: m, Have: r.Rules, Want: m.Version()}
	}
	w, err := Unmarshal(r.State)
	if err != nil {
		return nil, Taped{}, fmt.Errorf("start state: %w", err)
	}
	if w.Config.Model != m || w.Config.Rate != r.Rate {
		return nil, Taped{}, fmt.Errorf("start state: a %v world at %d Hz, the header says %v at %d Hz", w.Config.Model, w.Config.Rate, m, r.Rate)
	}
	if err := w.reachable(); err != nil {
		return nil, Taped{}, fmt.Errorf("start state: %w: no session plays a world to this, so none can be replayed from it", err)
	}
	t := NewTaped(w)
	p, err := tape.NewPlayer[Input](r, r.Game, r.Rules, t)
	if err != nil {
		return nil, Taped{}, err
	}
	return p, t, nil
}

// tapeModel returns the model whose recordings are named game.
func tapeModel(game string) (Model, bool) {
	for _, m := range []Model{SandboxModel, Lesson} {
		if tapeGame(m) == game {
			return m, true
		}
	}
	return 0, false
}

// TapeAbout describes the world a recording starts from, as a tape's dump
// shows it (replay -dump's about lines).
func TapeAbout(w *World) []string {
	c := &w.Config
	g := func(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }
	start := fmt.Sprintf("start        a saved world at tick %d", w.Tick)
	if fresh, err := New(*c); err == nil && w.Tick == 0 && fresh.Fingerprint() == w.Fingerprint() {
		start = "start        a fresh world, tick 0"
	}
	return []string{
		fmt.Sprintf("world        %v physics version %d, %d Hz, %d balls, seed %d, build %v", c.Model, c.Version, c.Rate, c.Balls, c.Seed, c.Build),
		fmt.Sprintf("box          %s × %s m, bumper at (%s, %s) m radius %s m, ball radius %s m",
			g(c.Width), g(c.Height), g(c.BumperX), g(c.BumperY), g(c.BumperRadius), g(c.BallRadius)),
		fmt.Sprintf("physics      gravity %s m/s², restitution %s, jump speed %s m/s", g(c.Gravity), g(c.Restitution), g(c.JumpSpeed)),
		start,
	}
}
