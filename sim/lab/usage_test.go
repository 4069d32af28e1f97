package lab_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tickbox/sim/instrument"
	"tickbox/sim/lab"
	"tickbox/sim/policy"
	"tickbox/sim/sched"
)

// Every bad flag, value or argument is a usage error: exit 2, nothing on
// stdout, and a message on stderr that names it.
func TestUsageErrors(t *testing.T) {
	dir := t.TempDir()
	trace := filepath.Join(dir, "t.txt")
	os.WriteFile(trace, []byte("16666667\n"), 0o644)
	tests := []struct {
		cmd  cmdFunc
		args []string
		want string
	}{
		{lab.Run, []string{"-ticks", "0"}, "-ticks 0: must be 1 to"},
		{lab.Run, []string{"-ticks", "many"}, `invalid value "many" for flag -ticks`},
		{lab.Run, []string{"-nope"}, "flag provided but not defined: -nope"},
		{lab.Run, []string{"-world", "cubes"}, `-world "cubes": must be jumper, balls or lesson`},
		{lab.Run, []string{"-world", "jumper", "-balls", "4"}, "-balls with -world jumper"},
		{lab.Run, []string{"-balls", "-1"}, "-balls -1: must be 0 to 1000000"},
		{lab.Desync, []string{"-balls", "0"}, "-balls 0: must be 1 to 1000000"},
		{lab.Run, []string{"-rate", "0"}, "-rate 0: the tick rate must be 1 to 1000 Hz"},
		{lab.Run, []string{"-frames", "0"}, "-frames: frame rate 0 fps"},
		{lab.Run, []string{"-frames", "99999"}, "-frames: frame rate 99999 fps: must be from 0.000012 (frames of at most 24h0m0s) to 10000 fps"},
		// Frames longer than the scheduler accepts: refused here, not blamed
		// on the spiral of death once the run has started (27.8 h frames).
		{lab.Run, []string{"-frames", "0.00001"}, "-frames: frame rate 0.00001 fps: its frames last 27h46m40s: must be from 0.000012"},
		{lab.Run, []string{"-frames", "0.000011"}, "-frames: frame rate 0.000011 fps: its frames last 25h15m9.090909091s"},
		{lab.Policies, []string{"-frames", "0.00001"}, "-frames: frame rate 0.00001 fps: its frames last 27h46m40s"},
		{lab.Compare, []string{"-frames", "0.00001"}, "frame rate 0.00001 fps: its frames last 27h46m40s"},
		// A number that is no rate is a rate given wrong, named by the rule;
		// it was taken as a file's name (exit 1, no such file).
		{lab.Run, []string{"-frames", "-60"}, `-frames: frame rate "-60": want frames a second as a decimal number of up to six decimals (60, 59.94); it must be from 0.000012`},
		{lab.Compare, []string{"-frames", "-5"}, `-frames: frame rate "-5": want frames a second`},
		{lab.Policies, []string{"-frames", "1e3"}, `-frames: frame rate "1e3": want frames a second`},
		{lab.Run, []string{"-frames", "60.1234567"}, `-frames: frame rate "60.1234567": want frames a second`},
		{lab.Run, []string{"-frames", "30", "-draw", "1ms"}, "-frames with -draw"},
		{lab.Run, []string{"-process", "game.exe"}, `-process "game.exe" with -frames 60: -process picks a game in a capture file`},
		{lab.Run, []string{"-frames", "jitter", "-process", "7"}, "-process picks a game in a capture file"},
		{lab.Run, []string{"-frames", trace, "-process", ""}, `-process "": want a process's executable or PID`},
		{lab.Run, []string{"-draw", "1ms", "-process", "7"}, "-process with -draw, -load or -first"},
		{lab.Replay, []string{"a.tbr", "-process", "game.exe"}, "-process picks a game in a capture file"},
		{lab.Compare, []string{"-process", "game.exe"}, "-process with no -frames FILE"},
		{lab.Policies, []string{"-frames", "144", "-process", "game.exe"}, "-process picks a game in a capture file"},
		{lab.Run, []string{"-load", "5ms"}, "-load and -first run the virtual clock, whose frames need a drawing time: give -draw D too"},
		{lab.Run, []string{"-load", "5ms", "-draw", "0s"}, "-draw 0s: the virtual clock needs frames that take time"},
		{lab.Run, []string{"-draw", "-1ms"}, "-draw -1ms: must be 0 to 24h0m0s"},
		{lab.Run, []string{"-max-frame", "-1s"}, "-max-frame -1s"},
		{lab.Run, []string{"-max-updates", "-1"}, "-max-updates -1"},
		{lab.Run, []string{"-trace", "-1"}, "-trace -1"},
		{lab.Run, []string{"extra"}, `unexpected argument "extra": run takes only flags`},
		{lab.Policies, []string{"-seconds", "1", "extra"}, `unexpected argument "extra": policies takes only flags`},
		{lab.Desync, []string{"extra"}, `unexpected argument "extra": desync takes only flags`},
		{lab.Net, []string{"extra"}, `unexpected argument "extra": net takes only flags`},
		{lab.Replay, nil, "want one replay FILE, got 0"},
		{lab.Replay, []string{"a.tbr", "b.tbr"}, "want one replay FILE, got 2"},
		{lab.Replay, []string{"a.tbr", "-dump", "-json"}, "-dump prints the file as text"},
		{lab.Compare, []string{"now"}, `unexpected argument "now": compare takes only flags`},
		{lab.Desync, []string{"-ticks", "-3"}, "-ticks -3: must be 1 to"},
		{lab.Desync, []string{"-fused"}, "flag provided but not defined: -fused"},
		{lab.Desync, []string{"-twin", "strict"}, `-twin "strict": must be clang or gcc`},
		{lab.Run, []string{"-build", "fma"}, `-build: build "fma": must be strict, clang or gcc`},
		{lab.Desync, []string{"-balls", "2000000"}, "-balls 2000000: must be 1 to 1000000"},
		{lab.Desync, []string{"-inputs", "-1"}, `invalid value "-1" for flag -inputs`},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			out, errOut, code := call(t, tt.cmd, tt.args...)
			if code != 2 || out != "" || !strings.Contains(errOut, tt.want) {
				t.Fatalf("exit %d, stdout %q, stderr %q: want exit 2 and %q", code, out, errOut, tt.want)
			}
			if !strings.Contains(errOut, "-h' for its flags") {
				t.Errorf("stderr %q does not point to -h", errOut)
			}
		})
	}
}

