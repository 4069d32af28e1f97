//go:build !headless

package peers

import (
	"bytes"
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/tape"
)

// freePort is a loopback UDP address free a moment ago.
func freePort(t *testing.T) string {
	t.Helper()
	c, err := net.ListenPacket("udp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	return c.LocalAddr().String()
}

// window is one tickbox-window net process: this test binary as its
// child.
type window struct {
	cmd            *exec.Cmd
	stdout, stderr bytes.Buffer
	err            error
}

// startWindow starts player's window with args and, if keys is not
// empty, keysEnv's script.
func startWindow(t *testing.T, ctx context.Context, args, keys string) *window {
	t.Helper()
	w := &window{cmd: exec.CommandContext(ctx, os.Args[0], "-test.run=^$")}
	w.cmd.Env = append(os.Environ(), childEnv+"="+args)
	if keys != "" {
		w.cmd.Env = append(w.cmd.Env, keysEnv+"="+keys)
	}
	w.cmd.Stdout, w.cmd.Stderr = &w.stdout, &w.stderr
	if err := w.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return w
}

// report is what a window's report says: its tick, final fingerprint and
// the confirmed inputs' tally.
type report struct {
	tick, print, agreed, tally string
}

var reportLine = regexp.MustCompile(`(\d+) ticks confirmed, fingerprint ([0-9a-f]{16}) at tick \d+; (every checkpoint compared agreed|desync.*)\nconfirmed inputs: (.*)\n`)

func (w *window) report(t *testing.T, player int) report {
	t.Helper()
	m := reportLine.FindStringSubmatch(w.stdout.String())
	if w.err != nil || m == nil {
		t.Fatalf("player %d: %v; stdout %q; stderr %q", player, w.err, w.stdout.String(), w.stderr.String())
	}
	return report{m[1], m[2], m[3], m[4]}
}

// Two windows play each other over loopback UDP, on a link of 30 ms and
// 10 ms of jitter each way, for 600 ticks. Keys are pressed in player 2's
// window only (keysEnv: where its keyboard's presses go): both windows'
// confirmed inputs hold every press, so player 1's came over the
// network, both end at the same fingerprint, every checkpoint agreeing,
// and that fingerprint is not the world's left alone. Both exit 0.
func TestTwoWindowsPlayOverUDP(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	a, b := freePort(t), freePort(t)
	flags := "-ticks 600 -link-delay 30ms -jitter 10ms -wait 30s"
	w1 := startWindow(t, ctx, fmt.Sprintf("-player 1 -listen %s -peer 2=%s %s", a, b, flags), "")
	w2 := startWindow(t, ctx, fmt.Sprintf("-player 2 -listen %s -peer 1=%s %s", b, a, flags), "Space@60,K@100,B@140,Right@180,Space@300")
	w1.err, w2.err = w1.cmd.Wait(), w2.cmd.Wait()
	r1, r2 := w1.report(t, 1), w2.report(t, 2)
	want := "2 jumps, 2 kicks, 1 teleports"
	for i, r := range []report{r1, r2} {
		if r.tick != "600" || r.agreed != "every checkpoint compared agreed" || r.tally != want {
			t.Errorf("player %d: %+v; want 600 ticks confirmed, every checkpoint agreed, and %s", i+1, r, want)
		}
	}
	if r1.print != r2.print {
		t.Errorf("player 1 ends at %s, player 2 at %s", r1.print, r2.print)
	}
	if alone := stillWorld(t, 600); r1.print == alone {
		t.Errorf("the final fingerprint %s is the world's with no input at all: the keys moved nothing", alone)
	}
}

// stillWorld is the default world's fingerprint after ticks ticks of no
// input.
func stillWorld(t *testing.T, ticks int) string {
	w, err := bounce.New(bounce.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	for range ticks {
		w.Step(bounce.Input{})
	}
	return tape.Format(w.Fingerprint())
}

// Two windows whose worlds differ (-balls 3 and 4) are refused, both,
// naming the setting and both values, and exit 1, within 10 s of their
// start (the handshake's half second, the rest the windows' opening).
func TestTwoWindowsRefuseAMismatch(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	a, b := freePort(t), freePort(t)
	w1 := startWindow(t, ctx, fmt.Sprintf("-player 1 -listen %s -peer 2=%s -balls 3 -wait 30s", a, b), "")
	w2 := startWindow(t, ctx, fmt.Sprintf("-player 2 -listen %s -peer 1=%s -balls 4 -wait 30s", b, a), "")
	start := time.Now()
	w1.err, w2.err = w1.cmd.Wait(), w2.cmd.Wait()
	if took := time.Since(start); took > 10*time.Second {
		t.Errorf("the windows took %v to refuse each other", took)
	}
	for i, w := range []*window{w1, w2} {
		mine, theirs := 3+i, 4-i
		want := fmt.Sprintf(`refused: balls "%d" here, "%d" at player %d`, mine, theirs, 2-i)
		if w.cmd.ProcessState.ExitCode() != 1 || !strings.Contains(w.stderr.String(), want) {
			t.Errorf("player %d: %v; stderr %q; want exit 1 and %q", i+1, w.err, w.stderr.String(), want)
		}
	}
}
