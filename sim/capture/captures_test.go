package capture_test

import (
	"bytes"
	"encoding/csv"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"tickbox/sim/capture"
	"time"
)

// realCaptures are the captures in testdata (see testdata/SOURCES) and what
// the rules make of each: the game the reader must choose (the busiest
// swap chain of a process that is not dwm.exe) and the columns that give
// each frame's length, added up.
var realCaptures = []struct {
	file, format    string
	app, pid, chain string // chain "": the process has one swap chain
	columns         []string
}{
	{"presentmon-1.6-test_case_1.csv", "PresentMon 1.x", "Presenter.exe", "24560", "", []string{"MsBetweenPresents"}},
	{"presentmon-1.10-test_case_1.csv", "PresentMon 1.7 or later", "Presenter.exe", "24560", "", []string{"msBetweenPresents"}},
	{"presentmon-2.0-test_case_1.csv", "PresentMon 2.0", "Presenter.exe", "24560", "", []string{"CPUBusy", "CPUWait"}},
	{"presentmon-2.3-test_case_5.csv", "PresentMon 2.1 to 2.3", "PresentBench.exe", "24892", "0x2A70D2CAC00", []string{"FrameTime"}},
	{"presentmon-2.5-test_case_5.csv", "PresentMon 2.4 or later", "PresentBench.exe", "24892", "0x2A70D2CAC00", []string{"MsBetweenPresents"}},
	{"presentmon-2.5-test_case_1_v1.csv", "PresentMon 1.7 or later", "Presenter.exe", "24560", "", []string{"msBetweenPresents"}},
	{"pm2analyzer-r6siege-excerpt.csv", "PresentMon", "RainbowSix.exe", "968", "", []string{"ms_between_presents"}},
	{"capframex-re2-excerpt.csv", "CapFrameX", "re2.exe", "1936", "", []string{"MsBetweenPresents"}},
	{"ocat-metroexodus-excerpt.csv", "OCAT", "MetroExodus.exe", "13840", "", []string{"MsBetweenPresents"}},
	{"presentmon-1.5.2-grb-excerpt.csv", "PresentMon 1.x", "GRB.exe", "13456", "", []string{"MsBetweenPresents"}},
}

// Every real capture reads as the frames of its game: every row of that
// swap chain, dropped or not, as long as its columns say, to the
// nanosecond; encoding/csv reads the same file as the oracle. Where dwm.exe
// presented more, the game is still chosen.
func TestRealCaptures(t *testing.T) {
	for _, tt := range realCaptures {
		t.Run(tt.file, func(t *testing.T) {
			data := readFile(t, tt.file)
			c, err := capture.Read(bytes.NewReader(data), tt.file, "")
			if err != nil {
				t.Fatal(err)
			}
			want, dwm, shown := oracle(t, data, tt.app, tt.pid, tt.chain, tt.columns)
			if c.Game() == nil || c.Game().Name != tt.app || c.Game().PID != tt.pid || c.Game().SwapChain != tt.chain {
				t.Fatalf("game %+v, want %s PID %s swap chain %q", c.Game(), tt.app, tt.pid, tt.chain)
			}
			if !strings.Contains(c.Format, tt.format) {
				t.Errorf("format %q, want it to say %q", c.Format, tt.format)
			}
			if !slices.Equal(c.Frames, want) {
				t.Errorf("%d frames (%v ...), want %d (%v ...)", len(c.Frames), head(c.Frames), len(want), head(want))
			}
			if shown >= 0 && (c.Display == nil || c.Display.Shown != shown) {
				t.Errorf("display %+v, want %d frames shown, as many as Dropped is 0", c.Display, shown)
			}
			if dwm > len(want) && (len(c.Others()) == 0 || c.Others()[0].Name != "dwm.exe") {
				t.Errorf("dwm.exe presented %d times, the game %d: want dwm.exe first of the others, got %+v", dwm, len(want), c.Others())
			}
		})
	}
}

// oracle reads a capture with encoding/csv and returns the frames of the
// game (app, pid, chain) from columns added up, NA rows left out, and the
// presents of dwm.exe's busiest swap chain, and where the capture has a
// Dropped column the game's rows of Dropped 0 (else -1).
func oracle(t *testing.T, data []byte, app, pid, chain string, columns []string) ([]time.Duration, int, int) {
	t.Helper()
	var lines []string
	for _, l := range strings.Split(strings.TrimPrefix(string(data), "\ufeff"), "\n") {
		if !strings.HasPrefix(l, "//") {
			lines = append(lines, l)
		}
	}
	r := csv.NewReader(strings.NewReader(strings.Join(lines, "\n")))
	r.FieldsPerRecord = -1
	rows, err := r.ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	col := func(names ...string) int {
		for i, h := range rows[0] {
			for _, n := range names {
				if h == n {
					return i
				}
			}
		}
		return -1
	}
	a, p, s := col("Application", "application"), col("ProcessID", "process_id"), col("SwapChainAddress")
	dropped, shown := col("Dropped"), 0
	var frames []time.Duration
	dwm := map[string]int{}
	for _, row := range rows[1:] {
		if row[a] == "dwm.exe" {
			dwm[row[s]]++
		}
		if row[a] != app || row[p] != pid || chain != "" && row[s] != chain {
			continue
		}
		if dropped >= 0 && row[dropped] == "0" {
			shown++
		}
		ms, na := 0.0, false
		for _, name := range columns {
			v := row[col(name)]
			na = na || v == "NA"
			x, _ := strconv.ParseFloat(v, 64)
			ms += x
		}
		if !na {
			frames = append(frames, time.Duration(math.Round(ms*float64(time.Millisecond))))
		}
	}
	most := 0
	for _, n := range dwm {
		most = max(most, n)
	}
	if dropped < 0 {
		shown = -1
	}
	return frames, most, shown
}

func readFile(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func head(f []time.Duration) []time.Duration { return f[:min(len(f), 4)] }
