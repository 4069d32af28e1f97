package lab_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// group is net processes started together: players 1 and 2 on 127.0.0.1
// (or ::1), then spectators of player 1.
type group struct {
	*pair
	listen     [2]string
	spectators []*netProcess
	ended      chan *netProcess
}

// startPlayers starts players 1 and 2 on host with args each.
func startPlayers(t *testing.T, host string, args []string) *group {
	t.Helper()
	g := &group{listen: [2]string{freePort(t, host), freePort(t, host)}}
	g.pair = startPairVia(t, g.listen, [2]string{g.listen[1], g.listen[0]}, [2][]string{args, args})
	g.ended = g.pair.ended
	return g
}

// spectate starts a spectator of player 1 with args.
func (g *group) spectate(t *testing.T, args ...string) *netProcess {
	t.Helper()
	p := &netProcess{player: 0, stderr: &lineWriter{lines: make(chan stampedLine, 64)}}
	p.cmd = child("net", append([]string{"-spectate", g.listen[0]}, args...)...)
	p.cmd.Stdout, p.cmd.Stderr = &p.stdout, p.stderr
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	g.spectators = append(g.spectators, p)
	t.Cleanup(func() { _ = p.cmd.Process.Kill() })
	go func() {
		p.err = p.cmd.Wait()
		p.ended = time.Since(g.start)
		g.ended <- p
	}()
	return p
}

// spectatorJSON is what the test reads of a report's spectator fields.
type spectatorJSON struct {
	Spectators int `json:"spectators"`
	Spectator  *struct {
		Host     int   `json:"host_player"`
		Received int64 `json:"received"`
	} `json:"spectator"`
}

func (p *netProcess) spectatorReport(t *testing.T) spectatorJSON {
	t.Helper()
	var r spectatorJSON
	if err := json.Unmarshal(p.stdout.Bytes(), &r); err != nil {
		t.Fatalf("process %d: exit %d, %v; stdout %q; stderr %q", p.player, p.code, err, p.stdout.String(), p.stderr.String())
	}
	return r
}

// waitAll waits for n processes of g to exit, killing them past bound,
// and notes each one's exit code.
func (g *group) waitAll(t *testing.T, n int, bound time.Duration) {
	t.Helper()
	timeout := time.NewTimer(bound)
	defer timeout.Stop()
	for range n {
		select {
		case p := <-g.ended:
			var exit *exec.ExitError
			if errors.As(p.err, &exit) {
				p.code = exit.ExitCode()
			} else if p.err != nil {
				t.Fatalf("process %d: %v", p.player, p.err)
			}
		case <-timeout.C:
			t.Fatalf("the processes did not exit in %v", bound)
		}
	}
}

// Done-when 5 of issue 41, a spectator: two players and a spectator of
// player 1, three processes over loopback UDP (player 2 given player 1's
// address as localhost), each sending through a link of 30 ms and 5 %
// lost. The spectator exits 0 at the players' final fingerprint, the one
// of one process of both bots' inputs; player 1 reports it joined.
func TestASpectatorEndsWithThePlayers(t *testing.T) {
	const ticks = 600
	args := []string{"-ticks", fmt.Sprint(ticks), "-link-delay", "30ms", "-loss", "0.05", "-json"}
	g := &group{listen: [2]string{freePort(t, "127.0.0.1"), freePort(t, "127.0.0.1")}}
	port := g.listen[0][strings.LastIndex(g.listen[0], ":")+1:]
	g.pair = startPairVia(t, g.listen, [2]string{g.listen[1], "localhost:" + port}, [2][]string{args, args})
	g.ended = g.pair.ended
	s := g.spectate(t, args...)
	g.waitAll(t, 3, ticks*time.Second/60+time.Minute)
	want := oneProcess(t, ticks)
	for _, p := range append(g.ps[:], s) {
		r := p.report(t)
		if p.code != 0 || r.Peer.Fingerprint != want || !r.Agreed || r.Peer.Ticks != ticks {
			t.Errorf("process %d (0: the spectator): exit %d, at %s after %d ticks, agreed %v; want exit 0 at %s (one process) after %d; stderr %q",
				p.player, p.code, r.Peer.Fingerprint, r.Peer.Ticks, r.Agreed, want, ticks, p.stderr.String())
		}
	}
	if r := s.spectatorReport(t); r.Spectator == nil || r.Spectator.Host != 1 || r.Spectator.Received == 0 {
		t.Errorf("the spectator's report %+v: want its host, player 1, and the messages it had", r.Spectator)
	}
	if r := g.ps[0].spectatorReport(t); r.Spectators != 1 || r.Spectator != nil {
		t.Errorf("player 1's report: %d spectators, spectator %+v; want 1 joined, and no spectator's fields", r.Spectators, r.Spectator)
	}
}

