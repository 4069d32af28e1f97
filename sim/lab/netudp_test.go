package lab_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/simtest"
	"tickbox/sim/tape"
)

// freePort is a UDP port on host that was free a moment ago: both
// processes must know each other's before either starts.
func freePort(t *testing.T, host string) string {
	t.Helper()
	c, err := net.ListenPacket("udp", net.JoinHostPort(host, "0"))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	return c.LocalAddr().String()
}

// netProcess is one tickbox net process of a session over UDP.
type netProcess struct {
	cmd    *exec.Cmd
	stdout bytes.Buffer
	stderr *lineWriter
	code   int
	err    error
	ended  time.Duration // since the start
	player int
}

// stampedLine is a line of stderr and when it came.
type stampedLine struct {
	text string
	at   time.Time
}

// lineWriter keeps a process's stderr and sends each whole line, with
// when it came, to lines (dropping it when no one reads and lines is
// full).
type lineWriter struct {
	mu      sync.Mutex
	all     bytes.Buffer
	partial []byte
	lines   chan stampedLine
}

func (w *lineWriter) Write(b []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.all.Write(b)
	w.partial = append(w.partial, b...)
	for {
		i := bytes.IndexByte(w.partial, '\n')
		if i < 0 {
			return len(b), nil
		}
		select {
		case w.lines <- stampedLine{string(w.partial[:i]), time.Now()}:
		default:
		}
		w.partial = w.partial[i+1:]
	}
}

func (w *lineWriter) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.all.String()
}

// pair is two net processes, players 1 and 2, and when they started.
type pair struct {
	ps    [2]*netProcess
	start time.Time
	ended chan *netProcess
}

// startPair starts players 1 and 2 as two processes (the test binary
// running net, as the tickbox command does) on host's loopback, each with
// its args.
func startPair(t *testing.T, host string, args [2][]string) *pair {
	t.Helper()
	addrs := [2]string{freePort(t, host), freePort(t, host)}
	return startPairVia(t, addrs, [2]string{addrs[1], addrs[0]}, args)
}

// startPairVia is startPair with players 1 and 2 listening at listen and
// each given peer[i] as the other's address: a relay's, say.
func startPairVia(t *testing.T, listen, peer [2]string, args [2][]string) *pair {
	t.Helper()
	pr := &pair{start: time.Now(), ended: make(chan *netProcess, 2)}
	for i := range pr.ps {
		p := &netProcess{player: i + 1, stderr: &lineWriter{lines: make(chan stampedLine, 64)}}
		a := append([]string{"-player", fmt.Sprint(i + 1), "-listen", listen[i], "-peer", fmt.Sprintf("%d=%s", 2-i, peer[i])}, args[i]...)
		p.cmd = child("net", a...)
		p.cmd.Stdout, p.cmd.Stderr = &p.stdout, p.stderr
		if err := p.cmd.Start(); err != nil {
			t.Fatal(err)
		}
		pr.ps[i] = p
		go func() {
			p.err = p.cmd.Wait()
			p.ended = time.Since(pr.start)
			pr.ended <- p
		}()
	}
	t.Cleanup(func() {
		for _, p := range pr.ps {
			_ = p.cmd.Process.Kill() // one still running after a failure
		}
	})
	return pr
}

// waitLine waits for a line of player p's stderr holding s, failing after
// bound, and returns when it came.
func (pr *pair) waitLine(t *testing.T, p int, s string, bound time.Duration) time.Time {
	t.Helper()
	timeout := time.NewTimer(bound)
	defer timeout.Stop()
	for {
		select {
		case l := <-pr.ps[p-1].stderr.lines:
			if strings.Contains(l.text, s) {
				return l.at
			}
		case <-timeout.C:
			t.Fatalf("player %d said no %q in %v; stderr %q", p, s, bound, pr.ps[p-1].stderr.String())
		}
	}
}