// -h documents every flag on stdout and exits 0.
func TestHelp(t *testing.T) {
	tests := []struct {
		cmd   cmdFunc
		flags []string
	}{
		{lab.Run, []string{"-world", "-balls", "-seed", "-rate", "-build", "-ticks", "-frames", "-frames-seed", "-process", "-first", "-draw", "-load", "-max-frame", "-max-updates", "-trace", "-inputs", "-record", "-synctest", "-json"}},
		{lab.Replay, []string{"-frames", "-frames-seed", "-process", "-first", "-draw", "-load", "-max-frame", "-max-updates", "-trace", "-verify", "-dump", "-json"}},
		{lab.Compare, []string{"-frames", "-frames-seed", "-process", "-json"}},
		{lab.Policies, []string{"-frames", "-frames-seed", "-process", "-noise", "-json"}},
		{lab.Desync, []string{"-inputs", "-ticks", "-balls", "-seed", "-rate", "-twin", "-lesson", "-json"}},
	}
	for _, tt := range tests {
		out, errOut, code := call(t, tt.cmd, "-h")
		if code != 0 || errOut != "" || !strings.HasPrefix(out, "usage: tickbox ") {
			t.Fatalf("-h: exit %d, stderr %q, stdout %q", code, errOut, out)
		}
		for _, f := range tt.flags {
			if !strings.Contains(out, "\n  "+f+" ") && !strings.Contains(out, "\n  "+f+"\n") {
				t.Errorf("%s -h does not document %s:\n%s", strings.Fields(out)[2], f, out)
			}
		}
	}
}

