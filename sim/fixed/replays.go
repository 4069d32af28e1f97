package fixed

import (
	"errors"
	"fmt"
	"reflect"

	"tickbox/sim/disk"
	"tickbox/sim/instrument"
	"tickbox/sim/loop"
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

// BadTick is the first tick a replay found wrong, and why: tape.BadTick.
type BadTick = tape.BadTick

// Mismatch is a fingerprint a replay found different: tape.Mismatch.
type Mismatch = tape.Mismatch

// Replay is what the loop's recording, playback and synctest have done so
// far, for a game or the dev layer to show.
type Replay struct {
	Recording string // the file being recorded; "" when none
	Recorded  int64  // the ticks recorded in it

	Playing       string // the recording playing back, or played; "" when none
	Played, Total int64  // its ticks played, of its ticks
	Checked       int    // the fingerprints compared
	Done          bool   // it has played to its end (and the loop paused there)
	Differs       bool   // a fingerprint differed: First is the first that did
	First         Mismatch
	Bad           BadTick // once Done with Differs: the first tick that differs, and why

	SyncTest bool  // every tick is stepped twice
	SyncBad  bool  // a tick was not reproducible
	SyncTick int64 // the first such tick
}

// recording is a recording in progress and the file it is for.
type recording[I any] struct {
	path string
	rec  *tape.Recorder[I]
}

// header returns the header of a recording of the game.
func (l *Loop[I]) header() tape.Header {
	every := l.opts.Every
	if every == 0 {
		every = 1
	}
	return tape.Header{Game: l.opts.Name, Rules: l.opts.Rules, Rate: l.loop.Scheduler().Rate(), Every: every}
}

// replayable returns the game as a tape sees it, or an error naming what
// it lacks for what asked.
func (l *Loop[I]) replayable(what string) (tape.State[I], error) {
	if s, ok := any(l.game).(tape.State[I]); ok {
		if l.opts.Name == "" {
			return nil, fmt.Errorf("fixed: %s needs Options.Name, the game's name in its recordings", what)
		}
		return l.ticked.wrap(s), nil
	}
	var missing []string
	t := reflect.TypeOf(l.game)
	for _, m := range []string{"Fingerprint", "MarshalBinary", "UnmarshalBinary"} {
		if _, ok := t.MethodByName(m); !ok {
			missing = append(missing, m)
		}
	}
	return nil, fmt.Errorf("fixed: %s needs a game that is Replayable: %v has no %v", what, t, missing)
}

// startTapes starts what the options ask of recordings.
func (l *Loop[I]) startTapes(o Options) error {
	if o.Record != "" && o.Replay != "" {
		return errors.New("fixed: Options.Record and Options.Replay together: a replay is checked, not recorded again")
	}
	if o.Every < 0 || o.Every > tape.MaxEvery {
		return fmt.Errorf("fixed: Options.Every %d: must be 0 (1) to %d", o.Every, tape.MaxEvery)
	}
	if o.SyncTest {
		s, err := l.replayable("Options.SyncTest")
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
			return fileError{fmt.Errorf("fixed: Options.Record %w", err)}
		}
		return l.Record(o.Record)
	}
	return nil
}

// Record starts recording the game, as it is now, into path, which is
// written when the recording stops (StopRecording, Close). A recording
// in progress is stopped and saved first. It returns an error if the game
// is not Replayable or has no Name, or a replay is playing back.
func (l *Loop[I]) Record(path string) error {
	s, err := l.replayable("recording")
	if err != nil {
		return err
	}
	if l.ticked.play != nil {
		return errors.New("fixed: cannot record while a recording plays back")
	}
	if _, err := l.StopRecording(); err != nil {
		return err
	}
	rec, err := tape.NewRecorder(l.header(), l.loop.Tick(), s)
	if err != nil {
		return fmt.Errorf("fixed: %w", err)
	}
	l.ticked.state, l.ticked.rec = s, rec
	l.recording = recording[I]{path: path, rec: rec}
	return nil
}