// wait waits for the processes still running to exit (n of them),
// killing them past bound.
func (pr *pair) wait(t *testing.T, n int, bound time.Duration) {
	t.Helper()
	timeout := time.NewTimer(bound)
	defer timeout.Stop()
	for range n {
		select {
		case p := <-pr.ended:
			var exit *exec.ExitError
			if errors.As(p.err, &exit) {
				p.code = exit.ExitCode()
			} else if p.err != nil {
				t.Fatalf("player %d: %v", p.player, p.err)
			}
		case <-timeout.C:
			t.Fatalf("the processes did not exit in %v", bound)
		}
	}
}

// runPair runs players 1 and 2 with args each and waits for both to
// exit, killing them past bound.
func runPair(t *testing.T, host string, bound time.Duration, args [2][]string) [2]*netProcess {
	t.Helper()
	pr := startPair(t, host, args)
	pr.wait(t, 2, bound)
	return pr.ps
}

// udpJSON is what the test reads of net's -json over UDP.
type udpJSON struct {
	Peer struct {
		Rollbacks   int64  `json:"rollbacks"`
		Ticks       int64  `json:"ticks"`
		Fingerprint string `json:"fingerprint"`
	} `json:"peer"`
	Remotes []struct {
		Player      int     `json:"player"`
		RoundTripMS float64 `json:"round_trip_ms"`
		Received    int64   `json:"received"`
	} `json:"remotes"`
	Refused struct {
		Stray   int64 `json:"stray"`
		Stale   int64 `json:"stale"`
		Garbled int64 `json:"garbled"`
	} `json:"refused"`
	Local  string `json:"local_fingerprint"`
	Agreed bool   `json:"agreed"`
	Events []struct {
		Kind   string `json:"kind"`
		Player int    `json:"player"`
		Tick   int64  `json:"zero_from_tick"`
	} `json:"events"`
}

// report reads p's -json report.
func (p *netProcess) report(t *testing.T) udpJSON {
	t.Helper()
	var r udpJSON
	if err := json.Unmarshal(p.stdout.Bytes(), &r); err != nil {
		t.Fatalf("player %d: exit %d, %v; stdout %q; stderr %q", p.player, p.code, err, p.stdout.String(), p.stderr.String())
	}
	return r
}

// kinds are the kinds of r's events about player q, in order.
func (r udpJSON) kinds(q int) []string {
	var k []string
	for _, e := range r.Events {
		if e.Player == q {
			k = append(k, e.Kind)
		}
	}
	return k
}

// oneProcess is the fingerprint of the default world after ticks ticks of
// both bots' inputs (seeds 1 and 2, as net's -inputs 1 makes them),
// merged in the players' order: the one machine both peers must end at.
func oneProcess(t *testing.T, ticks int64) string { return oneProcessCut(t, ticks, ticks) }

// oneProcessCut is oneProcess with player 2's input the zero input from
// tick cut, as a survivor of its disconnection plays.
func oneProcessCut(t *testing.T, ticks, cut int64) string {
	t.Helper()
	cfg := bounce.DefaultConfig()
	w, err := bounce.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	bots := []*simtest.Bot{simtest.NewBot(1, cfg.Rate), simtest.NewBot(2, cfg.Rate)}
	for tick := range ticks {
		in := bots[0].Input(tick)
		if tick < cut {
			in = in.Merge(bots[1].Input(tick))
		}
		w.Step(in)
	}
	return tape.Format(w.Fingerprint())
}

