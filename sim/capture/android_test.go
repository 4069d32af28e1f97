package capture_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"tickbox/sim/capture"
	"time"
)

// The columns hwui writes (frameworks/base libs/hwui/FrameInfo.cpp,
// FrameInfoNames): Android 12 on, and Android 10.
const (
	framesHeader12 = "Flags,FrameTimelineVsyncId,IntendedVsync,Vsync,InputEventId,HandleInputStart,AnimationStart," +
		"PerformTraversalsStart,DrawStart,FrameDeadline,FrameInterval,FrameStartTime,SyncQueued,SyncStart," +
		"IssueDrawCommandsStart,SwapBuffers,FrameCompleted,DequeueBufferDuration,QueueBufferDuration,GpuCompleted," +
		"SwapBuffersCompleted,DisplayPresentTime,CommandSubmissionId,"
	framesHeader10 = "Flags,IntendedVsync,Vsync,OldestInputEvent,NewestInputEvent,HandleInputStart,AnimationStart," +
		"PerformTraversalsStart,DrawStart,SyncQueued,SyncStart,IssueDrawCommandsStart,SwapBuffers,FrameCompleted," +
		"DequeueBufferDuration,QueueBufferDuration,GpuCompleted,"
)

// table writes a window's part of a dump as hwui's JankTracker does
// (dumpData, then dumpFrames): its name, its stats, then its frames between
// two ---PROFILEDATA--- lines, each row ending in a comma. starts are the
// rows' IntendedVsync; a negative one is a row flagged 1.
func table(header, name string, window bool, starts ...int64) string {
	var b strings.Builder
	fmt.Fprintf(&b, "\n\t%s/android.view.ViewRootImpl@64626fe (visibility=0)", name)
	if window {
		fmt.Fprintf(&b, "\nWindow: %s", name)
	}
	fmt.Fprintf(&b, "\nStats since: 1159980659846824ns\nTotal frames rendered: %d\nJanky frames: 0 (0.00%%)\n"+
		"50th percentile: 4950ms\n90th percentile: 4950ms\nHISTOGRAM: 5ms=0 6ms=0 4950ms=0\n", len(starts))
	fmt.Fprintf(&b, "\n\n---PROFILEDATA---\n%s", header)
	cols := strings.Count(header, ",")
	vsync := indexOfField(header, "IntendedVsync")
	for _, s := range starts {
		flags := int64(0)
		if s < 0 {
			flags, s = 1, -s
		}
		row := make([]string, cols)
		for i := range row {
			row[i] = fmt.Sprint(s + int64(i)*1000)
		}
		row[0], row[vsync] = fmt.Sprint(flags), fmt.Sprint(s)
		fmt.Fprintf(&b, "\n%s,", strings.Join(row, ","))
	}
	b.WriteString("\n---PROFILEDATA---\n\n")
	return b.String()
}

func indexOfField(header, name string) int {
	for i, f := range strings.Split(header, ",") {
		if f == name {
			return i
		}
	}
	panic(name)
}

// dump writes a whole `dumpsys gfxinfo PACKAGE framestats` output around
// the windows' parts: the process's stats before, the view hierarchy after.
func dump(windows ...string) string {
	return "Applications Graphics Acceleration Info:\nUptime: 1160139679 Realtime: 1660782772\n\n" +
		"** Graphics info for pid 2290 [com.example.game] **\n\nStats since: 1159980659846824ns\n" +
		"Total frames rendered: 109\nJanky frames: 2 (1.83%)\n50th percentile: 5ms\n99th percentile: 109ms\n" +
		"HISTOGRAM: 5ms=106 6ms=0 7ms=0\n\nPipeline=Skia (OpenGL)\nProfile data in ms:\n" + strings.Join(windows, "") +
		"View hierarchy:\n\n  com.example.game/com.example.game.MainActivity/android.view.ViewRootImpl@64626fe\n" +
		"  47 views, 74.63 kB of render nodes\n\n\nTotal ViewRootImpl   : 2\nTotal attached Views : 48\n" +
		"Total RenderNode     : 74.63 kB (used) / 341.10 kB (capacity)\n"
}

const game, popup = "com.example.game/com.example.game.MainActivity", "PopupWindow:3f2a1c"

