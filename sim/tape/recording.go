package tape

import (
	"encoding/binary"
	"fmt"
	"unicode/utf8"

	"tickbox/sim/sched"
)

// formatVersion is the file format version this package writes. It reads
// version 1 too (inputs whole, before deltas), and writes a recording
// read from a file of version 1 in version 1, since its fingerprints are
// sealed with that header.
const formatVersion = 2

// Limits of the format, which Decode holds every file to.
const (
	// maxName bounds the game's name, in bytes.
	maxName = 64
	// MaxEvery bounds the ticks between fingerprints: a minute at 60 Hz.
	MaxEvery = 3600
	// MaxTick bounds the start tick, so that start + MaxSpan fits an int64.
	MaxTick = 1 << 62
	// MaxSpan is the most ticks one recording covers: 2^40, 580 years at
	// 60 Hz.
	MaxSpan = 1 << 40
	// MaxEvents bounds the events of one recording: an input every tick
	// for 19 hours at 60 Hz.
	MaxEvents = 1 << 22
	// MaxInput bounds one input's encoding, in bytes: far more than the
	// keys, buttons and pointers of a tick.
	MaxInput = 1024
	// MaxFileSize bounds what Load reads.
	MaxFileSize = 1 << 30
)

// Header is what a recording says of the game it was made with.
type Header struct {
	// Game names the game; a player refuses a recording of another game.
	Game string
	// Rules is the version of the game's rules: bump it whenever a change
	// makes a tick compute something else, so that a recording of the old
	// rules is refused, naming both versions, instead of reported as a
	// game that went wrong.
	Rules int
	// Rate is the tick rate, in Hz, at the start.
	Rate int
	// Every is the ticks between fingerprints, 1 to MaxEvery: 1 (8 bytes
	// a tick) names the first tick that differs; more makes the file
	// smaller, and a playback names the ticks between two fingerprints,
	// then looks for the first one that is not reproducible ([Locate]).
	Every int
}

// Check returns an error naming the first field that breaks its rule.
func (h *Header) Check() error {
	switch {
	case h.Game == "" || len(h.Game) > maxName || !utf8.ValidString(h.Game):
		return fmt.Errorf("tape: game name %q: must be 1 to %d bytes of UTF-8", h.Game, maxName)
	case h.Rules < 0 || h.Rules > 1<<31-1:
		return fmt.Errorf("tape: rules version %d: must be 0 to %d", h.Rules, 1<<31-1)
	case h.Every < 1 || h.Every > MaxEvery:
		return fmt.Errorf("tape: %d ticks between fingerprints: must be 1 to %d", h.Every, MaxEvery)
	}
	if err := sched.CheckRate(h.Rate); err != nil {
		return fmt.Errorf("tape: %w", err)
	}
	return nil
}

// Recording is a decoded tape: the state the game started in, what
// happened at which tick, and the fingerprints to check on the way.
type Recording struct {
	Header
	// Start and Final are the ticks run when recording began and ended.
	Start, Final int64
	// State is the state at Start, as its MarshalBinary wrote it.
	State []byte
	// Events are the inputs and changes of tick rate, in tick order.
	Events []Event
	// Prints holds the sealed fingerprint after Start + Every·(k+1) ticks
	// at index k: (Final-Start)/Every of them.
	Prints []uint64
	// Last is the sealed fingerprint after Final ticks.
	Last uint64
	// version is the format the file was of, which the header hash
	// covers: 0 for formatVersion.
	version uint16
}

// Version returns the file format version of r: the one of the file it
// was read from, or the one this package writes (2).
func (r *Recording) Version() int {
	if r.version == 0 {
		return formatVersion
	}
	return int(r.version)
}

// Event is what happened at the start of a tick: an input, or a change of
// tick rate (Rate non-zero, Input nil). At one tick a change of rate
// comes first.
type Event struct {
	Tick int64
	// Input is the input's encoding as a delta (AppendDelta) against the
	// input of the input event before (the first: against none), so that
	// a recording holds a few bytes an input in memory as in its file;
	// [Inputs] reads them back whole, and writes them.
	// Nil for a change of rate.
	Input []byte
	Rate  int // the tick rate from this tick on; 0 for an input
}

func (e Event) String() string {
	if e.Rate != 0 {
		return fmt.Sprintf("rate %d Hz at tick %d", e.Rate, e.Tick)
	}
	return fmt.Sprintf("input delta %x at tick %d", e.Input, e.Tick)
}

// before reports whether e must come before f: by tick, and a change of
// rate before an input of the same tick.
func (e Event) before(f Event) bool {
	if e.Tick != f.Tick {
		return e.Tick < f.Tick
	}
	return e.Rate != 0 && f.Rate == 0
}

// PrintTick returns the ticks run at which fingerprint k is taken.
func (r *Recording) PrintTick(k int) int64 { return r.Start + int64(r.Every)*int64(k+1) }

// seal returns the fingerprint the file stores for a state whose own
// fingerprint is fp, under a header whose hash is head.
func seal(head, fp uint64) uint64 {
	var b [16]byte
	binary.LittleEndian.PutUint64(b[:8], head)
	binary.LittleEndian.PutUint64(b[8:], fp)
	return fnv64(b[:])
}

// headHash returns the hash sealed fingerprints start from: FNV-1a 64 of
// the header as encoded, magic to start state.
func (r *Recording) headHash() uint64 { return fnv64(r.AppendHead(nil)) }

// fnv64 is FNV-1a 64 of b.
func fnv64(b []byte) uint64 {
	h := NewFNV()
	h.Bytes(b)
	return h.Sum()
}

// Seal returns the fingerprint the recording stores for a state whose own
// fingerprint is fp: what a converter from another format writes.
func (r *Recording) Seal(fp uint64) uint64 { return seal(r.headHash(), fp) }
