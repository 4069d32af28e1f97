//go:build !headless

package peers

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"time"

	"tickbox/game/shell"
	"tickbox/sim/bounce"
	"tickbox/sim/netplay"
	"tickbox/sim/stop"
)

// Run is the window's command, tickbox peers [flags]: it opens the
// window and returns the exit code: 0 when it is closed, 1 on a failure,
// 2 for a bad flag, stop.ExitCode after a stop signal.
func Run(args []string, _, stderr io.Writer) int {
	fs := flag.NewFlagSet("peers", flag.ContinueOnError)
	fs.SetOutput(stderr)
	mode := fs.String("mode", "rollback", "`mode`: lockstep, delay or rollback (M in the window cycles them)")
	delay := fs.Duration("link-delay", 60*time.Millisecond, "the link's one-way delay `D` (1 in the window)")
	jitter := fs.Duration("jitter", 10*time.Millisecond, "the link's jitter: up to `D` more, drawn evenly (2 in the window)")
	loss := fs.Float64("loss", 0, fmt.Sprintf("the `fraction` of packets lost, 0 to %g (3 in the window)", netplay.MaxLoss))
	seed := fs.Uint64("seed", 1, "the bot's `seed` (peer 2's player)")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: tickbox peers [flags]\n\nTwo peers play the world over a simulated link, side by side: peer 1 is you\n(the sandbox's keys), peer 2 a bot; tickbox net plays them headless. Keys:\n\n  %s\n\n", helpLine)
		for _, k := range helpKeys {
			fmt.Fprintf(stderr, "  %-9s %s\n", k.Label, k.Help)
		}
		fmt.Fprintf(stderr, "\nflags:\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "peers: unexpected argument %q: peers takes only flags\n", fs.Arg(0))
		return 2
	}
	m, err := netplay.ParseMode(*mode)
	if err != nil {
		fmt.Fprintf(stderr, "peers: -%v\n", err)
		return 2
	}
	cfg := bounce.DefaultConfig()
	o := modeOptions(m, cfg.Rate)
	o.Link = netplay.Link{Delay: *delay, Jitter: *jitter, Loss: *loss}
	var oe *netplay.OptionError
	if err := o.Link.Validate(); errors.As(err, &oe) {
		fmt.Fprintf(stderr, "peers: -%v\n", err)
		return 2
	}
	model, err := newModel(cfg, o, *seed)
	if err != nil {
		fmt.Fprintf(stderr, "peers: %v\n", err)
		return 1
	}
	f, err := newWindowFrames(model, nil)
	if err != nil {
		fmt.Fprintf(stderr, "peers: %v\n", err)
		return 1
	}
	w := &shell.Window{Frames: f, Title: "Tickbox: peers over a link", Width: screenW, Height: screenH, Resizable: true}
	if err := w.Run(); err != nil {
		fmt.Fprintf(stderr, "peers: %v\n", err)
		return 1
	}
	if w.Signal() != nil {
		return stop.ExitCode
	}
	return 0
}
