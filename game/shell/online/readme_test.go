//go:build !headless

package online_test

import (
	"bytes"
	"context"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// readmeGame returns this folder's README.md's game: its Go files, by the
// path the sentence before each names, and its one block of commands.
func readmeGame(t *testing.T) (files map[string]string, script []string) {
	t.Helper()
	data, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	s := string(data)
	files = map[string]string{}
	named := regexp.MustCompile("`([a-z_/]+\\.go)`")
	prose := 0
	var scripts [][]string
	for _, b := range regexp.MustCompile("(?s)```(go|sh)\n(.*?)```").FindAllStringSubmatchIndex(s, -1) {
		kind, body := s[b[2]:b[3]], s[b[4]:b[5]]
		if kind == "sh" {
			scripts = append(scripts, strings.Split(strings.TrimSpace(body), "\n"))
		} else if names := named.FindAllStringSubmatch(s[prose:b[0]], -1); len(names) > 0 {
			files[names[len(names)-1][1]] = body
		}
		prose = b[1]
	}
	for _, f := range []string{"duel/duel.go", "duel/duel_test.go", "main.go"} {
		if files[f] == "" {
			t.Fatalf("the README has no %s (it has %d files)", f, len(files))
		}
	}
	if len(scripts) != 1 {
		t.Fatalf("the README has %d blocks of commands, want 1", len(scripts))
	}
	return files, scripts[0]
}

// freeLoopback is a loopback UDP address free a moment ago.
func freeLoopback(t *testing.T) string {
	t.Helper()
	c, err := net.ListenPacket("udp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	return c.LocalAddr().String()
}

// The README's two-player game builds in a module of its own, outside the
// repository, each command as the README gives it (offline, as
// game/shell's TestREADME): the world's test plays two peers over the simulated link
// with no DISPLAY; then the two players run as the README starts them,
// each in a window, over free loopback ports instead of 7001 and 7002,
// for 180 ticks: both exit 0 and print the same tick and fingerprint.
func TestREADME(t *testing.T) {
	files, script := readmeGame(t)
	repo, err := filepath.Abs("../../..")
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "mygame")
	for name, text := range files {
		writeFile(t, filepath.Join(dir, name), text)
	}
	var players [][]string
	for _, line := range script {
		bare := strings.TrimPrefix(line, noDisplay)
		args := strings.Fields(strings.ReplaceAll(bare, "../tickbox", repo))
		switch {
		case len(args) > 1 && args[0] == "go":
			goCommand(t, dir, bare != line, args[1:]...)
		case len(args) > 0 && args[0] == "./duelgame":
			players = append(players, args)
		default:
			t.Fatalf("%q is neither a go command nor ./duelgame", line)
		}
	}
	if len(players) != 2 {
		t.Fatalf("the commands start %d players, want 2", len(players))
	}
	said := playDuel(t, dir, players)
	if said[0] != strings.Replace(said[1], "player 2", "player 1", 1) || !strings.Contains(said[0], "tick 180,") {
		t.Errorf("the players printed %q and %q; want the same tick, 180, and fingerprint", said[0], said[1])
	}
}

// playDuel runs the players' commands at once, on free loopback ports
// for 180 ticks, and returns what each printed; each must exit 0 within
// two minutes.
func playDuel(t *testing.T, dir string, players [][]string) [2]string {
	t.Helper()
	ports := strings.NewReplacer("127.0.0.1:7001", freeLoopback(t), "127.0.0.1:7002", freeLoopback(t))
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	var cmds [2]*exec.Cmd
	var outs, errs [2]bytes.Buffer
	for i, args := range players {
		args = strings.Fields(ports.Replace(strings.TrimSuffix(strings.Join(args, " "), " &")))
		cmds[i] = exec.CommandContext(ctx, filepath.Join(dir, "duelgame"), append(args[1:], "-ticks", "180")...)
		cmds[i].Dir, cmds[i].Stdout, cmds[i].Stderr = dir, &outs[i], &errs[i]
		if err := cmds[i].Start(); err != nil {
			t.Fatal(err)
		}
	}
	var said [2]string
	for i, c := range cmds {
		if err := c.Wait(); err != nil {
			t.Errorf("player %d: %v\n%s", i+1, err, errs[i].String())
		}
		said[i] = strings.TrimSpace(outs[i].String())
	}
	if t.Failed() {
		t.FailNow()
	}
	t.Logf("%s\n%s", said[0], said[1])
	return said
}

// noDisplay is how the README runs a command with no display.
const noDisplay = "env -u DISPLAY "

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

// goCommand runs the go command in dir, offline (no proxy: the module
// cache that building Tickbox filled), with no DISPLAY in its
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