// Files that cannot be read or written are failures (exit 1), not usage
// errors: the flags were right. A frame file that cannot be used gets one
// line naming the file (and the line), in every command that takes
// -frames.
func TestFileErrors(t *testing.T) {
	dir := t.TempDir()
	zeros := filepath.Join(dir, "zeros.txt")
	os.WriteFile(zeros, []byte("0\n0\n"), 0o644)
	junk := filepath.Join(dir, "junk.txt")
	os.WriteFile(junk, []byte("16666667\nsoon\n"), 0o644)
	recording, _ := recordRun(t, "-ticks", "60")
	for _, tt := range []struct {
		cmd  cmdFunc
		args []string
		want string
	}{
		{lab.Run, []string{"-frames", filepath.Join(dir, "missing.txt")}, "-frames: frame pattern: open"},
		{lab.Run, []string{"-frames", zeros}, "zeros.txt:2: no frame longer than 0 ns in this Tickbox trace (ns per line)"},
		{lab.Run, []string{"-frames", junk}, `junk.txt:2: "soon": want a frame length in nanoseconds`},
		{lab.Replay, []string{recording, "-frames", "irregularly"}, "-frames: frame pattern: open irregularly"},
		{lab.Compare, []string{"-frames", "./-5"}, "-frames: frame pattern: open ./-5"}, // a file named like a number
		{lab.Policies, []string{"-frames", "nowhere.csv"}, "-frames: frame pattern: open nowhere.csv"},
		{lab.Policies, []string{"-frames", junk}, `junk.txt:2: "soon"`},
		{lab.Run, []string{"-frames", junk, "-process", "game.exe"}, `junk.txt:2: "soon"`},
		{lab.Policies, []string{"-frames", zeros, "-process", "game.exe"}, "holds the frames of one game: -process"},
	} {
		out, errOut, code := call(t, tt.cmd, tt.args...)
		if code != 1 || out != "" || !strings.Contains(errOut, tt.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q: want exit 1 and one line saying %q", tt.args, code, out, errOut, tt.want)
		}
	}
	_, errOut, code := call(t, lab.Replay, filepath.Join(dir, "missing.tbr"))
	if code != 1 || !strings.Contains(errOut, "missing.tbr") || strings.Count(errOut, "replay") != 1 {
		t.Errorf("missing replay: exit %d, %q; want 1 and the file named, the command once", code, errOut)
	}
	_, errOut, code = call(t, lab.Run, "-record", filepath.Join(dir, "no", "such", "dir.tbr"))
	if code != 1 || !strings.Contains(errOut, "dir.tbr") || strings.Contains(errOut, "recording to") {
		t.Errorf("unwritable recording: exit %d, %q; want exit 1 before the run starts", code, errOut)
	}
}

// The virtual clock with both limits off spirals until a frame would last
// longer than the scheduler accepts: a failure that says so.
func TestSpiralOfDeathEnds(t *testing.T) {
	out, errOut, code := call(t, lab.Run, "-first", "100ms", "-draw", "1ms", "-load", "1m",
		"-max-frame", "0", "-max-updates", "0", "-ticks", "100000000")
	if code != 1 || out != "" || !strings.Contains(errOut, "the spiral of death") {
		t.Fatalf("exit %d, stdout %q, stderr %q: want exit 1 naming the spiral of death", code, out, errOut)
	}
	// Frames that did not grow frame after frame are too long, not a
	// spiral: with the limits on, -draw 20h and -load 1h make the second
	// frame 25 h (20 h and 5 ticks of an hour), once.
	_, errOut, code = call(t, lab.Run, "-draw", "20h", "-load", "1h", "-ticks", "100")
	if code != 1 || !strings.Contains(errOut, "frame 2 would last over 24h0m0s, longer than the scheduler accepts") || strings.Contains(errOut, "spiral") {
		t.Errorf("-draw 20h -load 1h: exit %d, stderr %q: want exit 1, frame 2 too long, no spiral", code, errOut)
	}
}

// run takes -balls 0, as the window does, and says there are no balls.
func TestRunNoBalls(t *testing.T) {
	out, errOut, code := call(t, lab.Run, "-balls", "0", "-ticks", "10")
	if code != 0 || !strings.Contains(out, "no balls") {
		t.Errorf("run -balls 0: exit %d, %q, %q; want 0 and \"no balls\"", code, out, errOut)
	}
}

// A trace that cannot be used, missing or damaged, exits 1 in every
// command that reads one, as a replay that cannot be used does, naming the
// file and what is wrong: it exited 2, a usage error, against sim/lab/README.md.
func TestUnusableTracesExit1(t *testing.T) {
	dir := t.TempDir()
	zeros := filepath.Join(dir, "zeros.txt")
	os.WriteFile(zeros, []byte("0\n0\n"), 0o644)
	junk := filepath.Join(dir, "junk.txt")
	os.WriteFile(junk, []byte("16666667\nsoon\n"), 0o644)
	missing := filepath.Join(dir, "missing.txt")
	recording, _ := recordRun(t, "-ticks", "60")
	for _, tc := range []struct {
		cmd  cmdFunc
		args []string
	}{
		{lab.Run, nil}, {lab.Replay, []string{recording}}, {lab.Compare, nil}, {lab.Policies, nil},
	} {
		for file, want := range map[string]string{
			missing: "open " + missing + ": no such file or directory",
			zeros:   "zeros.txt:2: no frame longer than 0 ns",
			junk:    `junk.txt:2: "soon": want a frame length in nanoseconds`,
		} {
			args := append(append([]string(nil), tc.args...), "-frames", file)
			out, errOut, code := call(t, tc.cmd, args...)
			if code != 1 || out != "" || !strings.Contains(errOut, want) || strings.Contains(errOut, "-h' for its flags") {
				t.Errorf("%v: exit %d, stdout %q, stderr %q: want exit 1 and %q", args, code, out, errOut, want)
			}
		}
	}
}

