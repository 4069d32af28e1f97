package tape

import "fmt"

// Player plays a recording back into a game's state, tick by tick, and
// checks the state against each fingerprint as its tick passes. It does
// not care how ticks are grouped into frames, so it plays under any frame
// rate, hitch or time scale. A Player is not safe for concurrent use.
type Player[I any] struct {
	rec      *Recording
	head     uint64
	codec    *codec[I]
	inputs   Inputs // the inputs taken or skipped, which the next is against
	event    int    // the next event to take
	tick     int64  // the ticks run as last seen
	checked  int    // fingerprints compared
	mismatch *Mismatch
	// matched counts the fingerprints compared after the first mismatch,
	// all of which matched; -1 once one did not.
	matched int
	err     error // the first input that did not decode
}

// Mismatch is a fingerprint that differs from the recorded one: the state
// went wrong in ticks From to Tick-1.
type Mismatch struct {
	Tick     int64  // the ticks run at the fingerprint
	From     int64  // the first tick since the last fingerprint that matched
	Recorded uint64 // sealed, as the file holds it
	Played   uint64 // sealed, as the state gives it
}

func (m Mismatch) String() string {
	switch {
	case m.Tick <= m.From: // the zero Mismatch: none found
		return "clean: no tick differs"
	case m.From == m.Tick-1:
		return fmt.Sprintf("tick %d differs: after it the state seals to %s, the recording says %s", m.From, Format(m.Played), Format(m.Recorded))
	}
	return fmt.Sprintf("ticks %d to %d differ: after them the state seals to %s, the recording says %s", m.From, m.Tick-1, Format(m.Played), Format(m.Recorded))
}

// NewPlayer returns a Player of r into s, restoring s to the state r
// starts from. It refuses, naming both, a recording of another game
// than game or of other rules than rules; a recording with an input that
// does not decode as an I, naming the event (a damaged recording, not a
// game that computes otherwise); and one whose state s cannot restore.
func NewPlayer[I any](r *Recording, game string, rules int, s State[I]) (*Player[I], error) {
	switch {
	case r.Game != game:
		return nil, fmt.Errorf("tape: a recording of %q, not of %q", r.Game, game)
	case r.Rules != rules:
		return nil, fmt.Errorf("tape: a recording of %s rules version %d; this build plays version %d: its ticks would compute another game", game, r.Rules, rules)
	}
	c, err := newCodec[I]()
	if err != nil {
		return nil, err
	}
	if err := checkInputs(r, c); err != nil {
		return nil, err
	}
	if err := s.UnmarshalBinary(r.State); err != nil {
		return nil, fmt.Errorf("tape: restoring the start state: %w", err)
	}
	return &Player[I]{rec: r, head: r.headHash(), codec: c, tick: r.Start}, nil
}

// checkInputs decodes every input of r, and names the first that does not
// decode: a recording the game could not have written, since the recorder
// stores only what its inputs encode.
func checkInputs[I any](r *Recording, c *codec[I]) error {
	var x Inputs
	for i, e := range r.Events {
		if e.Rate != 0 {
			continue
		}
		b, err := x.Next(e)
		if err == nil {
			_, err = c.decode(b)
		}
		if err != nil {
			return fmt.Errorf("tape: event %d (%v) does not decode, the recording is damaged: %w", i, e, err)
		}
	}
	return nil
}

// Recording returns the recording played.
func (p *Player[I]) Recording() *Recording { return p.rec }

// Take returns the input of tick, the tick about to run: the zero input
// if the recording has none for it. It is a loop.Inputs.
func (p *Player[I]) Take(tick int64) I {
	var in I
	for events := p.rec.Events; p.event < len(events) && events[p.event].Tick <= tick; p.event++ {
		e := events[p.event]
		if e.Rate != 0 {
			continue
		}
		// An input of a tick skipped (the state moved on without the
		// player) is read all the same: the inputs after are written
		// against it.
		b, err := p.inputs.Next(e)
		if err == nil && e.Tick == tick {
			in, err = p.codec.decode(b)
		}
		if err != nil {
			in = *new(I) // as Err says: not what a failed decoder left half-done
			if p.err == nil {
				p.err = fmt.Errorf("tick %d: %w", tick, err)
			}
		}
	}
	return in
}

// Rate returns the tick rate the recording changes to at tick, the tick
// about to run, if it does: call it before Take, and set the rate before
// the tick runs.
func (p *Player[I]) Rate(tick int64) (hz int, ok bool) {
	events := p.rec.Events
	for i := p.event; i < len(events) && events[i].Tick <= tick; i++ {
		if events[i].Tick == tick && events[i].Rate != 0 {
			return events[i].Rate, true
		}
	}
	return 0, false
}

// Check compares s, now that tick ticks have run, with the recording's
// fingerprint of that tick, if it has one: the checkpoint, and at the
// final tick the final fingerprint too (both when the final tick is a
// checkpoint's, as package replay does). The first mismatch is kept;
// later ones are counted.
func (p *Player[I]) Check(tick int64, s State[I]) {
	p.tick = tick
	recorded, n := p.recorded(tick)
	if n == 0 {
		return
	}
	got := seal(p.head, s.Fingerprint())
	for _, want := range recorded[:n] {
		p.compare(tick, got, want)
	}
}

// compare counts one fingerprint compared at tick, and keeps the first
// that differs.
func (p *Player[I]) compare(tick int64, got, want uint64) {
	p.checked++
	switch {
	case p.mismatch != nil && got != want:
		p.matched = -1
	case p.mismatch != nil && p.matched >= 0:
		p.matched++
	case got != want: // the first
		from := max(p.rec.Start, tick-int64(p.rec.Every))
		p.mismatch = &Mismatch{Tick: tick, From: from, Recorded: want, Played: got}
	}
}

// recorded returns the fingerprints the recording holds for tick: the
// checkpoint of the tick, if it has one, then the final fingerprint at the
// final tick.
func (p *Player[I]) recorded(tick int64) (prints [2]uint64, n int) {
	r := p.rec
	d := tick - r.Start
	if d > 0 && d%int64(r.Every) == 0 && d/int64(r.Every) <= int64(len(r.Prints)) {
		prints[n], n = r.Prints[d/int64(r.Every)-1], n+1
	}
	if tick == r.Final {
		prints[n], n = r.Last, n+1
	}
	return prints, n
}

// Done reports whether tick ticks reach the end of the recording.
func (p *Player[I]) Done(tick int64) bool { return tick >= p.rec.Final }

// Played returns how many ticks of the recording have been played.
func (p *Player[I]) Played() int64 { return p.tick - p.rec.Start }

// total returns how many ticks the recording holds.
func (p *Player[I]) total() int64 { return p.rec.Final - p.rec.Start }

// Checked returns how many fingerprints have been compared, the final one
// included.
func (p *Player[I]) Checked() int { return p.checked }

// Mismatch returns the first fingerprint that differed, if any.
func (p *Player[I]) Mismatch() (Mismatch, bool) {
	if p.mismatch == nil {
		return Mismatch{}, false
	}
	return *p.mismatch, true
}

// Err returns the first input that did not decode, naming its tick: the
// tick took the zero input instead. NewPlayer refuses a recording with
// such an input, so Err is nil but for an input type whose decoding
// fails where it once succeeded.
func (p *Player[I]) Err() error { return p.err }
