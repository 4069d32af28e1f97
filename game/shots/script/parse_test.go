package script_test

import (
	"errors"
	"fmt"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"time"

	"tickbox/game/shots/script"
	"tickbox/sim/instrument"
	"tickbox/sim/sandbox"
)

const good = `# a scenario
title Hitch, limits on
about One frame of 250 ms.
about The cap runs 5 ticks.
flags -fps-cap 144   # the flags
flags -balls 3
replay session.tbr

frames 144 x 30
frame 250ms
frames 59.94 x 2
frames irregular x 3
key Space
key Shift+H
key H
key ArrowLeft
key +
do pause
do one-tick
shot after-hitch
caption The frame after the hitch.
look this frame 5
look dropped 166.7 ms
frame 0s
shot second
`

func TestParse(t *testing.T) {
	s, err := script.Parse("dir/hitch.tbs", strings.NewReader(good))
	if err != nil {
		t.Fatal(err)
	}
	want := &script.Script{
		Name: "hitch", Title: "Hitch, limits on", About: "One frame of 250 ms. The cap runs 5 ticks.",
		Flags: []string{"-fps-cap", "144", "-balls", "3"}, FlagsLine: 5,
		Replay: "session.tbr", ReplayLine: 7,
		Instructions: []script.Instruction{
			{Line: 9, Kind: script.Frames, Pattern: "144", Count: 30},
			{Line: 10, Kind: script.Frame, Length: 250 * time.Millisecond},
			{Line: 11, Kind: script.Frames, Pattern: "59.94", Count: 2},
			{Line: 12, Kind: script.Frames, Pattern: "irregular", Count: 3},
			{Line: 13, Kind: script.Do, Action: sandbox.Jump},
			{Line: 14, Kind: script.Do, Action: instrument.LongHitch},
			{Line: 15, Kind: script.Do, Action: instrument.Hitch},
			{Line: 16, Kind: script.Do, Action: sandbox.KickLeft},
			{Line: 17, Kind: script.Do, Action: instrument.ScaleUp},
			{Line: 18, Kind: script.Do, Action: instrument.TogglePause},
			{Line: 19, Kind: script.Do, Action: instrument.OneTick},
			{Line: 20, Kind: script.Take, Shot: 0},
			{Line: 24, Kind: script.Frame, Length: 0},
			{Line: 25, Kind: script.Take, Shot: 1},
		},
		Shots: []script.Shot{
			{Name: "after-hitch", Line: 20, Caption: "The frame after the hitch.",
				Look: []string{"this frame 5", "dropped 166.7 ms"}},
			{Name: "second", Line: 25},
		},
	}
	if !reflect.DeepEqual(s, want) {
		t.Fatalf("Parse =\n%+v\nwant\n%+v", s, want)
	}
}

func TestParseTitleDefaultsToName(t *testing.T) {
	s, err := script.Parse("rest.tbs", strings.NewReader("shot rest\n"))
	if err != nil {
		t.Fatal(err)
	}
	if s.Title != "rest" || len(s.Instructions) != 1 {
		t.Fatalf("got %+v; want title rest and one instruction", s)
	}
}

