package lab_test

import (
	"encoding/binary"
	"encoding/json"
	"hash/crc32"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"tickbox/sim/bounce"
	"tickbox/sim/lab"
	"tickbox/sim/oldtape"
	"tickbox/sim/simtest"
	"tickbox/sim/tape"
)

// result is the part of run's and replay's JSON these tests read.
type result struct {
	Ticks        int64  `json:"ticks"`
	Frames       int64  `json:"frames"`
	Fingerprint  string `json:"fingerprint"`
	OK           *bool  `json:"ok"`
	FirstBadTick *int64 `json:"first_bad_tick"`
}

func decodeResult(t *testing.T, out string) result {
	t.Helper()
	var r result
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v in\n%s", err, out)
	}
	return r
}

// recordRun records a run with made-up input and returns the file and the
// run's own result.
func recordRun(t *testing.T, args ...string) (string, result) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "rec.tbr")
	args = append([]string{"-json", "-record", path}, args...)
	return path, decodeResult(t, mustCall(t, lab.Run, args...))
}

// A recording made by the lab with -inputs plays back under every frame
// pattern, and under load with the limits on, to the run's own final
// fingerprint: ticks carry the inputs, not frames.
func TestReplayUnderEveryPattern(t *testing.T) {
	path, want := recordRun(t, "-inputs", "11", "-ticks", "4000", "-frames", "irregular")
	frameFile := filepath.Join(t.TempDir(), "frames.txt")
	if err := os.WriteFile(frameFile, []byte("1000000\n0\n90000000\n16666667\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	patterns := [][]string{
		{"-frames", "30"}, {"-frames", "60"}, {"-frames", "144"}, {"-frames", "irregular", "-frames-seed", "99"},
		{"-frames", frameFile}, {"-frames", "59.94"},
		{"-draw", "5ms", "-load", "10ms"}, // load: slow motion with the limits on
		{"-draw", "5ms", "-load", "10ms", "-max-frame", "0", "-max-updates", "0"},
	}
	frames := map[int64]bool{}
	for _, p := range patterns {
		args := append([]string{path, "-verify", "-json"}, p...)
		got := decodeResult(t, mustCall(t, lab.Replay, args...))
		if got.Fingerprint != want.Fingerprint || got.Ticks != want.Ticks || got.OK == nil || !*got.OK {
			t.Errorf("%v: tick %d %s ok %v, want tick %d %s", p, got.Ticks, got.Fingerprint, got.OK, want.Ticks, want.Fingerprint)
		}
		frames[got.Frames] = true
	}
	if len(frames) < len(patterns)-1 {
		t.Errorf("frame counts %v: the patterns did not group ticks into frames differently", frames)
	}
}

// rewrite edits a replay file and fixes its checksum, as someone editing
// it on purpose would.
func rewrite(t *testing.T, path string, edit func(r *tape.Recording)) {
	t.Helper()
	r, err := oldtape.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	edit(r)
	data, err := r.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// -verify finds a deliberately wrong fingerprint: exit 1, the window, and
// the first bad tick.
func TestReplayVerifyFindsWrongFingerprint(t *testing.T) {
	path, _ := recordRun(t, "-inputs", "5", "-ticks", "1000")
	rewrite(t, path, func(r *tape.Recording) { r.Prints[6] ^= 0xff }) // after 420 ticks
	out, _, code := call(t, lab.Replay, path, "-verify", "-json")
	got := decodeResult(t, out)
	if code != 1 || got.OK == nil || *got.OK || got.FirstBadTick == nil || *got.FirstBadTick != 419 {
		t.Fatalf("exit %d, %+v: want exit 1, ok false, first bad tick 419\n%s", code, got, out)
	}
	text, _, code := call(t, lab.Replay, path, "-verify")
	for _, want := range []string{"after 420 ticks", "ticks 360 to 419", "tick 419: the world plays right"} {
		if code != 1 || !strings.Contains(text, want) {
			t.Errorf("exit %d, want 1 and %q in\n%s", code, want, text)
		}
	}
	// Without -verify the mismatch is reported, and the exit is 0.
	text, _, code = call(t, lab.Replay, path)
	if code != 0 || !strings.Contains(text, "DOES NOT MATCH") {
		t.Errorf("without -verify: exit %d\n%s", code, text)
	}
}

// Where every fingerprint from one on is wrong and every tick of the
// window reproduces, nothing narrows the window: -verify names its last
// tick as the first known to be wrong, as the loop's playback finds it.
func TestReplayVerifyNamesTheWindowsLastTick(t *testing.T) {
	path, _ := recordRun(t, "-balls", "0", "-ticks", "1000") // a jumper at rest: no tick depends on fusion
	rewrite(t, path, func(r *tape.Recording) {
		for i := 6; i < len(r.Prints); i++ { // after 420 ticks and on
			r.Prints[i] ^= 0xff
		}
		r.Last ^= 0xff
	})
	out, _, code := call(t, lab.Replay, path, "-verify", "-json")
	if got := decodeResult(t, out); code != 1 || got.FirstBadTick == nil || *got.FirstBadTick != 419 {
		t.Fatalf("exit %d, %+v: want exit 1, first bad tick 419\n%s", code, got, out)
	}
	text, _, _ := call(t, lab.Replay, path, "-verify")
	if want := "first bad    tick 419: no tick since the last fingerprint that matched fails to reproduce"; !strings.Contains(text, want) {
		t.Errorf("want %q in\n%s", want, text)
	}
}

// A recording of the GCC twin, labelled as the strict world, is what a
// naive arm64 build would send: -verify names the tick desync finds first.
func TestReplayVerifyFindsFusedTick(t *testing.T) {
	path := recordAs(t, bounce.GCC, bounce.Strict, 1200)
	out, _, code := call(t, lab.Replay, path, "-verify", "-json")
	got := decodeResult(t, out)
	var d struct {
		First *int64 `json:"first_divergent_tick"`
	}
	if err := json.Unmarshal([]byte(mustCall(t, lab.Desync, "-json", "-ticks", "1200")), &d); err != nil {
		t.Fatal(err)
	}
	if code != 1 || got.FirstBadTick == nil || d.First == nil || *got.FirstBadTick != *d.First {
		t.Fatalf("exit %d, first bad tick %v, desync's first divergent tick %v: want exit 1 and the same tick", code, got.FirstBadTick, d.First)
	}
}

// A flipped byte anywhere in a file makes replay refuse it with an error
// that names the file and the byte, and exit 1.
func TestReplayRefusesFlippedBytes(t *testing.T) {
	path, _ := recordRun(t, "-inputs", "2", "-ticks", "300")
	good, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for i := range good {
		bad := append([]byte(nil), good...)
		bad[i] ^= 0x04
		if err := os.WriteFile(path, bad, 0o644); err != nil {
			t.Fatal(err)
		}
		out, errOut, code := call(t, lab.Replay, path, "-verify")
		if code != 1 || out != "" || !strings.Contains(errOut, strconv.Quote(path)+": byte ") {
			t.Fatalf("byte %d flipped: exit %d, stdout %q, stderr %q: want exit 1 and an error naming the file and a byte",
				i, code, out, errOut)
		}
	}
}

// recordAs records ticks ticks of the default world run by build b, with
// desync's input (one jump at tick 0), into a file labelled as made by
// build label: what a build that fuses records while it believes it is
// strict. It returns the file's path.
func recordAs(t *testing.T, b, label bounce.Build, ticks int64) string {
	t.Helper()
	c := bounce.DefaultConfig()
	c.Build = b
	w, err := bounce.New(c)
	if err != nil {
		t.Fatal(err)
	}
	return simtest.Record(t, w, label).Until(ticks, func(tick int64) bounce.Input { return bounce.Input{Jump: bounce.Tap(tick == 0)} }).Save()
}

// A file whose header claims a million ticks and has nothing after it.
func TestReplayRefusesHeaderWithoutBody(t *testing.T) {
	path, _ := recordRun(t, "-ticks", "1")
	data, _ := os.ReadFile(path)
	r, err := oldtape.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	// magic, version, the game's name and its length; the rules version,
	// rate 60, every 60 and the start tick 0, a byte each; the state and
	// its length.
	header := 4 + 2 + 1 + len(r.Game) + 4 + len(binary.AppendUvarint(nil, uint64(len(r.State)))) + len(r.State)
	body := append([]byte(nil), data[:header]...)
	body = binary.AppendUvarint(body, 1_000_000) // the final tick
	body = append(body, 0)                       // no events
	body = binary.LittleEndian.AppendUint32(body, crc32.ChecksumIEEE(body))
	if err := os.WriteFile(path, body, 0o644); err != nil {
		t.Fatal(err)
	}
	_, errOut, code := call(t, lab.Replay, path)
	if code != 1 || !strings.Contains(errOut, "1000000 ticks every 60 need 16666 fingerprints") {
		t.Fatalf("exit %d, %s: want exit 1 and the checkpoints missing", code, errOut)
	}
}

// -verify stops at the checkpoint after the first one that differs, which
// tells a wrong record from a world gone wrong, and names the first bad
// tick; -keep-going plays to the end. It once played every tick of a
// crafted file whose first checkpoint was already wrong (51 minutes for
// 913 bytes of a million balls).
func TestReplayVerifyStopsAtTheFirstMismatch(t *testing.T) {
	path, _ := recordRun(t, "-inputs", "5", "-ticks", "30000")
	rewrite(t, path, func(r *tape.Recording) { r.Prints[1] ^= 0xff }) // after 120 ticks
	out, _, code := call(t, lab.Replay, path, "-verify", "-json")
	got := decodeResult(t, out)
	if code != 1 || got.Ticks != 180 || got.FirstBadTick == nil || *got.FirstBadTick != 119 {
		t.Fatalf("exit %d, stopped at tick %d, first bad tick %v: want exit 1, tick 180 (the checkpoint after), tick 119",
			code, got.Ticks, got.FirstBadTick)
	}
	text, _, _ := call(t, lab.Replay, path, "-verify")
	if want := "stopped      at tick 180, the checkpoint after the first that differs; -keep-going plays to the end"; !strings.Contains(text, want) {
		t.Errorf("want %q in\n%s", want, text)
	}
	out, _, code = call(t, lab.Replay, path, "-verify", "-keep-going", "-json")
	if got := decodeResult(t, out); code != 1 || got.Ticks != 30000 || got.FirstBadTick == nil || *got.FirstBadTick != 119 {
		t.Fatalf("-keep-going: exit %d, tick %d, first bad tick %v: want 1, 30000, 119", code, got.Ticks, got.FirstBadTick)
	}
	if _, errOut, code := call(t, lab.Replay, path, "-keep-going"); code != 2 || !strings.Contains(errOut, "-keep-going without -verify") {
		t.Errorf("-keep-going alone: exit %d, %s; want 2, naming -verify", code, errOut)
	}
}

// A file whose checkpoints are zeroed is said to be so, not blamed on fused
// multiply-adds: no world's fingerprint is 0 but once in 2^64.
func TestReplayVerifyNamesZeroedCheckpoints(t *testing.T) {
	path, _ := recordRun(t, "-inputs", "5", "-ticks", "1000")
	rewrite(t, path, func(r *tape.Recording) {
		for k := 3; k < len(r.Prints); k++ {
			r.Prints[k] = 0
		}
	})
	text, _, code := call(t, lab.Replay, path, "-verify")
	want := "first bad    tick 239: the fingerprint recorded here is 0000000000000000, zeroed in the file, not recorded"
	if code != 1 || !strings.Contains(text, want) || strings.Contains(text, "fused") {
		t.Errorf("exit %d; want 1 and %q in\n%s", code, want, text)
	}
}

// A recording that changes the tick rate plays back to its end with every
// fingerprint matching, the world and the loop's scheduler both following
// the change: at 60 frames a second, the 60 ticks at 60 Hz and the 120 at
// 120 Hz after them take 122 frames (the first lasts 0, and the one the
// change falls in is still at 60 Hz), where a scheduler left at 60 Hz
// would take over 180.
func TestReplayFollowsARateChange(t *testing.T) {
	w, err := bounce.New(bounce.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	taped := bounce.NewTaped(w)
	rec, err := tape.NewRecorder[bounce.Input](bounce.TapeHeader(w.Config), 0, taped)
	if err != nil {
		t.Fatal(err)
	}
	for w.Tick < 180 {
		if w.Tick == 60 {
			if err := rec.Rate(w.Tick, 120); err != nil {
				t.Fatal(err)
			}
			taped.SetRate(120)
		}
		w.Step(bounce.Input{})
		if err := rec.Stepped(w.Tick, taped); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(t.TempDir(), "rate.tbr")
	if err := rec.Recording().Save(path); err != nil {
		t.Fatal(err)
	}
	out, _, code := call(t, lab.Replay, path, "-verify", "-frames", "60", "-json")
	if got := decodeResult(t, out); code != 0 || got.OK == nil || !*got.OK || got.Ticks != 180 || got.Frames != 122 {
		t.Fatalf("exit %d, %+v: want exit 0, every fingerprint matched, 180 ticks in 122 frames\n%s", code, got, out)
	}
}
