package lab_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"tickbox/sim/capture"

	"tickbox/sim/lab"
)

// excerpt is a real capture of Ghost Recon Breakpoint (GRB.exe, 298
// presents in it) beside dwm.exe (296), firefox.exe and AMD Ryzen Master.
var excerpt = filepath.Join("..", "capture", "testdata", "presentmon-1.5.2-grb-excerpt.csv")

// A capture plays its game's frames in every command that takes -frames:
// the output names the game and the others left out; -process picks
// another, by name or PID.
func TestCaptureGame(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "r.tbr")
	mustCall(t, lab.Run, "-ticks", "120", "-record", rec)
	for _, tt := range []struct {
		cmd     cmdFunc
		args    []string
		game    string
		players int // frames the game's policy run plays, 0: not a policies run
	}{
		{lab.Run, []string{"-frames", excerpt, "-ticks", "60"}, "GRB.exe (PID 13456): 298", 0},
		{lab.Run, []string{"-frames", excerpt, "-process", "dwm.exe", "-ticks", "60"}, "dwm.exe (PID 1520): 296", 0},
		{lab.Replay, []string{rec, "-frames", excerpt, "-process", "DWM.exe"}, "dwm.exe (PID 1520): 296", 0},
		{lab.Compare, []string{"-frames", excerpt, "-process", "7084"}, "firefox.exe (PID 7084): 2", 0},
		{lab.Policies, []string{"-frames", excerpt, "-policy", "tickbox", "-json"}, "GRB.exe (PID 13456): 298", 298},
		{lab.Policies, []string{"-frames", excerpt, "-policy", "tickbox", "-process", "ryzen", "-json"}, "AMD Ryzen Master.exe (PID 16864): 4", 4},
	} {
		out, errOut, code := call(t, tt.cmd, tt.args...)
		if code != 0 || !strings.Contains(errOut, "the frames of "+tt.game) || !strings.Contains(errOut, "also in it: ") ||
			!strings.Contains(errOut, "-process NAME|PID picks another") || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q; want one line naming %s and the others", tt.args, code, errOut, tt.game)
			continue
		}
		if tt.players > 0 {
			var rows []struct{ Frames int }
			if err := json.Unmarshal([]byte(out), &rows); err != nil || rows[0].Frames != tt.players {
				t.Errorf("%v: %v %s; want %d frames played", tt.args, err, out, tt.players)
			}
		}
	}
}

// compare's row for a capture runs on the game -process picks.
func TestCompareCapture(t *testing.T) {
	rows := func(args ...string) map[string]int64 {
		var r struct {
			Rows []struct {
				Pattern string
				Frames  int64
			}
		}
		if err := json.Unmarshal([]byte(mustCall(t, lab.Compare, append(args, "-json")...)), &r); err != nil {
			t.Fatal(err)
		}
		m := map[string]int64{}
		for _, row := range r.Rows {
			m[row.Pattern] = row.Frames
		}
		return m
	}
	grb, firefox := rows("-frames", excerpt)[excerpt], rows("-frames", excerpt, "-process", "firefox.exe")[excerpt]
	if grb == 0 || firefox == 0 || grb == firefox {
		t.Errorf("600 ticks on GRB.exe's frames: %d frames, on firefox.exe's: %d; want two rows of their own", grb, firefox)
	}
}