// Two real net processes play over loopback UDP, each sending through a
// link of 60 ms, 20 ms of jitter and 5 % lost: both exit 0 at the same
// final fingerprint, the one of one process of both bots' inputs, having
// rolled back at least once. 3,600 ticks take a minute at 60 Hz: under
// -short, IPv4 plays 600 (10 s). IPv6 plays 600 in both.
func TestTwoProcessesAgreeOverUDP(t *testing.T) {
	for _, c := range []struct {
		host  string
		ticks int64
	}{{"127.0.0.1", 3600}, {"::1", 600}} {
		t.Run(c.host, func(t *testing.T) {
			t.Parallel()
			if testing.Short() {
				c.ticks = 600
			}
			args := []string{"-ticks", fmt.Sprint(c.ticks), "-link-delay", "60ms", "-jitter", "20ms", "-loss", "0.05", "-json"}
			bound := time.Duration(c.ticks)*time.Second/60 + time.Minute
			ps := runPair(t, c.host, bound, [2][]string{args, args})
			want := oneProcess(t, c.ticks)
			rollbacks := int64(0)
			for _, p := range ps {
				var r udpJSON
				if p.code != 0 || json.Unmarshal(p.stdout.Bytes(), &r) != nil {
					t.Fatalf("player %d: exit %d; stdout %q; stderr %q", p.player, p.code, p.stdout.String(), p.stderr.String())
				}
				if r.Peer.Fingerprint != want || r.Local != want || !r.Agreed || r.Peer.Ticks != c.ticks {
					t.Errorf("player %d ended at %s after %d ticks (its one-process run %s, agreed %v); one process of both bots' inputs: %s",
						p.player, r.Peer.Fingerprint, r.Peer.Ticks, r.Local, r.Agreed, want)
				}
				if len(r.Remotes) != 1 || r.Remotes[0].Player != 3-p.player || r.Remotes[0].RoundTripMS < 120 || r.Remotes[0].Received == 0 {
					t.Errorf("player %d's remotes %+v: want player %d, a round trip of 120 ms or more (60 ms each way)", p.player, r.Remotes, 3-p.player)
				}
				rollbacks += r.Peer.Rollbacks
			}
			if rollbacks == 0 {
				t.Error("no rollback in either process over a link of 60 ms and 5 % lost")
			}
		})
	}
}

// Two processes started with different -balls both exit 1 within 5 s,
// each naming the setting and both values.
func TestTwoProcessesRefuseAMismatch(t *testing.T) {
	for _, host := range []string{"127.0.0.1", "::1"} {
		// 600 ticks: a build that failed to refuse plays them in 10 s and
		// exits 0, well within the bound.
		ps := runPair(t, host, 30*time.Second, [2][]string{{"-balls", "100", "-ticks", "600"}, {"-balls", "200", "-ticks", "600"}})
		want := [2]string{`balls "100" here, "200" at player 2`, `balls "200" here, "100" at player 1`}
		for i, p := range ps {
			if p.code != 1 || !strings.Contains(p.stderr.String(), want[i]) || p.ended > 5*time.Second {
				t.Errorf("%s: player %d: exit %d after %v, stderr %q; want exit 1 within 5 s saying %s", host, p.player, p.code, p.ended, p.stderr.String(), want[i])
			}
		}
	}
}

// A peer killed (SIGKILL): the survivor says it disconnected within the
// timeout (2 s) and a second, plays on to the end with its input the
// zero input, ends where one process that does the same does, and exits 3.
func TestKillAPeer(t *testing.T) {
	args := []string{"-ticks", "600", "-json"}
	pr := startPair(t, "127.0.0.1", [2][]string{args, args})
	for q := 1; q <= 2; q++ {
		pr.waitLine(t, q, "every player answered", 30*time.Second)
	}
	// Mid-game: player 1's first progress line (5 s in, on a pipe).
	pr.waitLine(t, 1, " of 600 (", 30*time.Second)
	if err := pr.ps[1].cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	killed := time.Now()
	said := pr.waitLine(t, 1, "player 2 disconnected", 30*time.Second)
	if d := said.Sub(killed); d > 3*time.Second {
		t.Errorf("the disconnect said %v after the kill, want within 3 s (the timeout, 2 s, and 1 s)", d)
	}
	pr.wait(t, 2, time.Minute)
	p := pr.ps[0]
	r := p.report(t)
	if p.code != 3 || r.Peer.Ticks != 600 || len(r.Events) == 0 || r.Events[len(r.Events)-1].Kind != "disconnected" || r.Events[len(r.Events)-1].Tick == 0 {
		t.Fatalf("survivor: exit %d, %d ticks, events %+v; want exit 3, 600 ticks, the last event disconnected, mid-game", p.code, r.Peer.Ticks, r.Events)
	}
	want := oneProcessCut(t, 600, r.Events[len(r.Events)-1].Tick)
	if r.Peer.Fingerprint != want || !r.Agreed {
		t.Errorf("survivor ended at %s (agreed %v), one process with player 2 zero from tick %d at %s", r.Peer.Fingerprint, r.Agreed, r.Events[len(r.Events)-1].Tick, want)
	}
}
