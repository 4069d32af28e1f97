//go:build !headless

package shell_test

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"tickbox/game/shell"
	"time"
)

// readmePart returns the part of this folder's README.md (the project
// README's "Your own game" links it) under heading (a line such as
// "## A whole game"), up to the next heading of its level or above.
func readmePart(t *testing.T, heading string) string {
	t.Helper()
	data, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	s := string(data)
	start := strings.Index(s, "\n"+heading+"\n")
	if start < 0 {
		t.Fatalf("game/shell/README.md has no heading %q", heading)
	}
	level := strings.IndexByte(heading, ' ')
	lines := strings.Split(s[start+len(heading)+2:], "\n")
	fenced := false // inside a block of code, where "# " is a shell's comment
	for i, line := range lines {
		if strings.HasPrefix(line, "```") {
			fenced = !fenced
		}
		if n := len(line) - len(strings.TrimLeft(line, "#")); !fenced && n > 0 && n <= level && strings.HasPrefix(line[n:], " ") {
			lines = lines[:i]
			break
		}
	}
	return strings.Join(lines, "\n")
}

// readmeSection returns the README's section "A whole game": its Go
// files, by the path the sentence before each names, and its blocks of
// shell commands.
func readmeSection(t *testing.T) (files map[string]string, scripts [][]string) {
	t.Helper()
	s := readmePart(t, "## A whole game")
	files = map[string]string{}
	named := regexp.MustCompile("`([a-z_/]+\\.go)`")
	prose := 0 // where the text before the next block starts
	for _, b := range regexp.MustCompile("(?s)```(go|sh)\n(.*?)```").FindAllStringSubmatchIndex(s, -1) {
		kind, body := s[b[2]:b[3]], s[b[4]:b[5]]
		if kind == "sh" {
			scripts = append(scripts, strings.Split(strings.TrimSpace(body), "\n"))
		} else if names := named.FindAllStringSubmatch(s[prose:b[0]], -1); len(names) > 0 {
			files[names[len(names)-1][1]] = body
		}
		prose = b[1]
	}
	for _, f := range []string{"ball/ball.go", "ball/ball_test.go", "main.go"} {
		if files[f] == "" {
			t.Fatalf("the section has no %s (it has %d files)", f, len(files))
		}
	}
	if len(scripts) != 2 {
		t.Fatalf("the section has %d blocks of commands, want 2", len(scripts))
	}
	return files, scripts
}

// noDisplay is how the README runs a command with no display.
const noDisplay = "env -u DISPLAY "

// The README's game builds in a module of its own, outside the
// repository, by each of the README's two ways (a replace, a workspace),
// each command as the README gives it: its world's test runs with no
// DISPLAY, and so would fail had it linked Ebitengine, and the program
// runs: TICKBOX_FRAMES ends it after 30 frames, which must have run
// ticks. Offline: no proxy, the module cache that building Tickbox
// filled; the replace's module gets Tickbox's go.sum, since with no proxy
// the checksum database cannot be asked (a user online needs neither).
// The program needs a display, as every Ebitengine program does; make
// test gives it Xvfb.
func TestREADME(t *testing.T) {
	files, scripts := readmeSection(t)
	repo, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	sum, _ := os.ReadFile(filepath.Join(repo, "go.sum"))
	for i, script := range scripts {
		dir := filepath.Join(t.TempDir(), "mygame")
		for name, text := range files {
			writeFile(t, filepath.Join(dir, name), text)
		}
		if i == 0 {
			writeFile(t, filepath.Join(dir, "go.sum"), string(sum))
		}
		for _, line := range script {
			bare := strings.TrimPrefix(line, noDisplay)
			args := strings.Fields(strings.ReplaceAll(bare, "../tickbox", repo))
			if len(args) < 2 || args[0] != "go" {
				t.Fatalf("block %d: %q is not a go command", i+1, line)
			}
			if args[1] == "run" { // build it, then run it for a few frames
				args = append(append([]string{"go", "build"}, args[2:len(args)-1]...), "-o", "game", args[len(args)-1])
			}
			goCommand(t, dir, bare != line, args[1:]...)
		}
		runGame(t, filepath.Join(dir, "game"))
		if i == 0 {
			writeFile(t, filepath.Join(dir, "ball", "drawn_test.go"), drawnTest)
			goCommand(t, dir, true, "test", "-count=1", "./ball")
		}
	}
}

