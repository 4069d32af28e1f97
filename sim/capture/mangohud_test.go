package capture_test

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"
	"tickbox/sim/capture"
	"time"
)

// mangoLog writes a log as MangoHud's src/logging.cpp does: the system
// lines (writeFileHeaders, with log_versioning's extra lines if versioned),
// then a row per log (writeToFile): fps and frametime (ms, as an ostream
// prints a float: 6 significant digits), the sensors, elapsed (ns since
// the log began). rows are frame times and when each was logged.
func mangoLog(versioned bool, rows [][2]float64) string {
	var b strings.Builder
	if versioned {
		b.WriteString("v1\n0.7.2\n---------------------SYSTEM INFO---------------------\n")
	}
	b.WriteString("os,cpu,gpu,ram,kernel,driver,cpuscheduler\n" +
		"Arch Linux,AMD Ryzen 7 5800X 8-Core Processor,AMD Radeon RX 6800 (RADV NAVI21),32768000,6.8.1-arch1-1,Mesa 24.0.3,performance\n")
	if versioned {
		b.WriteString("--------------------FRAME METRICS--------------------\n")
	}
	b.WriteString("fps,frametime,cpu_load,cpu_power,gpu_load,cpu_temp,gpu_temp,gpu_core_clock,gpu_mem_clock," +
		"gpu_vram_used,gpu_power,ram_used,swap_used,process_rss,cpu_mhz,elapsed\n")
	for _, r := range rows {
		ft := strconv.FormatFloat(r[0], 'g', 6, 32)
		fps := strconv.FormatFloat(1000/r[0], 'g', 6, 64)
		fmt.Fprintf(&b, "%s,%s,21.6521,0,84,54,51,3121,1358,4.93264,255,10.734,0,0,4500,%d\n", fps, ft, int64(r[1]))
	}
	return b.String()
}

// perFrame makes rows of a log of every frame: each row logged at its
// frame's present, a few microseconds after the clock read for the frame.
func perFrame(n int) [][2]float64 {
	rows := make([][2]float64, n)
	t := 2.5e9
	for i := range rows {
		ms := 16.6667 + float64(i%7) - 3
		if i%50 == 49 {
			ms = 70 // a hitch
		}
		t += ms * 1e6
		rows[i] = [2]float64{ms, t + float64(i%3)*2000}
	}
	return rows
}

// A MangoHud log of every frame reads as its frames; a sampled one (every
// 100 ms, MangoHud's default before 0.6.9) is refused as samples, with how
// to log every frame.
func TestMangoHud(t *testing.T) {
	rows := perFrame(300)
	for _, versioned := range []bool{false, true} {
		c, err := capture.Read(strings.NewReader(mangoLog(versioned, rows)), "game_2024-05-01_12-00-00.csv", "")
		if err != nil {
			t.Fatalf("versioned %v: %v", versioned, err)
		}
		if c.Format != "MangoHud log" || c.Game() != nil || len(c.Frames) != len(rows) {
			t.Fatalf("versioned %v: %s, %v, %d frames; want a MangoHud log of one game, %d frames", versioned, c.Format, c.Game(), len(c.Frames), len(rows))
		}
		for i, r := range rows {
			ms, _ := strconv.ParseFloat(strconv.FormatFloat(r[0], 'g', 6, 32), 64)
			if want := time.Duration(math.Round(ms * 1e6)); c.Frames[i] != want {
				t.Fatalf("frame %d: %v, want %v", i, c.Frames[i], want)
			}
		}
	}
	sampled := make([][2]float64, 300)
	for i := range sampled {
		sampled[i] = [2]float64{4.18737 - float64(i%5)*0.1, 333365637 + float64(i)*1e8} // a 240 fps game, a row every 100 ms
	}
	fast := make([][2]float64, 300)
	for i := range fast {
		fast[i] = [2]float64{16.6667, 1e9 + float64(i)*1e6} // a 60 fps game logged every 1 ms
	}
	for name, rows := range map[string][][2]float64{"every 100 ms": sampled, "every 1 ms": fast} {
		_, err := capture.Read(strings.NewReader(mangoLog(false, rows)), "m.csv", "")
		if err == nil || !strings.Contains(err.Error(), "m.csv:303: a MangoHud log sampled every ") ||
			!strings.Contains(err.Error(), "log every frame with log_interval=0 in MangoHud.conf") {
			t.Errorf("%s: %v, want it refused as sampled", name, err)
		}
	}
	noElapsed := strings.Replace(mangoLog(false, rows), ",elapsed\n", ",when\n", 1)
	if _, err := capture.Read(strings.NewReader(noElapsed), "m.csv", ""); err == nil || !strings.Contains(err.Error(), "m.csv:3: MangoHud log header without frametime and elapsed") {
		t.Errorf("no elapsed: %v", err)
	}
}

// An MSI Afterburner hardware monitoring log (first line as v4.6 writes it)
// is named for what it is: sensor readings, not frames.
func TestAfterburner(t *testing.T) {
	log := "00, 24-10-2025 16:56:05, Hardware monitoring log v1.6 ,,,,,,,,,,\r\n" +
		"01, 24-10-2025 16:56:05, Radeon RX 580 Series,,,,,,,,,,\r\n" +
		"02, 24-10-2025 16:56:05, Power               ,Framerate           ,Frametime           \r\n" +
		"80, 24-10-2025 16:56:05,142.515,119.4,8.854\r\n"
	_, err := capture.Read(strings.NewReader(log), "RE3.hml", "")
	if err == nil || !strings.Contains(err.Error(), "RE3.hml:1: an MSI Afterburner hardware monitoring log: sensor readings") {
		t.Errorf("Afterburner: %v", err)
	}
}
