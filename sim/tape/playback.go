package tape

import (
	"cmp"
	"errors"
	"fmt"
	"reflect"

	"tickbox/sim/fixed"
)

// ErrFile is what an error of [Attach] matches (errors.Is) when a file the
// Options name cannot be used: a replay that is missing, does not decode
// or is of another game, a recording's file that cannot be written. A
// command exits 1 on it, and 2 on the other errors of Options, which are
// usage errors.
var ErrFile = errors.New("tape: a file cannot be used")

// fileError is an error about a file the Options name: it matches ErrFile.
type fileError struct{ err error }

func (e fileError) Error() string        { return e.err.Error() }
func (e fileError) Unwrap() error        { return e.err }
func (e fileError) Is(target error) bool { return target == ErrFile }

// Replay is what the loop's recording, playback and synctest have done so
// far, for a game or the dev layer to show.
type Replay struct {
	Recording string // the file being recorded; "" when none
	Recorded  int64  // the ticks recorded in it

	Playing       string // the file playing back, or played ("a recording" for one Play was given); "" when none
	Played, Total int64  // its ticks played, of its ticks
	Checked       int    // the fingerprints compared
	Done          bool   // it has played to its end (and the loop paused there)
	Differs       bool   // a fingerprint differed: First is the first that did
	First         Mismatch
	Bad           BadTick // once Done with Differs: the first tick that differs, and why
	// BadFrom and BadTo are where the first tick that differs lies, once
	// Differs: from the last fingerprint that matched to the first that
	// did not, or the one tick once named (for a Taper, with a known
	// cause; without, the window the fingerprints allow).
	BadFrom, BadTo int64

	SyncTest bool  // every tick is stepped twice
	SyncBad  bool  // a tick was not reproducible
	SyncTick int64 // the first such tick
}

// Taper is a game whose recordings carry a header and a view of it that
// the game makes as each starts, in place of Options' Name, Rules and
// Every and of its own fingerprint and snapshot: for a game whose name
// and fingerprint depend on the world it holds (the sandbox's worlds).
type Taper[I any] interface {
	// Tape returns the header of a recording of the game starting now,
	// and the game as that recording sees it.
	Tape() (Header, State[I])
	// Scratch returns a state of the game apart from it, in which a
	// playback of r names its first bad tick (tape.Player.Locate) while
	// it goes on, playing r again up to tick upTo; an error if that would
	// take too long, and the playback names none.
	Scratch(r *Recording, upTo int64) (State[I], error)
}

// defaultEvery is the ticks between a recording's fingerprints when
// Options.Every is 0: one a second at 60 Hz. A fingerprint is 8 bytes,
// and an idle tick of input 1 (fixed.Devices), so with one every tick an
// hour idle would record 1.9 MB, 1.7 MB of it fingerprints; with this,
// 245 KB.
const defaultEvery = 60

// replayable returns the header of a recording of the game and the game
// as a tape sees it, or an error naming what it lacks for what asked.
func (t *Tape[I]) replayable(what string) (Header, State[I], error) {
	if g, ok := any(t.game).(Taper[I]); ok {
		h, s := g.Tape()
		return h, t.wrap(s), nil
	}
	if s, ok := any(t.game).(State[I]); ok {
		if t.opts.Name == "" {
			return Header{}, nil, fmt.Errorf("tape: %s needs Options.Name, the game's name in its recordings", what)
		}
		h := Header{Game: t.opts.Name, Rules: t.opts.Rules, Rate: t.loop.Scheduler().Rate(), Every: cmp.Or(t.opts.Every, defaultEvery)}
		return h, t.wrap(s), nil
	}
	var missing []string
	ty := reflect.TypeOf(t.game)
	for _, m := range []string{"Fingerprint", "MarshalBinary", "UnmarshalBinary"} {
		if _, ok := ty.MethodByName(m); !ok {
			missing = append(missing, m)
		}
	}
	return Header{}, nil, fmt.Errorf("tape: %s needs a game that is a tape.State: %v has no %v", what, ty, missing)
}

// reported is a game's state as a tape sees it, for a game that reports
// (fixed.Reporter): every Step a tape runs (the synctest's two, a
// replay's re-steps) starts from a reset report.
type reported[I any] struct {
	State[I]
	rep fixed.Reporter
}

func (r reported[I]) Step(in I) {
	r.rep.ResetEvents()
	r.State.Step(in)
}

// wrap returns s as the tapes step it: reporting afresh at every Step if
// the game reports.
func (t *Tape[I]) wrap(s State[I]) State[I] {
	if t.rep == nil {
		return s
	}
	return reported[I]{State: s, rep: t.rep}
}

// startPlayback loads the recording at path and plays it.
func (t *Tape[I]) startPlayback(path string) error {
	r, err := Load(path)
	if err != nil {
		return fileError{fmt.Errorf("tape: Options.Replay %w", err)}
	}
	if err := t.Play(r); err != nil {
		return fileError{fmt.Errorf("tape: Options.Replay %q: %w", path, err)}
	}
	t.playing = path
	return nil
}

