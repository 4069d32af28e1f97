//go:build ignore

// inputs writes the files .ci/memory.sh measures the commands with into
// the folder its argument names: recordings at the limits a tape may
// reach, and traces at the trace limit.
//
//	dense.tbr        4,194,304 events (a jump every tick), the most a tape
//	                 may hold, recorded as play records them
//	balls.tbr        a world of 1,000,000 balls recorded from tick 1 for 120
//	                 ticks: a start state of 48 MB
//	checkpoints.tbr  100 MB of checkpoints (750,000,000 ticks with no input),
//	                 every checkpoint zero: for -dump, which plays nothing
//	refused.tbr      40,000,000 events of three bytes: more than a tape may hold
//	far.tbr          250,000 jumps spread over 10^10 ticks, a checkpoint every
//	                 3,600 (22 MB): net -replay once held an input a tick
//	ones.txt         a 64 MiB trace of 1 ns frames, two bytes a frame
//	ns.txt           a 64 MiB trace of 16666667 ns frames, nine bytes a frame
//	capture.csv      a 64 MiB PresentMon capture: the rows of a real one
//	                 (sim/capture/testdata/presentmon-1.5.2-grb-excerpt.csv, a
//	                 game and dwm.exe) again and again under its header
//	many.csv         a 64 MiB PresentMon capture of 1,000,000 processes
//	                 with a row each: past the most swap chains a capture
//	                 may hold, refused at the one past it
//	chains.csv       a 64 MiB PresentMon capture of 10,000 processes, the
//	                 most it may hold, their rows in turn
//	commas.csv       a PresentMon header and one row of 67,000,000 commas
//	row.csv          a PresentMon header and one row of 10 MB (a name)
//	comment.txt      a trace whose first line is a comment of 60 MB, then
//	                 frames of 16666667 ns to the limit
//	digits.txt       a trace whose second line is 60 MB of digits
//
// Run: go run .ci/memory/inputs.go DIR
package main

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"strings"
	"tickbox/sim/capture"

	"tickbox/sim/bounce"
	"tickbox/sim/tape"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: go run .ci/memory/inputs.go DIR")
		os.Exit(2)
	}
	dir := os.Args[1]
	for _, f := range []struct {
		name  string
		write func(string) error
	}{
		{"dense.tbr", dense}, {"balls.tbr", balls}, {"checkpoints.tbr", checkpoints},
		{"refused.tbr", refused}, {"far.tbr", far}, {"ones.txt", trace("1\n")}, {"ns.txt", trace("16666667\n")},
		{"capture.csv", realCapture}, {"many.csv", processes(1_000_000)}, {"chains.csv", processes(maxGames)},
		{"commas.csv", line(pmHeader, strings.Repeat(",", 67_000_000))},
		{"row.csv", line(pmHeader, "game.exe,"+strings.Repeat("x", 10_000_000)+",1,16.7")},
		{"comment.txt", commented}, {"digits.txt", line("16666667", strings.Repeat("1", 60_000_000))},
	} {
		if err := f.write(filepath.Join(dir, f.name)); err != nil {
			fmt.Fprintf(os.Stderr, "inputs: %s: %v\n", f.name, err)
			os.Exit(1)
		}
	}
}

// record records ticks ticks of w, with in's input at each, into path.
func record(path string, w *bounce.World, ticks int64, in func(int64) bounce.Input) error {
	state := bounce.NewTaped(w)
	rec, err := tape.NewRecorder[bounce.Input](bounce.TapeHeader(w.Config), w.Tick, state)
	if err != nil {
		return err
	}
	for range ticks {
		i := in(w.Tick)
		if err := rec.Add(w.Tick, i); err != nil {
			return err
		}
		w.Step(i)
		if err := rec.Stepped(w.Tick, state); err != nil {
			return err
		}
	}
	return rec.Finish().Save(path)
}

func dense(path string) error {
	c := bounce.DefaultConfig()
	c.Balls = 0
	w, err := bounce.New(c)
	if err != nil {
		return err
	}
	return record(path, w, tape.MaxEvents, func(int64) bounce.Input { return bounce.Input{Jump: bounce.Tap(true)} })
}

func balls(path string) error {
	c := bounce.DefaultConfig()
	c.Balls = bounce.MaxBalls
	w, err := bounce.New(c)
	if err != nil {
		return err
	}
	w.Step(bounce.Input{})
	return record(path, w, 120, func(int64) bounce.Input { return bounce.Input{} })
}

func checkpoints(path string) error {
	const ticks = 750_000_000
	return empty(ticks).Save(path)
}