// Conflicting or empty flags are refused, naming both, instead of being
// ignored: -record "" recorded nothing and exited 0, -autosave 0s was
// taken though the rule is 1s to 24h, a second compare -frames replaced
// the first, -policy godot given 5,000 times ran 5,000 rows, desync -lesson
// dropped every other world flag without a word, and an empty -svg,
// -presentmon or -frames-out wrote nothing.
func TestConflictingAndEmptyFlags(t *testing.T) {
	for _, tc := range []struct {
		cmd  cmdFunc
		args []string
		want string
	}{
		{lab.Run, []string{"-record", ""}, `-record "": must name a file`},
		{lab.Run, []string{"-record", filepath.Join(t.TempDir(), "x.tbr"), "-autosave", "0s"}, "-autosave 0s: must be 1s to 24h"},
		{lab.Compare, []string{"-frames", "30", "-frames", "144"}, `-frames "30" and -frames "144": compare adds one row`},
		{lab.Policies, []string{"-policy", "godot,tickbox,godot"}, `-policy "godot,tickbox,godot": godot is in the list twice`},
		{lab.Policies, []string{"-policy", "godot", "-policy", "bevy"}, `-policy "godot" and -policy "bevy": it takes one comma-separated list`},
		{lab.Policies, []string{"-svg", ""}, `-svg "": must name a file`},
		{lab.Policies, []string{"-presentmon", ""}, `-presentmon "": must name a folder`},
		{lab.Policies, []string{"-frames-out", ""}, `-frames-out "": must name a file`},
		{lab.Desync, []string{"-lesson", "-balls", "5"}, "-lesson with -balls: the lesson's table is of its own world"},
		{lab.Desync, []string{"-lesson", "-inputs", "3"}, "-lesson with -inputs"},
	} {
		out, errOut, code := call(t, tc.cmd, tc.args...)
		if code != 2 || out != "" || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q: want exit 2 and %q", tc.args, code, out, errOut, tc.want)
		}
	}
}

// The lesson's world with more balls than its one says how many it has,
// as it runs them.
func TestLessonWorldNamesItsBalls(t *testing.T) {
	out := mustCall(t, lab.Run, "-world", "lesson", "-balls", "5", "-ticks", "10")
	if !strings.Contains(out, "lesson world, 5 point balls") {
		t.Errorf("run -world lesson -balls 5 says\n%s\nwant \"lesson world, 5 point balls\"", out)
	}
}

// A chart or a trace that cannot be written says what it is, not that a
// recording cannot be saved there.
func TestSaveErrorsNameNoRecording(t *testing.T) {
	for _, flag := range []string{"-svg", "-frames-out"} {
		_, errOut, code := call(t, lab.Policies, "-seconds", "1", flag, t.TempDir())
		if code != 1 || strings.Contains(errOut, "recording") || !strings.Contains(errOut, flag+": save ") ||
			!strings.Contains(errOut, "it is a directory") {
			t.Errorf("%s onto a folder: exit %d, %s; want 1, naming the flag and the folder, no recording", flag, code, errOut)
		}
	}
}

// -max-frame and -max-updates given with a policy that keeps its engine's
// own limits are refused, naming both flags, the policy and the limits it
// keeps: run -policy godot -max-updates 3 once ran godot's 8 steps a frame
// without a word. Tickbox's own policies take them.
func TestLimitFlagsWithAnEnginesPolicy(t *testing.T) {
	for _, e := range policy.All() {
		p, _ := policy.New(e.Name)
		for _, flags := range [][]string{{"-max-updates", "3"}, {"-max-frame", "1s"}} {
			args := append([]string{"-policy", e.Name, "-ticks", "10"}, flags...)
			out, errOut, code := call(t, lab.Run, args...)
			if sched.TakesLimits(p) {
				if code != 0 {
					t.Errorf("run %v: exit %d, %s: want the limits taken", args, code, errOut)
				}
				continue
			}
			own := string(instrument.AppendLimits(nil, instrument.LimitsOf(p, sched.Config{Rate: sched.DefaultRate})))
			want := flags[0] + " " + flags[1] + " with -policy " + e.Name
			if code != 2 || out != "" || !strings.Contains(errOut, want) || !strings.Contains(errOut, "("+"at 60 Hz: "+own+")") {
				t.Errorf("run %v: exit %d, stdout %q, stderr %q: want exit 2, %q and its own limits %q", args, code, out, errOut, want, own)
			}
		}
	}
	_, errOut, code := call(t, lab.Replay, "x.tbr", "-policy", "godot", "-max-frame", "1s", "-max-updates", "3")
	if want := "-max-frame 1s and -max-updates 3 with -policy godot"; code != 2 || !strings.Contains(errOut, want) {
		t.Errorf("replay with both limits and godot: exit %d, %s: want exit 2 and %q, before the file is read", code, errOut, want)
	}
}
