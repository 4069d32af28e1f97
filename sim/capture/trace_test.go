package capture_test

import (
	"strings"
	"testing"
	"tickbox/sim/capture"
	"time"
)

func TestReadTrace(t *testing.T) {
	tests := []struct {
		name, text string
		want       []time.Duration
	}{
		{"ns", "# made up\n16666667\n\n16666666\n", []time.Duration{16666667, 16666666}},
		// Every present is a frame, as long as the time since the one before,
		// shown or not: MsBetweenPresents, never the display's columns.
		{"presentmon 1.x", "Application,ProcessID,MsBetweenPresents,MsBetweenDisplayChange\n" +
			"a.exe,1,16.5,16.667\na.exe,1,3.1,NA\na.exe,1,17,33.333\n", []time.Duration{16500000, 3100000, 17000000}},
		{"presentmon 1.7", "Application,ProcessID,Dropped,msBetweenPresents,msBetweenDisplayChange\n" +
			"a.exe,1,0,16.5,16.667\na.exe,1,1,3.1,0.000\n", []time.Duration{16500000, 3100000}},
		{"presentmon presents only", "Application,MsBetweenPresents\r\na,16.6667\r\n", []time.Duration{16666700}},
		{"presentmon 2.1", "Application,FrameTime,DisplayedTime\na,16.0,16.5\na,NA,NA\na,17.0,NA\n", []time.Duration{16000000, 17000000}},
		{"presentmon 2.4", "Application,MsBetweenAppStart,MsBetweenPresents\na,16.0,16.5\n", []time.Duration{16500000}},
		{"presentmon 2.4 without presents", "Application,MsBetweenAppStart,MsCPUBusy,MsCPUWait\na,16.0,3,4\n", []time.Duration{16000000}},
		{"presentmon 2.0", "Application,CPUBusy,CPUWait,DisplayedTime\na,10.25,6.5,16.5\n", []time.Duration{16750000}},
		{"android", "Applications Graphics Acceleration Info:\n" + profileData +
			"\nFlags,FrameTimelineVsyncId,IntendedVsync,Vsync,\n" +
			"1,0,1000000000,1000000000,\n0,0,1016666667,1016666667,\n0,0,1033333334,1033333334,\n" +
			"0,0,1066666667,1066666667,\n" + profileData + "\n", []time.Duration{16666667, 33333333}},
	}
	for _, tt := range tests {
		got, err := capture.ReadTrace(strings.NewReader(tt.text), tt.name)
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		if len(got) != len(tt.want) {
			t.Errorf("%s: %v, want %v", tt.name, got, tt.want)
			continue
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("%s: %v, want %v", tt.name, got, tt.want)
				break
			}
		}
	}
}

const profileData = "---PROFILEDATA---"

// A damaged file gets an error naming the line and what was expected.
func TestReadTraceErrors(t *testing.T) {
	tests := []struct{ text, want string }{
		{"16666667\nabc\n", `t:2: "abc": want a frame length in nanoseconds`},
		{"", "t: no frames"},
		{"0\n0\n", "no frame longer than 0 ns"},
		{"Application,ProcessID\na,1\n", "t:1: a CSV header that looks like a PresentMon-style CSV but names no frame time column: want MsBetweenPresents"},
		{"Application,CPUBusy\na,1\n", "want MsBetweenPresents (any case), else FrameTime or MsBetweenAppStart, else CPUBusy and CPUWait"},
		{"Application,MsBetweenPresents\na,x\n", `t:2: MsBetweenPresents "x": want milliseconds`},
		{"Application,ProcessID,MsBetweenPresents\na,1\n", "t:2: PresentMon 1.x CSV row of 2 fields: want at least 3, up to MsBetweenPresents"},
		{"Application,MsBetweenPresents\na,NA\n", "t:2: PresentMon 1.x CSV: every row (1) has NA for MsBetweenPresents"},
		{profileData + "\nFlags,IntendedVsync\n0,zz\n", `t:3: Android framestats row "0,zz": want Flags and IntendedVsync`},
		{profileData + "\n0,1\n", "t:2: Android framestats: a table row before its header"},
	}
	for _, tt := range tests {
		_, err := capture.ReadTrace(strings.NewReader(tt.text), "t")
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%q: error %v, want it to say %q", tt.text, err, tt.want)
		}
	}
}