// empty is a tape of a fresh default world for ticks ticks with no input,
// every fingerprint zero.
func empty(ticks int64) *tape.Recording {
	w, _ := bounce.New(bounce.DefaultConfig())
	state, _ := w.MarshalBinary()
	return &tape.Recording{Header: bounce.TapeHeader(w.Config), Final: ticks, State: state,
		Prints: make([]uint64, ticks/bounce.TapeEvery)}
}

// far writes 250,000 jumps, one every 40,000 ticks, to tick 10^10, with
// a checkpoint every tape.MaxEvery ticks, each zero (net plays no
// checkpoint of a recording).
func far(path string) error {
	const ticks, events = 10_000_000_000, 250_000
	r := empty(0)
	r.Every, r.Final, r.Prints = tape.MaxEvery, ticks, make([]uint64, ticks/tape.MaxEvery)
	jump, _ := bounce.Input{Jump: bounce.Tap(true)}.AppendBinary(nil)
	var prev []byte // an event's input is a delta against the one before
	for k := range int64(events) {
		r.Events = append(r.Events, tape.Event{Tick: k * (ticks / events), Input: tape.AppendDelta(nil, prev, jump)})
		prev = jump
	}
	return r.Save(path)
}

// refused writes 40,000,000 events (a jump a tick, three bytes each: the
// distance 1 and no rate change, the length 1, the input) into a file the
// encoder made with none, counted from its end, and fixes the checksum.
func refused(path string) error {
	const n = 40_000_000
	r := empty(n + 1)
	data, err := r.MarshalBinary()
	if err != nil {
		return err
	}
	tail := 8*len(r.Prints) + 8 + 4
	out := append([]byte(nil), data[:len(data)-tail-1]...)
	out = binary.AppendUvarint(out, n)
	jump, _ := bounce.Input{Jump: bounce.Tap(true)}.AppendBinary(nil)
	for range n {
		out = append(out, 1<<1, 1, jump[0])
	}
	out = append(out, data[len(data)-tail:len(data)-4]...)
	out = binary.LittleEndian.AppendUint32(out, crc32.ChecksumIEEE(out))
	return os.WriteFile(path, out, 0o644)
}

// trace returns a writer of a trace of line repeated up to the limit.
func trace(line string) func(string) error {
	return func(path string) error {
		f, err := os.Create(path)
		if err != nil {
			return err
		}
		w := bufio.NewWriter(f)
		w.WriteString(strings.Repeat(line, capture.MaxTrace/len(line)))
		if err := w.Flush(); err != nil {
			return err
		}
		return f.Close()
	}
}

// realCapture writes the rows of a real PresentMon capture again and again
// under its header, up to the limit.
func realCapture(path string) error {
	real, err := os.ReadFile(filepath.Join("sim", "capture", "testdata", "presentmon-1.5.2-grb-excerpt.csv"))
	if err != nil {
		return err
	}
	header, rows, _ := strings.Cut(string(real), "\n")
	header += "\n"
	var b strings.Builder
	b.WriteString(header)
	for _, row := range strings.SplitAfter(strings.Repeat(rows, (capture.MaxTrace-len(header))/len(rows)), "\n") {
		if b.Len()+len(row) > capture.MaxTrace {
			break
		}
		b.WriteString(row)
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

// maxGames is the most swap chains a capture may hold (sim/capture's
// limit, which chains.csv reaches).
const maxGames = 10_000

// pmHeader is the header of the made-up PresentMon captures.
const pmHeader = "Application,ProcessID,MsBetweenPresents"

// processes returns a writer of a PresentMon capture of n processes, their
// rows in turn up to the limit.
func processes(n int) func(string) error {
	return func(path string) error {
		var b strings.Builder
		b.WriteString(pmHeader + "\n")
		for i := 0; ; i++ {
			row := fmt.Sprintf("process-%07d.exe,%d,16.7\n", i%n, i%n)
			if b.Len()+len(row) > capture.MaxTrace {
				break
			}
			b.WriteString(row)
		}
		return os.WriteFile(path, []byte(b.String()), 0o644)
	}
}

// line returns a writer of a file of two lines.
func line(first, second string) func(string) error {
	return func(path string) error { return os.WriteFile(path, []byte(first+"\n"+second+"\n"), 0o644) }
}

// commented writes a comment of 60 MB, then frames of 16666667 ns up to
// the limit.
func commented(path string) error {
	text := "# " + strings.Repeat("c", 60_000_000) + "\n"
	frame := "16666667\n"
	text += strings.Repeat(frame, (capture.MaxTrace-len(text))/len(frame))
	return os.WriteFile(path, []byte(text), 0o644)
}
