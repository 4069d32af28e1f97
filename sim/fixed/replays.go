package fixed

import (
	"errors"
	"fmt"
	"reflect"

	"tickbox/sim/disk"
	"tickbox/sim/tape"
)

// ErrFile is what an error of [New] matches (errors.Is) when a file the
// Options name cannot be used: a replay that is missing, does not decode
// or is of another game, a recording's file that cannot be written. A
// command exits 1 on it, and 2 on the other errors of Options, which are
// usage errors.
var ErrFile = errors.New("fixed: a file cannot be used")

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
	First         tape.Mismatch
	Bad           tape.BadTick // once Done with Differs: the first tick that differs, and why
	// Named says Bad names the first tick that differs, as an overlay
	// shows it: once found, but for a Taper only with a known cause; with
	// none, Locate could not narrow the window the checkpoints allow
	// (First.From to First.Tick-1), which the overlay shows instead.
	Named bool

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
	Tape() (tape.Header, tape.State[I])
	// Scratch returns a state of the game apart from it, in which a
	// playback of r names its first bad tick (tape.Player.Locate) while
	// it goes on, playing r again up to tick upTo; an error if that would
	// take too long, and the playback names none.
	Scratch(r *tape.Recording, upTo int64) (tape.State[I], error)
}

// DefaultEvery is the ticks between a recording's fingerprints when
// RecordOptions.Every is 0: one a second at 60 Hz. A fingerprint is 8 bytes,
// and an idle tick of input 1 (fixed.Devices), so with one every tick an
// hour idle would record 1.9 MB, 1.7 MB of it fingerprints; with this,
// 245 KB.
const DefaultEvery = 60

// header returns the header of a recording of the game.
func (l *Loop[I]) header() tape.Header {
	every := l.opts.rec.Every
	if every == 0 {
		every = DefaultEvery
	}
	return tape.Header{Game: l.opts.Name, Rules: l.opts.rec.Rules, Rate: l.loop.Scheduler().Rate(), Every: every}
}

// replayable returns the header of a recording of the game and the game
// as a tape sees it, or an error naming what it lacks for what asked.
func (l *Loop[I]) replayable(what string) (tape.Header, tape.State[I], error) {
	if g, ok := any(l.game).(Taper[I]); ok {
		h, s := g.Tape()
		return h, l.ticked.wrap(s), nil
	}
	if s, ok := any(l.game).(tape.State[I]); ok {
		if l.opts.Name == "" {
			return tape.Header{}, nil, fmt.Errorf("fixed: %s needs Options.Name, the game's name in its recordings", what)
		}
		return l.header(), l.ticked.wrap(s), nil
	}
	var missing []string
	t := reflect.TypeOf(l.game)
	for _, m := range []string{"Fingerprint", "MarshalBinary", "UnmarshalBinary"} {
		if _, ok := t.MethodByName(m); !ok {
			missing = append(missing, m)
		}
	}
	return tape.Header{}, nil, fmt.Errorf("fixed: %s needs a game that is Replayable: %v has no %v", what, t, missing)
}

// startTapes starts what the options ask of recordings.
func (l *Loop[I]) startTapes(o RecordOptions) error {
	if o.Record != "" && o.Replay != "" {
		return errors.New("fixed: RecordOptions.Record and RecordOptions.Replay together: a replay is checked, not recorded again")
	}
	if o.Every < 0 || o.Every > tape.MaxEvery {
		return fmt.Errorf("fixed: RecordOptions.Every %d: must be 0 (%d) to %d", o.Every, DefaultEvery, tape.MaxEvery)
	}
	if o.SyncTest {
		_, s, err := l.replayable("RecordOptions.SyncTest")
		if err != nil {
			return err
		}
		l.ticked.state, l.ticked.sync = s, &tape.SyncTest[I]{}
	}
	if o.Replay != "" {
		return l.startPlayback(o.Replay)
	}
	if o.Record != "" {
		if err := disk.Check(o.Record); err != nil {
			return fileError{fmt.Errorf("fixed: RecordOptions.Record %w", err)}
		}
		return l.Tape().Record(o.Record)
	}
	return nil
}

