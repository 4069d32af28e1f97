// Package tape records any deterministic game's ticks and plays them back,
// checking as it goes that the game ends up bit for bit where it was: a
// recording (a tape) holds the state the game started in, the input of
// every tick that had one, and the game's fingerprint after every tick (or
// every few), so that a playback names the first tick that differs.
//
// It is Tickbox's one recording format: for any game on Tickbox's loop
// (package fixed, and the window package game/shell), which knows nothing
// of the game's state but what [State] says, and for the sandbox's own
// world (package bounce: bounce.Taped, bounce.Play; package oldtape reads the files
// the sandbox recorded before tapes, as tapes). Files end in .tbr.
//
// # On the loop
//
// The package is also the loop's recording part: [Attach] attaches it to a
// fixed.Loop, through the loop's hooks (fixed.Hooks), and [Options] say
// what it does: Record a file from the first tick (saved at the loop's
// Close, going on in a file of its own after Loop.StartOver), Replay a
// file under any frames, checking every fingerprint and naming the first
// tick that differs, and the SyncTest. The [Tape] it returns records,
// plays and reports (Tape.Replay). It attaches its tick hooks only while
// it works, so a loop that records nothing ticks the game directly.
//
// A recording is in memory until it is saved. A game that wants it safe
// from a crash or a kill -9 attaches package autosave too
// (autosave.Attach(tape), a [Keeper]): it writes the recording in
// progress to a file beside it every 10 s, and autosave.Recover saves
// what a crash left there. A game that does not links none of it.
//
// # What a game must do to qualify
//
// A fixed step is necessary, not sufficient. A tick must be a function of
// the state and the tick's input alone:
//
//   - No clock, no frame time, no goroutine timing in a tick: the step is
//     the fixed step, and anything that depends on when a tick runs goes
//     outside Step (drawing, sound).
//   - Random numbers from the game's own seeded generator, kept in the
//     state (its seed and position in the snapshot and the fingerprint),
//     never math/rand's global one, and mapped to ranges by arithmetic
//     the game writes (a library's distribution may change between
//     versions).
//   - No map order: ranging over a map visits keys in a different order
//     each run; keep a slice, or sort the keys.
//   - float64(x*y) + z, not x*y + z: Go may fuse a multiply and an add
//     into one instruction that rounds once (arm64, amd64 with
//     GOAMD64=v3), so the same source computes another game on another
//     machine; the explicit conversion forbids the fusion.
//   - Everything a tick reads or changes in the snapshot (MarshalBinary),
//     restored by UnmarshalBinary, and covered by the fingerprint.
//
// [SyncTest] checks the last rules tick by tick, and a playback checks all
// of them against another run: a game that breaks one is named at the
// first tick it shows.
//
// # Ticks
//
// Tick t is the tick that runs when t ticks have run: it takes the input
// recorded for t and leaves t+1 ticks run. "After n ticks" is the state
// once n ticks have run.
//
// # Use
//
// Recording, around each tick of the loop:
//
//	rec, err := tape.NewRecorder(header, tick, state) // the state as it is now
//	...
//	rec.Add(tick, in) // the input of the tick about to run
//	state.Step(in)
//	tick++
//	rec.Stepped(tick, state) // after every tick
//	...
//	err = rec.Recording().Save(path)
//
// Playing back, under any frames:
//
//	r, err := tape.Load(path)
//	p, err := tape.NewPlayer(r, "mygame", 3, state) // restores state to the start
//	for tick := r.Start; !p.Done(tick); {
//		state.Step(p.Take(tick))
//		tick++
//		p.Check(tick, state)
//	}
//	if bad, ok := p.FirstBad(); ok { ... } // the first tick that differs
//
// # File format, version 2
//
// Integers are unsigned LEB128 varints (encoding/binary's AppendUvarint)
// in their shortest form, except where a width is given; fixed-width
// values are little-endian.
//
//	magic       "TBXT"
//	version     uint16: 2
//	game        uvarint length (1 to 64), then the game's name
//	rules       uvarint: the version of the game's rules
//	rate        uvarint: the tick rate at the start, 1 to 1000 Hz
//	every       uvarint: ticks between fingerprints, 1 to MaxEvery
//	start tick  uvarint, at most MaxTick
//	state       uvarint length L, then L bytes: the state at the start
//	            tick as its MarshalBinary wrote it
//	final tick  uvarint, start tick to start tick + MaxSpan
//	events      uvarint count N, at most MaxEvents, then N events in tick
//	            order: uvarint d<<2 | k, where d is the ticks since the
//	            event before (the first: since the start tick), and k the
//	            kind: 1 a change of tick rate, the new rate as a uvarint;
//	            else an input (1 to MaxInput bytes), against the input
//	            of the input event before (the first: against none):
//	            k = 2, the same again, nothing follows; k = 0, its delta
//	            (AppendDelta: the two XORed, the runs of zeros skipped);
//	            k = 3, a uvarint length and its bytes, whole, where that
//	            takes no more than the delta (an input of a byte or two).
//	            At one tick a rate change comes before the input; a tick
//	            has at most one of each, and no tick at or after the final
//	            one has any.
//	prints      (final - start) / every sealed fingerprints, uint64 each:
//	            after start + every·k ticks, k = 1, 2, ...
//	final       uint64: the sealed fingerprint after the final tick
//	checksum    uint32: CRC-32 (IEEE) of every byte before it
//
// A sealed fingerprint is FNV-1a 64 over the eight bytes of the header's
// hash (FNV-1a 64 of every byte from the magic to the end of the state),
// then the eight bytes of the game's fingerprint: so a file whose header
// or start state was changed, even where no tick looks, fails its first
// fingerprint, and a file whose bytes were damaged fails its checksum.
//
// An input a tick gets that encodes as the zero input does is not
// recorded: a tick with no event takes the zero input.
//
// Version 1 was the same but for its events: uvarint d<<1 | k, k = 0 an
// input, whole (a uvarint length and its bytes), k = 1 a change of tick
// rate. Decode reads it still, and MarshalBinary writes a recording read
// from it in version 1, whose header its fingerprints are sealed with.
//
// Inputs are encoded by their own AppendBinary or MarshalBinary methods
// and decoded by UnmarshalBinary on a pointer, when the input type has
// them; otherwise by encoding/binary (little-endian), which takes a type
// of fixed size whose fields are all exported: bools, sized integers and
// floats, arrays and structs of them.
//
// # Size
//
// A recording holds 8 bytes a fingerprint (with one every tick, 480 bytes
// a second at 60 Hz, 1.7 MB an hour; with Every 60, 8 bytes a second), a
// byte for a tick whose input is the tick before's and a few for one
// that changed a little (a delta), and the start state, in its file; in
// memory while it records, 40 bytes more an input event. An idle player
// of package fixed's Devices, the pointer resting in the window, takes 1
// byte a tick, 245 KB an hour with Every 60 (BenchmarkIdleHour of
// tickbox/game/dash/world). A Recorder refuses to grow past MaxFileSize
// (1 GiB), the most Load reads; the recording up to there can still be
// saved.
//
// # Strict decoding
//
// Decode accepts exactly what Recording.MarshalBinary writes (an
// autosave, which starts "TBXU", it names and leaves to package autosave's
// Decode): every count is checked against the bytes left before
// anything is allocated for it, varints must be in their shortest form,
// and every value is held to its rule. Errors are *FormatError values
// naming the byte offset and the problem. Decode never panics. An input
// the game's type does not decode is refused by NewPlayer, naming the
// event: the recorder stores only what inputs encode to, so such a file
// is damaged, not a game that went another way.
package tape