// Every mistake names the script, the line, the instruction as written and the
// rule it breaks.
func TestParseErrors(t *testing.T) {
	for _, tc := range []struct {
		script, want string
	}{
		{"frames 144 y 30\nshot a", `s.tbs:1: "frames 144 y 30": want frames PATTERN x COUNT`},
		{"frames fast x 30\nshot a", `s.tbs:1: "frames fast x 30": frame pattern "fast": want a frame rate`},
		{"frames 0 x 30\nshot a", `s.tbs:1: "frames 0 x 30": frame rate 0 fps: must be from 0.000012 (frames of at most 24h0m0s)`},
		{"frames 144 x 0\nshot a", `count "0": must be 1 to 100000 frames`},
		{"frames 144 x many\nshot a", `count "many"`},
		{"frames 59.1234567 x 1\nshot a", `frame pattern "59.1234567"`},
		{"\n\nframe 250\nshot a", `s.tbs:3: "frame 250": frame length "250": want a duration`},
		{"frame -1s\nshot a", `frame length "-1s"`},
		{"frame 25h\nshot a", `frame length "25h"`},
		{"key Q\nshot a", `s.tbs:1: "key Q": no key "Q" in the key table`},
		{"key Esc\nshot a", `quit would end the window`},
		{"do quit\nshot a", `quit would end the window`},
		{"do leap\nshot a", `action "leap": not an action`},
		{"jump\nshot a", `s.tbs:1: "jump": no instruction "jump"`},
		{"shot A\n", `shot name "A"`},
		{"shot a/b\n", `shot name "a/b"`},
		{"shot " + strings.Repeat("a", 65), `shot name`},
		{"shot a\nframe 1s\nshot a", `s.tbs:3: "shot a": shot a is taken already, on line 1`},
		{"caption hello\nshot a", `s.tbs:1: "caption hello": caption describes a shot: put it right after the shot line`},
		{"shot a\nframe 1s\nlook there", `s.tbs:3: "look there": look describes a shot`},
		{"shot a\ncaption one\ncaption two", `s.tbs:3: "caption two": a second caption for shot a`},
		{"shot a\ncaption", `s.tbs:2: "caption": caption needs some text`},
		{"title a\ntitle b\nshot a", `s.tbs:2: "title b": a second title`},
		{"frame 1s\nflags -fps-cap 30\nshot a", `s.tbs:2: "flags -fps-cap 30": flags must come before the first frame`},
		{"flags\nshot a", `flags needs the play command's flags`},
		{"shot a\nreplay x.tbr", `replay must come before the first frame`},
		{"replay a.tbr\nreplay b.tbr\nshot a", `a second replay`},
		{"size 800x900\nsize 640x400\nshot a", `a second size`},
		{"size 100x900\nshot a", `size "100x900": want WIDTHxHEIGHT, each 320 to 3840 pixels`},
		{"size 800\nshot a", `size "800"`},
		{"size wide\nshot a", `size "wide"`},
		{"frame 1s\nsize 800x900\nshot a", `size must come before the first frame`},
		{"replay a b\nshot a", `replay needs one file name`},
		{"replay /abs/x.tbr\nshot a", `s.tbs:1: "replay /abs/x.tbr": replay "/abs/x.tbr": want a name relative to the script's folder, inside it`},
		{"replay ../x.tbr\nshot a", `s.tbs:1: "replay ../x.tbr": replay "../x.tbr": want a name relative to the script's folder`},
		{"title " + strings.Repeat("a", script.MaxLine) + "\nshot a", `s.tbs:1: "(a line of more than 65536 bytes)": a script's line may be at most 65536 bytes`},
		{"frames 60 x 10\n", `s.tbs: no shot: a script takes at least one`},
		{"# only a comment\n", `s.tbs: no shot`},
	} {
		_, err := script.Parse("s.tbs", strings.NewReader(tc.script))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(%q) = %v; want an error containing %q", tc.script, err, tc.want)
			continue
		}
		var se *script.Error
		if !errors.As(err, &se) || se.Script != "s.tbs" {
			t.Errorf("Parse(%q) error %T %v; want a *script.Error for s.tbs", tc.script, err, err)
		}
	}
}

// Comments run from # to the end of the line, at its start or after a
// space; a # inside a word is text.
func TestComments(t *testing.T) {
	s, err := script.Parse("c.tbs", strings.NewReader("  # indented comment\nshot a # the shot\ncaption ball#1 moves\t# says so\n"))
	if err != nil {
		t.Fatal(err)
	}
	if s.Shots[0].Caption != "ball#1 moves" || s.Shots[0].Name != "a" {
		t.Fatalf("shots = %+v; want a, captioned %q", s.Shots, "ball#1 moves")
	}
}

// A key and the action it is bound to make the same instruction; every action
// but quit can be named.
func TestKeysAndActionsAgree(t *testing.T) {
	for _, b := range sandbox.Keys() {
		if b.Action == sandbox.Quit {
			continue
		}
		text := fmt.Sprintf("key %s\ndo %s\nshot a\n", b.Label, b.Action)
		s, err := script.Parse("k.tbs", strings.NewReader(text))
		if err != nil {
			t.Errorf("%s: %v", b.Label, err)
			continue
		}
		if s.Instructions[0].Action != b.Action || s.Instructions[1].Action != b.Action {
			t.Errorf("key %s gives %v, do %s gives %v; want %v", b.Label, s.Instructions[0].Action, b.Action, s.Instructions[1].Action, b.Action)
		}
	}
}