// startPlayback loads the recording at path and plays it.
func (l *Loop[I]) startPlayback(path string) error {
	r, err := tape.Load(path)
	if err != nil {
		return fileError{fmt.Errorf("fixed: RecordOptions.Replay %w", err)}
	}
	if err := l.Tape().Play(r); err != nil {
		return fileError{fmt.Errorf("fixed: RecordOptions.Replay %q: %w", path, err)}
	}
	l.playing = path
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
// r's start. It returns an error if r is of another game or rules, or its
// state cannot be restored.
func (tp Tape[I]) Play(r *tape.Recording) error {
	l := tp.l
	h, s, err := l.replayable("a playback")
	if err != nil {
		return err
	}
	if rec := l.recording; rec != nil {
		defer l.restartRecording(rec)() // stops it now, starts it again at the end
	}
	p, err := tape.NewPlayer(r, h.Game, h.Rules, s)
	if err != nil {
		return err
	}
	if err := l.loop.Scheduler().SetRate(r.Rate); err != nil {
		return err
	}
	l.ticked.setRate(r.Rate)
	l.ticked.state, l.ticked.play, l.playing = s, p, "a recording" // in memory: see startPlayback
	l.done, l.bad, l.located, l.told = nil, nil, false, false
	l.loop.SetTick(r.Start)
	l.loop.StopAt(r.Final)
	if r.Final == r.Start {
		l.endPlayback()
	}
	return nil
}

// followPlayback tells, after a frame's ticks, what the playback found:
// the first mismatch, once, and, for a Taper, the first bad tick.
func (l *Loop[I]) followPlayback(p *tape.Player[I]) {
	m, differs := p.Mismatch()
	if !differs || l.located {
		return
	}
	if !l.told {
		l.told = true
		l.warn(fmt.Sprintf("replay DESYNC: %v", m))
	}
	if p.Played()+p.Recording().Start >= m.Tick+int64(p.Recording().Every) {
		l.locate(p, m)
	}
}

// locate names the playback's first bad tick while it goes on, in the
// scratch state of a Taper: once the fingerprint after the mismatch was
// compared, or at the end. It waits for that one: if it matches again,
// the game played right and the recorded fingerprint is what is wrong,
// which Locate can tell only then.
func (l *Loop[I]) locate(p *tape.Player[I], m tape.Mismatch) {
	g, ok := any(l.game).(Taper[I])
	if !ok || l.located {
		return
	}
	l.located = true
	scratch, err := g.Scratch(p.Recording(), m.Tick)
	if err != nil {
		return
	}
	bad, err := p.Locate(scratch)
	if err != nil {
		return
	}
	l.bad = &bad // Replay names it whatever the cause: a headless verifier reports it
	if bad.Cause != tape.CauseUnknown {
		l.warn(fmt.Sprintf("replay DESYNC: the first bad tick is %d: %v", bad.Tick, bad.Cause))
	}
}

// endPlayback ends a playback at its final tick: the loop pauses there and
// goes on live (with the player's input from then on) when resumed; the
// verdict goes to the log, with the first tick that differs if one did.
func (l *Loop[I]) endPlayback() {
	t := l.ticked
	p := t.play
	t.play = nil
	t.latch.Reset()
	l.loop.StopAt(Never)
	l.SetPaused(true)
	l.done = p
	if err := p.Err(); err != nil { // a tick took the zero input: the file, not the game
		fmt.Fprintf(l.log, "fixed: replay %s: %v\n", l.playing, err)
	}
	m, differs := p.Mismatch()
	if !differs {
		fmt.Fprintf(l.log, "fixed: replay %s: %d ticks, %d fingerprints matched\n", l.playing, p.Played(), p.Checked())
		return
	}
	if _, ok := any(l.game).(Taper[I]); ok {
		l.locate(p, m)
		return
	}
	bad, err := p.Locate(t.state)
	if err != nil {
		fmt.Fprintf(l.log, "fixed: replay %s: %v; locating it: %v\n", l.playing, m, err)
		return
	}
	l.bad = &bad
	if !bad.Cause.InFile() {
		l.loop.SetTick(bad.Tick + 1) // Locate left the game there
	}
	fmt.Fprintf(l.log, "fixed: replay %s: %v; the first bad tick is %d: %v\n", l.playing, m, bad.Tick, bad.Cause)
}

// ForgetReplay forgets a playback that has ended: Replay reports none
// from then on. A game that shows a playback's verdict until the player
// goes on live calls it then. It does nothing while a playback plays.
func (tp Tape[I]) ForgetReplay() {
	l := tp.l
	if l.ticked.play == nil {
		l.done, l.bad, l.playing = nil, nil, ""
	}
}

// Replay returns what the recording, the playback and the synctest have
// done so far.
func (tp Tape[I]) Replay() Replay {
	l := tp.l
	var r Replay
	if rec := l.recording; rec != nil {
		r.Recording, r.Recorded = rec.path, rec.rec.Ticks()
	}
	p := l.ticked.play
	if p == nil {
		p = l.done
	}
	if p != nil {
		r.Playing, r.Played, r.Total, r.Checked = l.playing, p.Played(), p.Total(), p.Checked()
		r.Done = l.ticked.play == nil
		r.First, r.Differs = p.Mismatch()
		if l.bad != nil {
			r.Bad = *l.bad
		}
		r.Named = l.named()
	}
	if s := l.ticked.sync; s != nil {
		r.SyncTest = true
		r.SyncTick, r.SyncBad = s.FirstBad()
	}
	return r
}

// named reports whether the overlay names the first bad tick: once found,
// but for a Taper only with a known cause; with none, Locate could not
// narrow the window the checkpoints allow, which the overlay shows instead.
func (l *Loop[I]) named() bool {
	if l.bad == nil {
		return false
	}
	_, taper := any(l.game).(Taper[I])
	return !taper || l.bad.Cause != tape.CauseUnknown
}
