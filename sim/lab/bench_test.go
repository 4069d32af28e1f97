package lab_test

import (
	"io"
	"path/filepath"
	"testing"

	"tickbox/sim/bounce"
	"tickbox/sim/lab"
	"tickbox/sim/simtest"
)

const benchTicks = 100_000

// BenchmarkRun is the lab's whole run command, 100,000 ticks of the
// default world with made-up input at 144 fps, flags and output included;
// BenchmarkStep is the same ticks stepped bare, the baseline its overhead
// is measured against. Compare their ticks/s.
func BenchmarkRun(b *testing.B) {
	args := []string{"-ticks", "100000", "-frames", "144", "-inputs", "1", "-json"}
	for b.Loop() {
		if code := lab.Run(args, io.Discard, io.Discard); code != 0 {
			b.Fatalf("exit %d", code)
		}
	}
	b.ReportMetric(benchTicks*float64(b.N)/b.Elapsed().Seconds(), "ticks/s")
}

func BenchmarkStep(b *testing.B) {
	for b.Loop() {
		w, err := bounce.New(bounce.DefaultConfig())
		if err != nil {
			b.Fatal(err)
		}
		in := simtest.NewBot(1, 60)
		for w.Tick < benchTicks {
			w.Step(in.Input(w.Tick))
		}
	}
	b.ReportMetric(benchTicks*float64(b.N)/b.Elapsed().Seconds(), "ticks/s")
}

// BenchmarkReplay plays a recording of 100,000 ticks back, checking every
// checkpoint.
func BenchmarkReplay(b *testing.B) {
	path := filepath.Join(b.TempDir(), "bench.tbr")
	if code := lab.Run([]string{"-ticks", "100000", "-inputs", "1", "-record", path}, io.Discard, io.Discard); code != 0 {
		b.Fatalf("recording: exit %d", code)
	}
	args := []string{path, "-frames", "144", "-json"}
	for b.Loop() {
		if code := lab.Replay(args, io.Discard, io.Discard); code != 0 {
			b.Fatalf("exit %d", code)
		}
	}
	b.ReportMetric(benchTicks*float64(b.N)/b.Elapsed().Seconds(), "ticks/s")
}