// Play plays r from its start state, at its rate, instead of the live
// input: the game is restored to r's start, and the loop goes on from
// r's first tick. Ticks, not frames, carry the input, so any frames play
// the same game; r's fingerprints are checked as their ticks pass. At r's
// last tick the loop stops (no tick runs past it, whatever a frame owes)
// and pauses; resumed, it goes on live from there. A recording in
// progress goes on through the playback, recording what r plays: it is
// saved before the game jumps to r's start and goes on in a file of its
// own, as after StartOver, or, if it holds no tick yet, starts again from
// r's start. It returns an error if r is of another game or rules, its
// rate is not the game's and the game does not follow the rate, or its
// state cannot be restored.
func (t *Tape[I]) Play(r *Recording) error {
	h, s, err := t.replayable("a playback")
	if err != nil {
		return err
	}
	if rec := t.recording; rec != nil {
		defer t.restartRecording(rec)() // stops it now, starts it again at the end
	}
	p, err := NewPlayer(r, h.Game, h.Rules, s)
	if err != nil {
		return err
	}
	t.play = nil // a playback before this one sets no rate now
	if err := t.loop.SetRate(r.Rate); err != nil {
		return err
	}
	t.state, t.play, t.playing = s, p, "a recording" // in memory: see startPlayback
	t.last, t.bad, t.located, t.told = p, nil, false, false
	t.rehook()
	t.loop.SetTick(r.Start)
	t.loop.StopAt(r.Final)
	if r.Final == r.Start {
		t.endPlayback()
	}
	return nil
}

// followPlayback tells, after a frame's ticks, what the playback found:
// the first mismatch, once, and, for a Taper, the first bad tick.
func (t *Tape[I]) followPlayback(p *Player[I]) {
	m, differs := p.Mismatch()
	if !differs || t.located {
		return
	}
	if !t.told {
		t.told = true
		t.warn(fmt.Sprintf("replay DESYNC: %v", m))
	}
	if p.Played()+p.Recording().Start >= m.Tick+int64(p.Recording().Every) {
		t.locate(p, m)
	}
}

// locate names the playback's first bad tick while it goes on, in the
// scratch state of a Taper: once the fingerprint after the mismatch was
// compared, or at the end. It waits for that one: if it matches again,
// the game played right and the recorded fingerprint is what is wrong,
// which Locate can tell only then.
func (t *Tape[I]) locate(p *Player[I], m Mismatch) {
	g, ok := any(t.game).(Taper[I])
	if !ok || t.located {
		return
	}
	t.located = true
	scratch, err := g.Scratch(p.Recording(), m.Tick)
	if err != nil {
		return
	}
	bad, err := p.Locate(scratch)
	if err != nil {
		return
	}
	t.bad = &bad // Replay names it whatever the cause: a headless verifier reports it
	if bad.Cause != CauseUnknown {
		t.warn(fmt.Sprintf("replay DESYNC: the first bad tick is %d: %v", bad.Tick, bad.Cause))
	}
}

// endPlayback ends a playback at its final tick: the loop pauses there and
// goes on live (with the player's input from then on) when resumed; the
// verdict goes to the log, with the first tick that differs if one did.
func (t *Tape[I]) endPlayback() {
	p := t.play
	t.play = nil
	t.rehook()
	t.loop.StopAt(fixed.Never)
	t.loop.SetPaused(true)
	if err := p.Err(); err != nil { // a tick took the zero input: the file, not the game
		fmt.Fprintf(t.log, "tape: replay %s: %v\n", t.playing, err)
	}
	m, differs := p.Mismatch()
	if !differs {
		fmt.Fprintf(t.log, "tape: replay %s: %d ticks, %d fingerprints matched\n", t.playing, p.Played(), p.Checked())
		return
	}
	if _, ok := any(t.game).(Taper[I]); ok {
		t.locate(p, m)
		return
	}
	bad, err := p.Locate(t.state)
	if err != nil {
		fmt.Fprintf(t.log, "tape: replay %s: %v; locating it: %v\n", t.playing, m, err)
		return
	}
	t.bad = &bad
	if !bad.Cause.inFile() {
		t.loop.SetTick(bad.Tick + 1) // Locate left the game there
	}
	fmt.Fprintf(t.log, "tape: replay %s: %v; the first bad tick is %d: %v\n", t.playing, m, bad.Tick, bad.Cause)
}

// ForgetReplay forgets a playback that has ended: Replay reports none
// from then on. A game that shows a playback's verdict until the player
// goes on live calls it then. It does nothing while a playback plays.
func (t *Tape[I]) ForgetReplay() {
	if t.play == nil {
		t.last, t.bad, t.playing = nil, nil, ""
	}
}

// Replay returns what the recording, the playback and the synctest have
// done so far.
func (t *Tape[I]) Replay() Replay {
	var r Replay
	if rec := t.recording; rec != nil {
		r.Recording, r.Recorded = rec.path, rec.rec.Ticks()
	}
	if p := t.last; p != nil {
		r.Playing, r.Played, r.Total, r.Checked = t.playing, p.Played(), p.total(), p.Checked()
		r.Done = t.play == nil
		r.First, r.Differs = p.Mismatch()
		r.BadFrom, r.BadTo = r.First.From, r.First.Tick-1
		if b := t.bad; b != nil {
			r.Bad = *b
			// The tick is named once found, but for a Taper only with a
			// known cause; with none, Locate could not narrow the window
			// the checkpoints allow, which is shown instead.
			if _, taper := any(t.game).(Taper[I]); !taper || b.Cause != CauseUnknown {
				r.BadFrom, r.BadTo = b.Tick, b.Tick
			}
		}
	}
	if s := t.sync; s != nil {
		r.SyncTest = true
		r.SyncTick, r.SyncBad = s.FirstBad()
	}
	return r
}
