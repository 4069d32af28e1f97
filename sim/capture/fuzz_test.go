package capture_test

import (
	"os"
	"path/filepath"
	"testing"
	"tickbox/sim/capture"
	"time"

	"tickbox/sim/sched"
)

// FuzzFrameFile feeds arbitrary files to the frame-file reader: it must
// never panic, and a file it accepts must give frames of 0 to 24 h that add
// up to more than nothing over one pass.
func FuzzFrameFile(f *testing.F) {
	f.Add([]byte("16666667\n16666666\n"))
	f.Add([]byte("# hitch\n6944445\n250000000\n\n0\n"))
	f.Add([]byte("0\n0\n"))
	f.Add([]byte("86400000000000\n-1\n"))
	f.Add([]byte("\ufeffApplication,ProcessID,MsBetweenPresents,Dropped,MsBetweenDisplayChange\r\n\"a,b\",1,16.6,0,16.6\r\ndwm.exe,2,8,1,NA\r\n"))
	f.Add([]byte("Application,FrameTime,DisplayedTime\na,16,NA\na,17,33\n"))
	f.Add([]byte("---PROFILEDATA---\nFlags,IntendedVsync,\n0,1000,\n0,17000000,\n---PROFILEDATA---\nView hierarchy:\n"))
	f.Add([]byte("os,cpu,gpu\nLinux,x,y\nfps,frametime,elapsed\n60,16.6,100\n60,16.7,16700100\n"))
	f.Add([]byte{0xff, 0xfe, '1', 0, '\n', 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(t.TempDir(), "frames.txt")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		src, err := capture.Parse(path, 1)
		if err != nil {
			return
		}
		var total time.Duration
		for range len(data) + 1 { // at least one pass: a line is at least a byte
			d := src.Next(0)
			if d < 0 || d > sched.MaxElapsed {
				t.Fatalf("frame of %v", d)
			}
			total += d
		}
		if total == 0 {
			t.Fatal("accepted frames that never let time pass")
		}
	})
}
