//go:build ignore

// inputs writes the files .ci/memory.sh measures the commands with into
// the folder its argument names: recordings at the limits a replay may
// reach, and traces at the trace limit.
//
//	dense.tbr        4,194,304 one-byte events (a jump every tick), the most
//	                 a replay may hold, recorded as play records them
//	balls.tbr        a world of 1,000,000 balls recorded from tick 1 for 120
//	                 ticks: a start state of 48 MB
//	checkpoints.tbr  100 MB of checkpoints (750,000,000 ticks with no input),
//	                 every checkpoint zero: for -dump, which plays nothing
//	refused.tbr      40,000,000 one-byte events: more than a replay may hold
//	ones.txt         a 64 MiB trace of 1 ns frames, two bytes a frame
//	ns.txt           a 64 MiB trace of 16666667 ns frames, nine bytes a frame
//	capture.csv      a 64 MiB PresentMon capture: the rows of a real one
//	                 (sim/frames/testdata/presentmon-1.5.2-grb-excerpt.csv, a
//	                 game and dwm.exe) again and again under its header
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

	"tickbox/sim"
	"tickbox/sim/frames"
	"tickbox/sim/replay"
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
		{"refused.tbr", refused}, {"ones.txt", trace("1\n")}, {"ns.txt", trace("16666667\n")},
		{"capture.csv", capture},
	} {
		if err := f.write(filepath.Join(dir, f.name)); err != nil {
			fmt.Fprintf(os.Stderr, "inputs: %s: %v\n", f.name, err)
			os.Exit(1)
		}
	}
}

// record records ticks ticks of w, with in's input at each, into path.
func record(path string, w *sim.World, ticks int64, in func(int64) sim.Input) error {
	rec, err := replay.NewRecorder(path, w)
	if err != nil {
		return err
	}
	for range ticks {
		i := in(w.Tick)
		if err := rec.Add(w.Tick, i); err != nil {
			return err
		}
		w.Step(i)
		if err := rec.Stepped(w); err != nil {
			return err
		}
	}
	return rec.Close()
}

func dense(path string) error {
	c := sim.DefaultConfig()
	c.Balls = 0
	w, err := sim.New(c)
	if err != nil {
		return err
	}
	return record(path, w, replay.MaxEvents, func(int64) sim.Input { return sim.Input{Jump: true} })
}

func balls(path string) error {
	c := sim.DefaultConfig()
	c.Balls = sim.MaxBalls
	w, err := sim.New(c)
	if err != nil {
		return err
	}
	w.Step(sim.Input{})
	return record(path, w, 120, func(int64) sim.Input { return sim.Input{} })
}

func checkpoints(path string) error {
	const ticks = 750_000_000
	r := &replay.Recording{Config: sim.DefaultConfig(), FinalTick: ticks, Interval: replay.Interval,
		Checkpoints: make([]uint64, ticks/replay.Interval)}
	return r.Save(path)
}

// refused writes 40,000,000 one-byte events into a file the encoder made
// with none, counted from its end, and fixes the checksum.
func refused(path string) error {
	const n = 40_000_000
	r := &replay.Recording{Config: sim.DefaultConfig(), FinalTick: n + 1, Interval: replay.Interval,
		Checkpoints: make([]uint64, (n+1)/replay.Interval)}
	data, err := r.MarshalBinary()
	if err != nil {
		return err
	}
	tail := 8*len(r.Checkpoints) + 8 + 4
	out := append([]byte(nil), data[:len(data)-tail-1]...)
	out = binary.AppendUvarint(out, n)
	jump := byte(1<<4 | sim.Input{Jump: true}.Byte())
	for range n {
		out = append(out, jump)
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
		w.WriteString(strings.Repeat(line, frames.MaxTrace/len(line)))
		if err := w.Flush(); err != nil {
			return err
		}
		return f.Close()
	}
}

// capture writes the rows of a real PresentMon capture again and again
// under its header, up to the limit.
func capture(path string) error {
	real, err := os.ReadFile(filepath.Join("sim", "frames", "testdata", "presentmon-1.5.2-grb-excerpt.csv"))
	if err != nil {
		return err
	}
	header, rows, _ := strings.Cut(string(real), "\n")
	header += "\n"
	var b strings.Builder
	b.WriteString(header)
	for _, row := range strings.SplitAfter(strings.Repeat(rows, (frames.MaxTrace-len(header))/len(rows)), "\n") {
		if b.Len()+len(row) > frames.MaxTrace {
			break
		}
		b.WriteString(row)
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}
