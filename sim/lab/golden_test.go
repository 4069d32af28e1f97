package lab_test

import (
	"os"
	"testing"

	"tickbox/sim/lab"
)

// The text every command prints, held in golden files: exact figures,
// aligned columns. The speed in ticks per wall second is masked.
func TestGoldenOutputs(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir) // so that file names in the output are the same on every run
	frames := "frames.txt"
	if err := os.WriteFile(frames, []byte("# a 144 Hz display with one hitch\n6944445\n6944444\n250000000\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	recording := "rec.tbr"
	mustCall(t, lab.Run, "-ticks", "200", "-inputs", "3", "-balls", "2", "-record", recording)
	tests := []struct {
		golden string
		cmd    cmdFunc
		args   []string
	}{
		{"run.golden", lab.Run, nil},
		{"run-jumper-trace.golden", lab.Run, []string{"-world", "jumper", "-frames", "144", "-trace", "8", "-ticks", "120"}},
		{"run-inputs.golden", lab.Run, []string{"-inputs", "7", "-frames", "irregular", "-ticks", "5000", "-balls", "5", "-seed", "3"}},
		{"run-spiral.golden", lab.Run, []string{"-first", "100ms", "-draw", "1ms", "-load", "20ms", "-max-frame", "0", "-max-updates", "0", "-ticks", "400", "-trace", "14"}},
		{"run-slow-motion.golden", lab.Run, []string{"-first", "100ms", "-draw", "1ms", "-load", "20ms", "-ticks", "400", "-trace", "14"}},
		{"run-synctest.golden", lab.Run, []string{"-synctest", "-inputs", "1", "-ticks", "300"}},
		{"run.json.golden", lab.Run, []string{"-json", "-trace", "3", "-ticks", "30"}},
		{"compare.golden", lab.Compare, []string{"-frames", frames}},
		{"compare.json.golden", lab.Compare, []string{"-json"}},
		{"desync.golden", lab.Desync, nil},
		{"desync-inputs.golden", lab.Desync, []string{"-inputs", "4", "-balls", "20"}},
		{"desync.json.golden", lab.Desync, []string{"-json"}},
		{"desync-clang.golden", lab.Desync, []string{"-twin", "clang"}},
		{"desync-lesson.golden", lab.Desync, []string{"-lesson"}},
		{"desync-lesson.json.golden", lab.Desync, []string{"-lesson", "-json"}},
		{"run-lesson.golden", lab.Run, []string{"-world", "lesson", "-ticks", "1200"}},
		{"replay.golden", lab.Replay, []string{recording, "-frames", "30", "-trace", "3"}},
		{"replay-dump.golden", lab.Replay, []string{"-dump", recording}},
	}
	for _, tt := range tests {
		t.Run(tt.golden, func(t *testing.T) {
			out := mustCall(t, tt.cmd, tt.args...)
			golden(t, tt.golden, stable(out))
		})
	}
}