// StopRecording stops the recording in progress and saves it, returning
// its path ("" if there was none) and what saving returned.
func (l *Loop[I]) StopRecording() (string, error) {
	r := l.recording
	if r.rec == nil {
		return "", nil
	}
	l.recording, l.ticked.rec = recording[I]{}, nil
	if err := r.rec.Recording().Save(r.path); err != nil {
		return r.path, fmt.Errorf("fixed: %w", err)
	}
	fmt.Fprintf(l.log, "fixed: recorded %d ticks into %q\n", r.rec.Ticks(), r.path)
	return r.path, nil
}

// startPlayback loads the recording at path and plays it from its start
// state, at its rate, instead of the live input.
func (l *Loop[I]) startPlayback(path string) error {
	s, err := l.replayable("Options.Replay")
	if err != nil {
		return err
	}
	r, err := tape.Load(path)
	if err != nil {
		return fileError{fmt.Errorf("fixed: Options.Replay %w", err)}
	}
	p, err := tape.NewPlayer(r, l.opts.Name, l.opts.Rules, s)
	if err != nil {
		return fileError{fmt.Errorf("fixed: Options.Replay %q: %w", path, err)}
	}
	if err := l.loop.Scheduler().SetRate(r.Rate); err != nil {
		return fileError{fmt.Errorf("fixed: Options.Replay %q: %w", path, err)}
	}
	l.ticked.setRate(r.Rate)
	l.ticked.state, l.ticked.play, l.playing = s, p, path
	l.loop.SetTick(r.Start)
	l.loop.StopAt(r.Final)
	if r.Final == r.Start {
		l.endPlayback()
	}
	return nil
}

// endPlayback ends a playback at its final tick: the loop pauses there and
// goes on live (with the player's input from then on) when resumed; the
// verdict goes to the log, with the first tick that differs if one did.
func (l *Loop[I]) endPlayback() {
	t := l.ticked
	p := t.play
	t.play = nil
	t.latch.Reset()
	l.loop.StopAt(loop.Never)
	l.SetPaused(true)
	l.bad = nil
	if err := p.Err(); err != nil { // a tick took the zero input: the file, not the game
		fmt.Fprintf(l.log, "fixed: replay %s: %v\n", l.playing, err)
	}
	m, differs := p.Mismatch()
	if !differs {
		fmt.Fprintf(l.log, "fixed: replay %s: %d ticks, %d fingerprints matched\n", l.playing, p.Played(), p.Checked())
		l.done = p
		return
	}
	bad, err := p.Locate(t.state)
	if err != nil {
		fmt.Fprintf(l.log, "fixed: replay %s: %v; locating it: %v\n", l.playing, m, err)
		l.done = p
		return
	}
	l.bad, l.done = &bad, p
	if !bad.Cause.InFile() {
		l.loop.SetTick(bad.Tick + 1) // Locate left the game there
	}
	fmt.Fprintf(l.log, "fixed: replay %s: %v; the first bad tick is %d: %v\n", l.playing, m, bad.Tick, bad.Cause)
}

// Replay returns what the recording, the playback and the synctest have
// done so far.
func (l *Loop[I]) Replay() Replay {
	var r Replay
	if rec := l.recording.rec; rec != nil {
		r.Recording, r.Recorded = l.recording.path, rec.Ticks()
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
	}
	if s := l.ticked.sync; s != nil {
		r.SyncTest = true
		r.SyncTick, r.SyncBad = s.FirstBad()
	}
	return r
}

// ReplayStatus returns what Replay does as the sandbox's overlay shows
// its own replays, for a dev layer to draw.
func (l *Loop[I]) ReplayStatus() instrument.ReplayStatus {
	r := l.Replay()
	st := instrument.ReplayStatus{Recording: r.Recording != "", Recorded: r.Recorded}
	if r.Playing == "" {
		return st
	}
	st.Play, st.Played, st.Total, st.Checked = instrument.Playing, r.Played, r.Total, r.Checked
	if r.Done {
		st.Play = instrument.Played
	}
	if r.Differs {
		st.Desync, st.BadFrom, st.BadTo = true, r.First.From, r.First.Tick-1
		if l.bad != nil {
			st.BadFrom, st.BadTo = l.bad.Tick, l.bad.Tick
		}
	}
	return st
}
