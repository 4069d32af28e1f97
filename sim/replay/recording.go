package replay

import (
	"fmt"

	"tickbox/sim"
)

// Version is the file format version this package writes and reads. Format
// 1 had no physics version: its files were recorded with sandbox physics
// version 1, and are refused as such.
const Version = 2

// Interval is the number of ticks between checkpoints: one second at the
// default 60 Hz, which costs 8 bytes a second and locates a desync to within
// a second of game time.
const Interval = 60

// MaxSpan is the most ticks one recording may cover: 2^40, about 580 years
// at 60 Hz. It keeps every tick number well inside an int64.
const MaxSpan = 1 << 40

// Recording is a decoded replay: where the world started, what happened at
// which tick, and the fingerprints to check on the way.
type Recording struct {
	// Config is the world's configuration when recording began, its tick
	// rate and seed included.
	Config sim.Config
	// Start is the world at StartTick as sim.World.MarshalBinary wrote it,
	// or nil when the recording starts from a world fresh from
	// sim.New(Config), at tick 0.
	Start []byte
	// StartTick and FinalTick are the world's tick counter when recording
	// began and when it stopped.
	StartTick, FinalTick int64
	// Interval is the number of ticks between checkpoints.
	Interval int
	// Events are the inputs and tick-rate changes, in order of tick.
	Events []Event
	// Checkpoints holds the fingerprint after StartTick + Interval·(k+1)
	// ticks at index k: (FinalTick-StartTick)/Interval of them.
	Checkpoints []uint64
	// Final is the fingerprint after FinalTick ticks.
	Final uint64
}

// Event is something that happened at the start of a tick: an input, or a
// change of tick rate (Rate non-zero, Input zero). At one tick a rate change
// comes first.
type Event struct {
	Tick  int64
	Input sim.Input
	Rate  int // the tick rate from this tick on; 0 for an input
}

// String describes the event as the dump shows it: "jump", "rate 120 Hz".
func (e Event) String() string {
	if e.Rate != 0 {
		return fmt.Sprintf("rate %d Hz", e.Rate)
	}
	return e.Input.String()
}

// before reports whether e must come before f in a recording: by tick, and
// a rate change before an input of the same tick.
func (e Event) before(f Event) bool {
	if e.Tick != f.Tick {
		return e.Tick < f.Tick
	}
	return e.Rate != 0 && f.Rate == 0
}

// CheckpointTick returns the tick counter at which checkpoint k is taken.
func (r *Recording) CheckpointTick(k int) int64 {
	return r.StartTick + int64(r.Interval)*int64(k+1)
}

// Seal returns the fingerprint the recording stores for w: w's fingerprint
// (sim.World.Fingerprint) with the hash started from the hash of the
// recording's config (sim.Config.Hash) instead of FNV-1a's offset basis, so
// that every checkpoint covers the header's config too: a file whose config
// was changed, even by a last bit that no tick of the recording would feel,
// fails its first checkpoint.
func (r *Recording) Seal(w *sim.World) uint64 { return w.FingerprintFrom(r.Config.Hash()) }

// World returns a new world in the state the recording starts from.
func (r *Recording) World() (*sim.World, error) {
	if r.Start == nil {
		return sim.New(r.Config)
	}
	return sim.Unmarshal(r.Start)
}
