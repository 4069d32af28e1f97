//go:build !headless

package peers

import (
	"fmt"
	"io"
	"os"

	"tickbox/game/shell/online"
	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/lab"
	"tickbox/sim/netplay"
	"tickbox/sim/stop"
)

// Exit codes of RunNet beside 0, 2 and stop.ExitCode: tickbox net's.
const (
	exitFailed       = 1 // a desync, a setting refused, a failure
	exitDisconnected = 3 // a player did not answer, or was disconnected before the end
)

// RunNet is tickbox-window net [flags]: this machine's player of the
// sandbox over UDP, in a window, with the keyboard (and keysEnv's
// script), drawn as the peers' window draws peer 1, an online.Player
// (package tickbox/game/shell/online). It takes tickbox net's flags
// (package tickbox/sim/lab's ParseNetWindow), prints a report on stdout when the window ends, and
// returns its exit code: 0 when every checkpoint compared agreed, 1 on a
// desync, a setting refused or a failure, 2 for a bad flag, 3 when a
// player did not answer or was disconnected before the end,
// stop.ExitCode after a stop signal.
func RunNet(args []string, stdout, stderr io.Writer) int {
	nw, code, ok := lab.ParseNetWindow(args, stdout, stderr)
	if !ok {
		return code
	}
	script, err := parseKeys(os.Getenv(keysEnv))
	if os.Getenv(keysEnv) == "" {
		script, err = nil, nil
	}
	if err != nil {
		fmt.Fprintf(stderr, "tickbox-window net: %v\n", err)
		return 2
	}
	n, m, err := newNet(nw, script, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "tickbox-window net: %v\n", err)
		return exitFailed
	}
	title := fmt.Sprintf("Tickbox: player %d over UDP", nw.Player)
	err = n.Run(fixed.Options{Name: title, Width: screenW, Height: screenH, Log: stderr})
	fmt.Fprintf(stdout, "tickbox-window net: %s", m.Report())
	return netCode(n, m, err, stderr)
}

// newNet makes the window's online.Player and its model.
func newNet(nw *lab.NetWindow, script []press, log io.Writer) (*online.Player[lab.NetWorld, bounce.Input], *netModel, error) {
	var n *online.Player[lab.NetWorld, bounce.Input]
	m, err := newNetModel(nw.Config, nw.Options, nw.Player, nw.Addrs, func() []netplay.Event { return n.Events() })
	if err != nil {
		return nil, nil, err
	}
	win, err := newNetWindow(m, script)
	if err != nil {
		return nil, nil, err
	}
	world := func() (lab.NetWorld, error) { return lab.NewNetWorld(nw.Config) }
	n, err = online.New(win, world, online.Options{Session: nw.Options, Player: nw.Player, Addrs: nw.Addrs,
		Settings: nw.Settings, Wait: nw.Wait, Timeout: nw.Timeout, Log: log})
	if err != nil {
		return nil, nil, err
	}
	n.OnPeer(m.Attach)
	n.OnFrame(m.Frame)
	return n, m, nil
}

// netCode is the exit code of a window that ended with err.
func netCode(n *online.Player[lab.NetWorld, bounce.Input], m *netModel, err error, stderr io.Writer) int {
	if err != nil {
		fmt.Fprintf(stderr, "tickbox-window net: %v\n", err)
	}
	switch {
	case n.Signal() != nil:
		return stop.ExitCode
	case err != nil && !n.Cut(), m.peer != nil && m.peer.Desync().Found:
		return exitFailed
	case n.Cut():
		return exitDisconnected
	}
	return 0
}