// writeFile writes text into path, making its folder.
func writeFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// drawnTest is a test of the README's program, run in its module: under
// the recommended policy (the program's, Options' default) at 144 fps,
// jumping whenever it is on the ground for 20 s, 15 times across the
// screen, the ball is never drawn off the screen's width or under the
// ground, where Lerp alone draws it in some frames (a negative alpha
// extrapolates back past the previous tick: under the ground as a jump
// starts, off the left edge after Snap(0)). The README's program once drew
// it there: 4.79 px under the ground, 3.3 px off the screen.
const drawnTest = `package ball_test

import (
	"io"
	"testing"
	"time"

	"mygame/ball"
	"tickbox/sim/fixed"
)

func TestDrawnWhereTheBallCanBe(t *testing.T) {
	b := &ball.Ball{}
	l, err := fixed.New[fixed.Devices](b, fixed.Options{Clock: &fixed.VirtualClock{}, Log: io.Discard})
	if err != nil {
		t.Fatal(err)
	}
	lerpOutside := 0 // frames Lerp alone draws the ball off the screen or under the ground
	for i := int64(0); i < 144*20; i++ {
		var in fixed.Devices
		if b.Y.Current == 0 {
			in.Keys[fixed.KeySpace] = fixed.Button{Down: true, Presses: 1}
		}
		l.Feed(in)
		f, err := l.Advance(time.Duration((i+1)*1e9/144 - i*1e9/144))
		if err != nil {
			t.Fatal(err)
		}
		if f.Policy != "tickbox-steady" {
			t.Fatalf("the policy is %s: want the recommended, tickbox-steady", f.Policy)
		}
		if x, y := b.Look(f.Alpha); x < 0 || x > 640 || y < 0 {
			t.Fatalf("frame %d (alpha %v): the ball drawn at (%v, %v): want x in [0, 640], y at or above the ground (0)", i, f.Alpha, x, y)
		}
		x, y := fixed.Lerp(b.X.Previous, b.X.Current, f.Alpha), fixed.Lerp(b.Y.Previous, b.Y.Current, f.Alpha)
		if x < 0 || x > 640 || y < 0 {
			lerpOutside++
		}
	}
	if lerpOutside == 0 {
		t.Error("Lerp alone never left the screen or went under the ground: these frames test nothing")
	}
}
`

// goCommand runs the go command in dir, offline, with no DISPLAY in its
// environment if noDisplay, failing the test with its output if it
// fails.
func goCommand(t *testing.T, dir string, noDisplay bool, args ...string) {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	for _, kv := range os.Environ() {
		if !noDisplay || !strings.HasPrefix(kv, "DISPLAY=") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	cmd.Env = append(cmd.Env, "GOPROXY=off", "GOFLAGS=", "GOWORK=")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go %s in %s: %v\n%s", strings.Join(args, " "), dir, err, out)
	}
}

// runGame runs the game built at path for 30 frames and checks that they
// ran ticks.
func runGame(t *testing.T, path string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, path)
	cmd.Env = append(os.Environ(), "TICKBOX_FRAMES=30")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("the README's game: %v\n%s", err, stderr.String())
	}
	m := regexp.MustCompile(`fixed: 30 frames ran (\d+) ticks at 60 Hz under tickbox-steady`).FindStringSubmatch(stderr.String())
	if m == nil || m[1] == "0" {
		t.Fatalf("the README's game said %q; want 30 frames that ran ticks under tickbox-steady", stderr.String())
	}
}

// The README's table of the dev layer's keys is the table the package
// reads (DevKeys), row for row, and the package comment names every key.
func TestDevKeysAreTheREADMEs(t *testing.T) {
	s := readmePart(t, "## The dev layer")
	var rows []string
	for _, line := range strings.Split(s, "\n") {
		if strings.HasPrefix(line, "| ") && !strings.HasPrefix(line, "| Key ") {
			rows = append(rows, line)
		}
	}
	var want []string
	for _, k := range shell.DevKeys() {
		want = append(want, "| "+k.Label+" | "+k.Help+" |")
	}
	if strings.Join(rows, "\n") != strings.Join(want, "\n") {
		t.Errorf("the README's dev keys:\n%s\nthe package's:\n%s", strings.Join(rows, "\n"), strings.Join(want, "\n"))
	}
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range shell.DevKeys() {
		if !strings.Contains(string(doc), k.Label) {
			t.Errorf("the package comment does not name %s (%s)", k.Label, k.Help)
		}
	}
}