func ExampleParse() {
	s, err := script.Parse("pause.tbs", strings.NewReader(`
title Pause and one tick
flags -fps-cap 60
frames 60 x 120
key P      # pause
frames 60 x 30
key N      # one tick
frames 60 x 1
shot one-tick
caption One tick ran in the latest frame; the world is paused again.
look state PAUSED (N: one tick)
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s.Title, s.Flags)
	for _, st := range s.Instructions {
		fmt.Printf("line %d: %v\n", st.Line, st)
	}
	fmt.Println(s.Shots[0].Name, s.Shots[0].Look)
	// Output:
	// Pause and one tick [-fps-cap 60]
	// line 4: frames 60 x 120
	// line 5: do pause
	// line 6: frames 60 x 30
	// line 7: do one-tick
	// line 8: frames 60 x 1
	// line 9: shot #0
	// one-tick [state PAUSED (N: one tick)]
}

// allocated returns the bytes allocated while parsing text: a measure of
// the parser's work that, unlike time, does not depend on the machine.
func allocated(t *testing.T, text string) uint64 {
	t.Helper()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	if _, err := script.Parse("big.tbs", strings.NewReader(text)); err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// Parsing is linear in the script: 200,000 about lines (each once copied
// into the whole About so far: 18.5 s and gigabytes) and 200,000 shot lines
// allocate a bounded multiple of the script's size (128 times: the race
// detector's sync.Pool takes about 64). Allocation cannot see the shot
// names' old quadratic check, which compared and did not allocate; a map
// makes it linear, and this test's run time (1.7 s for the package, once
// 4.8 s for 40,000 shot lines alone) is where it shows.
func TestParseIsLinear(t *testing.T) {
	for _, tc := range []struct {
		name string
		line func(i int) string
	}{
		{"about", func(i int) string { return "about a" }},
		{"shot", func(i int) string { return fmt.Sprintf("shot s%d", i) }},
	} {
		var b strings.Builder
		for i := range 200_000 {
			b.WriteString(tc.line(i) + "\n")
		}
		b.WriteString("shot last\n")
		text := b.String()
		if got, limit := allocated(t, text), uint64(128*len(text)); got > limit {
			t.Errorf("%s: 200,000 lines, %d bytes, allocate %d bytes: want at most %d (128 times the script)",
				tc.name, len(text), got, limit)
		}
	}
}

// A script is refused, naming the limit, past MaxSize, before it is read
// whole.
func TestParseRefusesHugeScript(t *testing.T) {
	huge := strings.NewReader(strings.Repeat("# padding\n", script.MaxSize/10+1) + "shot a\n")
	_, err := script.Parse("huge.tbs", huge)
	if err == nil || !strings.Contains(err.Error(), fmt.Sprint(script.MaxSize)) {
		t.Errorf("a script of %d bytes: %v; want an error naming the limit %d", huge.Size(), err, script.MaxSize)
	}
}

// A mistake shows the line as a quoted string: a script's bytes never
// reach the terminal raw.
func TestParseErrorQuotesTheLine(t *testing.T) {
	_, err := script.Parse("s.tbs", strings.NewReader("jump\x1b[2J\x07\nshot a\n"))
	if err == nil || strings.ContainsAny(err.Error(), "\x1b\x07") || !strings.Contains(err.Error(), `"jump\x1b[2J\a"`) {
		t.Errorf("error %q: want the line quoted, escapes and all", err)
	}
}

// A size line gives the window whose picture the script draws.
func TestParseSize(t *testing.T) {
	s, err := script.Parse("tall.tbs", strings.NewReader("size 800x900\nshot a\n"))
	if err != nil || s.Width != 800 || s.Height != 900 {
		t.Fatalf("size 800x900: %d×%d, %v; want 800×900", s.Width, s.Height, err)
	}
	s, err = script.Parse("plain.tbs", strings.NewReader("shot a\n"))
	if err != nil || s.Width != 0 || s.Height != 0 {
		t.Fatalf("no size line: %d×%d, %v; want 0×0, the default", s.Width, s.Height, err)
	}
}

// A line of MaxLine bytes is read, CRLF ended too; one more byte is
// refused, naming the line and the rule (see TestParseErrors).
func TestParseLongestLine(t *testing.T) {
	for _, end := range []string{"\n", "\r\n"} {
		about := "about " + strings.Repeat("a", script.MaxLine-len("about "))
		if _, err := script.Parse("s.tbs", strings.NewReader(about+end+"shot a"+end)); err != nil {
			t.Errorf("a line of %d bytes ended by %q: %v; want it read", script.MaxLine, end, err)
		}
	}
}

// A script's frames are bounded in all, not only each instruction's: a
// 4 MiB script of "frames 10000 x 100000" lines asked for 1.9e10 frames,
// days of play in the window. The line that passes the limit is named.
func TestScriptFramesAreBoundedInAll(t *testing.T) {
	lines := script.MaxFrames/script.MaxCount + 1
	text := strings.Repeat("frames 60 x 100000\n", lines) + "shot a\n"
	_, err := script.Parse("many.tbs", strings.NewReader(text))
	var se *script.Error
	if !errors.As(err, &se) || se.Line != lines || !strings.Contains(err.Error(), fmt.Sprintf("more than %d frames", script.MaxFrames)) {
		t.Fatalf("a script of %d frames: %v; want line %d refused for passing %d frames", lines*script.MaxCount, err, lines, script.MaxFrames)
	}
	ok := strings.Repeat("frames 60 x 100000\n", lines-1) + "shot a\n"
	if _, err := script.Parse("enough.tbs", strings.NewReader(ok)); err != nil {
		t.Fatalf("a script of %d frames: %v; want it taken", script.MaxFrames, err)
	}
	// A restart's first frame, which lasts nothing, counts too: a restart
	// plays a whole new game's, and restarts counted for nothing.
	restarts := strings.Repeat("frames 60 x 100000\n", lines-1) + "restart\nshot a\n"
	if _, err := script.Parse("restarts.tbs", strings.NewReader(restarts)); !errors.As(err, &se) || se.Line != lines {
		t.Fatalf("a script of %d frames and a restart: %v; want line %d refused", script.MaxFrames, err, lines)
	}
}
