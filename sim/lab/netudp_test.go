package lab_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"os/exec"
	"strings"
	"testing"
	"time"

	"tickbox/sim"
	"tickbox/sim/lab"
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
	cmd              *exec.Cmd
	stdout, stderr   bytes.Buffer
	code             int
	err              error
	ended            time.Duration // since the start
	player           int
	listen, peerAddr string
}

// runPair runs players 1 and 2 as two processes (the test binary running
// net, as the tickbox command does) on host's loopback with args each,
// and waits for both to exit, killing them past bound.
func runPair(t *testing.T, host string, bound time.Duration, args [2][]string) [2]*netProcess {
	t.Helper()
	addrs := [2]string{freePort(t, host), freePort(t, host)}
	var ps [2]*netProcess
	start := time.Now()
	ended := make(chan *netProcess, 2)
	for i := range ps {
		p := &netProcess{player: i + 1}
		a := append([]string{"-player", fmt.Sprint(i + 1), "-listen", addrs[i], "-peer", fmt.Sprintf("%d=%s", 2-i, addrs[1-i])}, args[i]...)
		p.cmd = child("net", a...)
		p.cmd.Stdout, p.cmd.Stderr = &p.stdout, &p.stderr
		if err := p.cmd.Start(); err != nil {
			t.Fatal(err)
		}
		ps[i] = p
		go func() {
			p.err = p.cmd.Wait()
			p.ended = time.Since(start)
			ended <- p
		}()
	}
	timeout := time.NewTimer(bound)
	defer timeout.Stop()
	for range ps {
		select {
		case p := <-ended:
			var exit *exec.ExitError
			if errors.As(p.err, &exit) {
				p.code = exit.ExitCode()
			} else if p.err != nil {
				t.Fatalf("player %d: %v", p.player, p.err)
			}
		case <-timeout.C:
			for _, p := range ps {
				_ = p.cmd.Process.Kill()
			}
			t.Fatalf("the processes did not both exit in %v", bound)
		}
	}
	return ps
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
	Local  string `json:"local_fingerprint"`
	Agreed bool   `json:"agreed"`
}

// oneProcess is the fingerprint of the default world after ticks ticks of
// both bots' inputs (seeds 1 and 2, as net's -inputs 1 makes them),
// merged in the players' order: the one machine both peers must end at.
func oneProcess(t *testing.T, ticks int64) string {
	t.Helper()
	cfg := sim.DefaultConfig()
	w, err := sim.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	bots := []*lab.Inputs{lab.NewInputs(1, cfg.Rate), lab.NewInputs(2, cfg.Rate)}
	for tick := range ticks {
		w.Step(bots[0].Input(tick).Merge(bots[1].Input(tick)))
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
