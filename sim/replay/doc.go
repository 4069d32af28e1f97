// Package replay records a session of Tickbox as the inputs of each tick and
// plays it back, checking as it goes that the world ends up bit-identical.
//
// A fixed step makes the world a function of its Config (seed included) and
// the Input given to each tick, so a recording needs nothing else: not the
// frames, not the frame rate, not the time scale. The same file therefore
// plays back under any frame pattern, cap, hitch or load and must arrive at
// the same fingerprint; when it does not, the world is not deterministic (or
// the file is not what was recorded), and the fingerprints stored every 60
// ticks say where it went wrong.
//
// # Ticks
//
// Tick t is the step taken when the world's tick counter reads t; it applies
// the input recorded for t before anything moves and leaves the counter at
// t+1. "After n ticks" means the world whose counter reads n.
//
// # Use
//
// Recording, in a loop that steps the world itself:
//
//	rec, err := replay.NewRecorder(path, world) // the world as it is now
//	...
//	rec.Add(world.Tick, in) // before world.Step(in)
//	world.Step(in)
//	rec.Stepped(world)      // after every tick
//	...
//	err = rec.Close()       // writes path atomically; Save writes it and goes on
//
// Playing back:
//
//	r, err := replay.Load(path)
//	p, world, err := replay.NewPlayer(r)
//	for !p.Done(world) {        // ticks as the scheduler allows, frame by frame
//	    p.Step(world)
//	}
//	if m, bad := p.Mismatch(); bad { ... } // the first checkpoint that failed
//
// # File format, version 2
//
// All integers are unsigned LEB128 varints ("uvarint", encoding/binary's
// AppendUvarint) in their shortest form, except where a width is given;
// fixed-width values are little-endian.
//
//	magic           "TBXR"
//	version         uint16: 2
//	physics         model uvarint (0 sandbox, 1 lesson), then that
//	                model's physics version uvarint (sim.Model.Version)
//	config          rate uvarint (Hz), balls uvarint, seed uint64,
//	                width, height, bumper x, bumper y, bumper radius,
//	                ball radius, restitution, gravity, jump speed as the
//	                uint64 bits of each float64, the build as one byte
//	                (0 strict, 1 clang, 2 gcc)
//	interval        uvarint: ticks between checkpoints, 60
//	start tick      uvarint: the world's tick counter when recording began
//	final tick      uvarint: the counter when it stopped, ≥ start tick
//	start state     uvarint length L, then L bytes: the world as
//	                sim.World.MarshalBinary wrote it; L = 0 for a world
//	                fresh from sim.New(config) (start tick 0)
//	events          uvarint count N, then N events in order of tick:
//	                uvarint d<<4 | b, where d is the ticks since the previous
//	                event (the first: since the start tick) and b is the
//	                input's byte (sim.Input.Byte, never 0 here); b = 0 marks
//	                a change of tick rate instead, followed by the new rate
//	                as a uvarint. A rate change comes before an input of the
//	                same tick; a tick has at most one of each.
//	checkpoints     (final tick - start tick) / interval fingerprints, each
//	                uint64: the world's fingerprint after start tick +
//	                interval·k ticks, k = 1, 2, ..., sealed (see below)
//	final           uint64: the sealed fingerprint after final tick ticks
//	checksum        uint32: CRC-32 (IEEE) of every byte before it
//
// A sealed fingerprint is the world's (sim.World.Fingerprint) with its
// FNV-1a hash started from the hash of the header's config (model and
// version included; sim.Config.Hash) instead of the offset basis
// (Recording.Seal). So the fingerprints cover the config: a header changed
// by even the last bit of a float that no tick of the recording feels fails
// the first checkpoint, as a world that went another way does.
//
// # What the fingerprints cover
//
// The fingerprints cover the world, not the events: each is the hash of
// the whole state a tick can change (sim.World.Fingerprint, sealed with
// the config), so an event that changes the world changes every later
// fingerprint, but one that changes nothing is not seen by any: a jump
// added while the jumper is in the air (it cannot jump), a kick of a world
// with no balls, a teleport without balls. Such an event, added to or
// removed from a file, is caught only by the checksum, which a crafted
// file can fix. What verifying a file proves is that it plays to the
// worlds it recorded, not that its events are the ones pressed.
//
// Every checkpoint is compared, the last one too when the span is a
// multiple of the interval (it falls on the final tick, where the final
// fingerprint is compared as well).
//
// # Autosaves
//
// An autosave (Recorder.Autosave) is a recording in progress as a file that
// grows: a header, then a batch of what was new at each save. Decode, and
// so Load, read it as the recording it holds at its last batch: after any
// crash, kill -9 included, it plays, verifies and dumps as a file does.
//
//	magic           "TBXJ"
//	version         uint16: 2
//	physics ... start state
//	                as in a file (no final tick)
//	checksum        uint32: CRC-32 of every byte before it
//	batches, each:
//	  length        uvarint L ≥ 1: the batch's bytes up to its checksum
//	  tick          uvarint: the tick counter the batch ends at, after the
//	                one the batch before ended at
//	  events        uvarint count, then the events as in a file, each
//	                tick's distance from the last event of the batches
//	                before (the first event's from the start tick)
//	  checkpoints   the fingerprints of the checkpoints the ticks up to
//	                tick complete, uint64 each, sealed
//	  final         uint64: the sealed fingerprint after tick ticks
//	  checksum      uint32: CRC-32 of every byte of the file before it
//	room            zero bytes: the file grown for later batches
//
// A batch is written with its first byte last (disk.Appender), so a save
// cut short leaves zeros where it would begin. So every byte is checked: a
// flipped bit fails a checksum, or leaves a byte other than zero in the
// room, and the autosave is refused.
//
// # Physics versions
//
// A file recorded with another version of its model's physics than this
// build computes is refused by Decode before anything is played, with an
// error (a *FormatError wrapping a *sim.VersionError) that names both
// versions: its world would go another way, and that is not a desync.
// Format 1 files carried no physics version: they were recorded with sandbox
// physics version 1, and are refused as such.
//
// An event costs one byte when it comes within 7 ticks of the one before,
// two within 1023 ticks: a ten-minute session of ordinary play takes about
// five kilobytes, most of them checkpoints.
//
// # Strict decoding
//
// [Decode] accepts exactly the files [Recording.MarshalBinary] writes: every
// count is checked against the bytes that remain before anything is
// allocated for it, varints must be in their shortest form, and every value
// is checked against its rule. Errors are [*FormatError] values that name
// the byte offset and what is wrong there. Decode never panics.
package replay