// A complete dump holds a table per window and lines after each: every
// table ends at its closing line, the busiest window plays (-process picks
// another by name, or by part of it), rows flagged are left out, each
// frame from one IntendedVsync to the next.
func TestFramestats(t *testing.T) {
	const v = 1_000_000_000
	main12 := table(framesHeader12, game, true, -v, v+16_666_667, v+33_333_334, v+66_666_667, -(v + 83_333_334), v+100_000_000)
	pop12 := table(framesHeader12, popup, true, v, v+50_000_000, v+60_000_000)
	main10 := table(framesHeader10, game, false, -v, v+16_666_667, v+33_333_334, v+66_666_667, -(v + 83_333_334), v+100_000_000)
	pop10 := table(framesHeader10, popup, false, v, v+50_000_000, v+60_000_000)
	mainFrames := []time.Duration{16_666_667, 33_333_333, 33_333_333}
	popFrames := []time.Duration{50_000_000, 10_000_000}
	for _, tt := range []struct {
		name, text, process string
		window              string
		want                []time.Duration
	}{
		{"Android 12", dump(main12, pop12), "", game, mainFrames},
		{"Android 12, popup first", dump(pop12, main12), "", game, mainFrames},
		{"Android 10", dump(main10, pop10), "", game, mainFrames},
		{"-process by name", dump(main12, pop12), popup, popup, popFrames},
		{"-process by part of it", dump(main10, pop10), "popupwindow", popup, popFrames},
		{"a table alone", strings.TrimLeft(main12[strings.Index(main12, "Flags,"):], "\n"), "", "window 1", mainFrames},
	} {
		c, err := capture.Read(strings.NewReader(tt.text), "gfx.txt", tt.process)
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		if c.Format != "Android framestats" || c.Game().Name != tt.window || !slices.Equal(c.Frames, tt.want) {
			t.Errorf("%s: %s, %v: %v; want %s: %v", tt.name, c.Format, c.Game(), c.Frames, tt.window, tt.want)
		}
	}
	// The others are picked by name: a window has no PID.
	if c := mustRead(t, []byte(dump(main12, pop12)), ""); !strings.HasSuffix(c.LeftOut(), "(-process NAME picks another)") {
		t.Errorf("left out %q: want -process NAME, a window's", c.LeftOut())
	}
	// PowerShell's > writes UTF-16LE with a BOM and CRLF.
	ps := utf16LE([]byte(strings.ReplaceAll(dump(main12, pop12), "\n", "\r\n")))
	if c := mustRead(t, ps, ""); c.Game().Name != game || !slices.Equal(c.Frames, mainFrames) {
		t.Errorf("UTF-16LE CRLF: %v %v", c.Game(), c.Frames)
	}
}

// A row whose IntendedVsync comes before the previous frame's is left
// out: taken as the next frame, it made the row after it a frame of the
// time between them, turning a 3.3 s capture into 5.0 s.
func TestFramestatsRowOutOfOrder(t *testing.T) {
	const v = 2_000_000_000
	text := dump(table(framesHeader12, game, true, v, v+16_666_667, v+33_333_334, v-1_600_000_000, v+50_000_000))
	c := mustRead(t, []byte(text), "")
	if want := []time.Duration{16_666_667, 16_666_667, 16_666_666}; !slices.Equal(c.Frames, want) {
		t.Errorf("frames %v; want %v, the row out of order left out", c.Frames, want)
	}
}

// What is not a framestats dump says what it is.
func TestFramestatsRefusals(t *testing.T) {
	plain := dump() // gfxinfo without framestats: no table
	empty := dump(table(framesHeader12, game, true))
	bad := dump(strings.Replace(table(framesHeader10, game, false, 1_000_000_000, 1_016_666_667), "\n0,1016666667", "\n0,10166x6667", 1))
	for _, tt := range []struct{ name, text, want string }{
		{"plain gfxinfo", plain, "gfx.txt:23: Android gfxinfo without framestats: its summary holds no frames; " +
			"capture them with adb shell dumpsys gfxinfo PACKAGE framestats"},
		{"empty tables", empty, "gfx.txt:38: Android framestats whose 1 table(s) have no rows"},
		{"a bad row", bad, `gfx.txt:28: Android framestats row "0,10166x6667,`},
		// Windows have no PID: the words are a window's (they said "by name
		// or PID").
		{"no such window", dump(table(framesHeader12, game, true, 1, 2, 3)), `gfx.txt: no window "chrome" in it: it holds ` + game +
			": 2 frames (give -process one of these, by name or part of it)"},
	} {
		process := ""
		if tt.name == "no such window" {
			process = "chrome"
		}
		_, err := capture.Read(strings.NewReader(tt.text), "gfx.txt", process)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want %q", tt.name, err, tt.want)
		}
	}
}