// A spectator killed (SIGKILL) mid-game disturbs no player: both exit 0
// at the one-process fingerprint, neither reporting any event. Over IPv6
// (::1), the spectator listening on a port the system picks.
func TestKillASpectator(t *testing.T) {
	const ticks = 600
	args := []string{"-ticks", fmt.Sprint(ticks), "-json"}
	g := startPlayers(t, "::1", args)
	s := g.spectate(t, args...)
	g.waitLine(t, 1, "spectator at", 30*time.Second)
	g.waitLine(t, 1, " of 600 (", 30*time.Second) // 5 s in, on a pipe: mid-game
	if err := s.cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	g.waitAll(t, 3, time.Minute)
	want := oneProcess(t, ticks)
	for _, p := range g.ps {
		r := p.report(t)
		if p.code != 0 || r.Peer.Fingerprint != want || !r.Agreed || len(r.Events) > 1 || (len(r.Events) == 1 && r.Events[0].Kind != "interrupted") {
			t.Errorf("player %d: exit %d at %s, agreed %v, events %+v; want exit 0 at %s (one process), no event but the other's silence once it left",
				p.player, p.code, r.Peer.Fingerprint, r.Agreed, r.Events, want)
		}
	}
}

// A spectator whose host is killed (SIGKILL) mid-game says so within the
// timeout (2 s) and a second, and exits 3.
func TestASpectatorsHostKilled(t *testing.T) {
	args := []string{"-ticks", "600", "-json"}
	g := startPlayers(t, "127.0.0.1", args)
	s := g.spectate(t, args...)
	g.waitLine(t, 1, "spectator at", 30*time.Second)
	g.waitLine(t, 1, " of 600 (", 30*time.Second)
	if err := g.ps[0].cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	killed := time.Now()
	g.waitAll(t, 3, time.Minute)
	if s.code != 3 || !strings.Contains(s.stderr.String(), "the host, silent 2s: disconnected") || s.ended > killed.Sub(g.start)+3*time.Second {
		t.Errorf("the spectator: exit %d after %v (host killed at %v); stderr %q; want exit 3 within 3 s, saying its host disconnected",
			s.code, s.ended, killed.Sub(g.start), s.stderr.String())
	}
}

// A spectator whose settings differ from its host's is refused, naming
// the setting and both values, and exits 1; the players play on.
func TestASpectatorOfOtherSettingsIsRefused(t *testing.T) {
	g := startPlayers(t, "127.0.0.1", []string{"-ticks", "120", "-balls", "100"})
	s := g.spectate(t, "-ticks", "120", "-balls", "200")
	g.waitAll(t, 3, time.Minute)
	if want := `balls "200" here, "100" at player 1`; s.code != 1 || !strings.Contains(s.stderr.String(), want) {
		t.Errorf("the spectator: exit %d, stderr %q; want exit 1 saying %s", s.code, s.stderr.String(), want)
	}
	for _, p := range g.ps {
		if p.code != 0 {
			t.Errorf("player %d: exit %d, stderr %q; want 0: a spectator refused stops no player", p.player, p.code, p.stderr.String())
		}
	}
}