// tickbox policies prints the game and the others above the table, and
// beside the policies' judder and error the capture's own, read from its
// display columns (Dropped frames never shown).
func TestPoliciesCapture(t *testing.T) {
	out := mustCall(t, lab.Policies, "-frames", excerpt, "-policy", "tickbox,godot")
	file, err := capture.Load(excerpt, "")
	if err != nil {
		t.Fatal(err)
	}
	d := file.Capture().Display
	for _, want := range []string{
		"frames   " + excerpt + " (PresentMon 1.x CSV: the frames of GRB.exe (PID 13456): 298, ",
		"\n         also in it: dwm.exe (PID 1520): 296 frames; ",
		"\ncapture  itself, on its own display: " + itoa(d.Shown) + " of 298 frames shown, judder " + ftoa(d.Judder, 4) +
			", error " + ftoa(d.ErrMeanMs, 3) + " ms, p99 " + ftoa(d.ErrP99Ms, 3) + " ms",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("policies on a excerpt does not say %q:\n%s", want, out)
		}
	}
	if d.Shown >= 298 || d.Shown < 200 {
		t.Errorf("%d of 298 frames shown: the capture's Dropped rows were not read", d.Shown)
	}
	if out := mustCall(t, lab.Policies, "-frames", "60", "-seconds", "1", "-policy", "tickbox"); strings.Contains(out, "capture ") {
		t.Errorf("a frame rate prints a excerpt line:\n%s", out)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

func ftoa(v float64, digits int) string { return strconv.FormatFloat(v, 'f', digits, 64) }

// mangoLog writes a MangoHud log of every frame (log_interval=0) of n
// frames of 16.6667 ms, as src/logging.cpp writes one: the system lines,
// the columns, then a row per frame with elapsed in ns.
func mangoLog(t *testing.T, n int) string {
	var b strings.Builder
	b.WriteString("os,cpu,gpu,ram,kernel,driver,cpuscheduler\n" +
		"Arch Linux,AMD Ryzen 7 5800X 8-Core Processor,AMD Radeon RX 6800 (RADV NAVI21),32768000,6.8.1-arch1-1,Mesa 24.0.3,performance\n" +
		"fps,frametime,cpu_load,cpu_power,gpu_load,cpu_temp,gpu_temp,gpu_core_clock,gpu_mem_clock," +
		"gpu_vram_used,gpu_power,ram_used,swap_used,process_rss,cpu_mhz,elapsed\n")
	at := int64(2_500_000_000)
	for range n {
		at += 16_666_700
		b.WriteString("59.9999,16.6667,21.6521,0,84,54,51,3121,1358,4.93264,255,10.734,0,0,4500," + strconv.FormatInt(at, 10) + "\n")
	}
	path := filepath.Join(t.TempDir(), "mango.csv")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// A capture of one game's frames only (MangoHud) is named by its format
// too: in policies' header, and on stderr in run, replay, compare and
// policies -json, as "MangoHud log: 600 frames" ("1 frame" for one).
// Only a capture with several games was named: policies said "mango.csv
// (600 frames)", "(1 frames)" for one, and the others nothing.
func TestCaptureFormatIsNamed(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "r.tbr")
	mustCall(t, lab.Run, "-ticks", "120", "-record", rec)
	for _, n := range []int{600, 1} {
		log := mangoLog(t, n)
		want := "MangoHud log: " + capture.Plural(n, "frame") + ", "
		if out := mustCall(t, lab.Policies, "-frames", log, "-policy", "tickbox"); !strings.Contains(out, "frames   "+log+" ("+want) {
			t.Errorf("policies on a MangoHud log of %s does not say %q:\n%s", capture.Plural(n, "frame"), want, out)
		}
		for _, args := range [][]string{
			{"run", "-frames", log, "-ticks", "60"},
			{"replay", rec, "-frames", log},
			{"compare", "-frames", log},
			{"policies", "-frames", log, "-policy", "tickbox", "-json"},
		} {
			cmd := map[string]cmdFunc{"run": lab.Run, "replay": lab.Replay, "compare": lab.Compare, "policies": lab.Policies}[args[0]]
			_, errOut, code := call(t, cmd, args[1:]...)
			if line := "tickbox " + args[0] + `: -frames "` + log + `": ` + want; code != 0 || !strings.Contains(errOut, line) {
				t.Errorf("%v: exit %d, stderr %q; want it to say %q", args, code, errOut, line)
			}
		}
	}
	trace := filepath.Join(t.TempDir(), "own.txt")
	if err := os.WriteFile(trace, []byte("16666667\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if out := mustCall(t, lab.Policies, "-frames", trace, "-policy", "tickbox"); !strings.Contains(out, "frames   "+trace+" (1 frame)\n") {
		t.Errorf("policies on Tickbox's own trace of one frame:\n%s\nwant \"(1 frame)\"", out)
	}
	if _, errOut, _ := call(t, lab.Run, "-frames", trace, "-ticks", "60"); errOut != "" {
		t.Errorf("run on Tickbox's own trace says %q on stderr: want nothing", errOut)
	}
}
