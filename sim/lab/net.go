package lab

import (
	"errors"
	"fmt"
	"io"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/netplay"
	"tickbox/sim/numflag"
	"tickbox/sim/simtest"
	"tickbox/sim/tape"
)

const netAbout = `Peers playing the world over a simulated link, in one process, on a
virtual clock: each peer has its own copy of the world and its own clock; only
the players' inputs, and every -every ticks a fingerprint, travel between
them, each packet delayed, jittered, lost or reordered as the link's seed
draws. Each player is a bot made up from -inputs (player p's from the seed
plus p - 1), or, with -replay, player 1 plays a recording.

  lockstep  a tick runs when every input for it has arrived (a frame that
            cannot run one is a stall)
  delay     lockstep with each input sent -delay ticks early
  rollback  a missing input is predicted (the last one repeated); a peer runs
            at most -window ticks ahead of its inputs; a wrong prediction
            restores the state of the first wrong tick and runs again

Prints per peer the ticks run, the rollbacks, the deepest, ticks run again
per tick, stalls, prediction misses, waits (frames skipped to let the others
catch up) and the final fingerprint, with a local run of the same inputs
beside them. -twin makes the last peer run a twin build (FMAs, see tickbox
desync): the first checkpoint that differs is found, and the first tick the
builds part is named, with what differs.` + udpAbout

// netMaxBalls bounds -balls: every peer keeps window + 3 copies of the
// world (8 peers, a window of 60: 504 copies, 248 MB at this size).
const netMaxBalls = 10_000

// netBallsWhy is why, in -balls' rule.
const netBallsWhy = "for net: every peer keeps window + 3 copies of the world"

// latencyRule is the rule of the link's durations and the stagger.
var latencyRule = fmt.Sprintf("must be 0 to %v", netplay.MaxLatency)

// netFlags are net's flags beyond the world's.
type netFlags struct {
	mode, twin, replay string
	o                  netplay.Options
	inputs, linkSeed   uint64
	distance           int
	linkDelay, jitter  time.Duration
	asJSON             bool
}

func (f *netFlags) register(c *command) {
	fs, d := c.flags, netplay.DefaultOptions()
	f.o = d
	fs.StringVar(&f.mode, "mode", "rollback", "`mode`: lockstep, delay or rollback")
	numflag.Int(fs, &f.o.Peers, "peers", d.Peers, fmt.Sprintf("must be 2 to %d", netplay.MaxPeers), fmt.Sprintf("`N` peers, 2 to %d, a player each", netplay.MaxPeers))
	numflag.Int(fs, &f.o.Delay, "delay", 0, fmt.Sprintf("must be 0 to %d ticks", netplay.MaxDelay), fmt.Sprintf("input delay in `ticks`, 0 to %d (default 0; 3 in mode delay)", netplay.MaxDelay))
	numflag.Int(fs, &f.o.Window, "window", d.Window, fmt.Sprintf("must be 1 to %d ticks", netplay.MaxWindow), fmt.Sprintf("rollback's prediction window in `ticks`, 1 to %d", netplay.MaxWindow))
	numflag.Int(fs, &f.o.Every, "every", d.Every, fmt.Sprintf("must be 1 to %d ticks", netplay.MaxEvery), fmt.Sprintf("`ticks` between fingerprint checkpoints, 1 to %d", netplay.MaxEvery))
	numflag.Int64(fs, &f.o.Ticks, "ticks", d.Ticks, fmt.Sprintf("must be 1 to %d", netplay.MaxTicks), fmt.Sprintf("play `N` ticks, 1 to %d", netplay.MaxTicks))
	numflag.Duration(fs, &f.linkDelay, "link-delay", 0, latencyRule, "the link's one-way delay `D`")
	numflag.Duration(fs, &f.jitter, "jitter", 0, latencyRule, "the link's jitter: up to `D` more, drawn evenly")
	numflag.Float64(fs, &f.o.Link.Loss, "loss", 0, fmt.Sprintf("must be 0 to %g", netplay.MaxLoss), fmt.Sprintf("the `fraction` of packets lost, 0 to %g", netplay.MaxLoss))
	numflag.Float64(fs, &f.o.Link.Reorder, "reorder", 0, "must be 0 to 1", "the `fraction` of packets held back behind later ones, 0 to 1")
	numflag.Duration(fs, &f.o.Stagger, "stagger", 0, latencyRule, "peer p's clock starts (p - 1) × `D` late")
	numflag.Uint64(fs, &f.linkSeed, "link-seed", 1, numflag.SeedRule, "the link's `seed`")
	numflag.Uint64(fs, &f.inputs, "inputs", 1, numflag.SeedRule, "the bots' `seed`")
	fs.StringVar(&f.replay, "replay", "", fmt.Sprintf("player 1 (over UDP, this machine's) plays this replay `file`'s inputs, in its world (a\nrecording from tick 0 at one tick rate, at most %d ticks unless -ticks says how many to\nplay); the other players are bots", netplay.MaxTicks))
	fs.StringVar(&f.twin, "twin", "", "the last peer (over UDP, this machine's) runs this twin `build`: clang or gcc (default: none)")
	numflag.Int(fs, &f.distance, "check-distance", 0, fmt.Sprintf("must be 1 to %d ticks", tape.MaxDistance),
		"no peers: a synctest of the players' inputs, every tick going back `D` ticks to run them again\nand compare fingerprints (GGRS's SyncTestSession); exit 1 when one differs")
	fs.BoolVar(&f.asJSON, "json", false, "print JSON instead of text")
}

// options checks the flags and returns the session's options, or an
// error naming the flag, its value and the rule.
func (f *netFlags) options(c *command, cfg bounce.Config) (netplay.Options, error) {
	o := f.o
	m, err := netplay.ParseMode(f.mode)
	if err != nil {
		return o, fmt.Errorf("-%w", err)
	}
	o.Mode, o.Rate, o.Seed = m, cfg.Rate, f.linkSeed
	o.Link.Delay, o.Link.Jitter = f.linkDelay, f.jitter
	if m == netplay.Delay && !c.set("delay") {
		o.Delay = 3
	}
	if m != netplay.Rollback {
		if c.set("window") {
			return o, fmt.Errorf("-window with -mode %v: only rollback predicts; drop -window", m)
		}
		o.Window = 0
	}
	if o.Ticks == 0 {
		// netplay's Ticks 0 is open-ended, a game's session (Peer.End);
		// net's runs are bounded: its report compares every player with
		// one process's run of the same ticks.
		return o, fmt.Errorf("-ticks 0: must be 1 to %d: net's runs are bounded, to compare with one process's run of the same ticks", netplay.MaxTicks)
	}
	var oe *netplay.OptionError
	if err := o.Validate(); errors.As(err, &oe) {
		return o, fmt.Errorf("-%w", err)
	} else if err != nil {
		return o, err
	}
	return o, nil
}

// Net is the net command: tickbox net [flags].
func Net(args []string, stdout, stderr io.Writer) int {
	c := newCommand("net", "[flags]", netAbout, stdout, stderr)
	wf := worldFlags{maxBalls: netMaxBalls, ballsWhy: netBallsWhy}
	wf.register(c.flags, false)
	c.flags.Lookup("balls").Usage = fmt.Sprintf("`N` balls, 1 to %d (each peer keeps window + 3 copies of the world)", netMaxBalls)
	var f netFlags
	f.register(c)
	var u udpFlags
	u.register(c)
	if code, ok := c.parseFlags(args); !ok {
		return code
	}
	cfg, err := wf.config(c)
	if err != nil {
		return c.usage("%v", err)
	}
	if !u.given(c) && c.set("record") {
		return c.usage("-record without -listen: net records a session over UDP only, for now; give -listen, -peer and -player, or drop -record")
	}
	var recorded *recordedPlayer
	if f.replay != "" && !c.set("spectate") {
		for _, name := range []string{"balls", "seed", "rate"} {
			if c.set(name) {
				return c.usage("-%s with -replay: the world is the recording's; drop -%s", name, name)
			}
		}
		if cfg, recorded, err = f.loadReplay(c); err != nil {
			return c.fail(err)
		}
	}
	if cfg.Balls > netMaxBalls { // a recording's world
		return c.fail(fmt.Errorf("-replay %q: a world of %d balls: net takes 1 to %d %s", f.replay, cfg.Balls, netMaxBalls, netBallsWhy))
	}
	if u.given(c) {
		twin, err := f.twinBuild()
		if err != nil {
			return c.usage("%v", err)
		}
		return netUDP(c, cfg, &f, &u, twin, recorded)
	}
	o, err := f.options(c, cfg)
	if err != nil {
		return c.usage("%v", err)
	}
	twin, err := f.twinBuild()
	if err != nil {
		return c.usage("%v", err)
	}
	players := func() []fixed.Inputs[bounce.Input] { return netPlayers(o.Peers, f.inputs, cfg.Rate, recorded) }
	if c.set("check-distance") {
		for _, name := range []string{"twin", "json"} {
			if c.set(name) {
				return c.usage("-%s with -check-distance: a synctest runs one world, no peers; drop -%s", name, name)
			}
		}
		return netSyncTest(c, cfg, o, f.distance, players())
	}
	netWork(o, cfg.Balls).announce(stderr, c.name) // it said "months" only in its progress line
	rep, err := playNet(cfg, o, twin, players, newProgress(stderr, 0, o.Ticks))
	if err != nil {
		return c.fail(err)
	}
	if f.asJSON {
		return c.emit(exitOK, func(w io.Writer) error { return writeJSON(w, rep) })
	}
	return c.emit(exitOK, asText(func(w io.Writer) { rep.writeText(w, cfg) }))
}

// twinBuild is -twin's build, bounce.Strict when not given.
func (f *netFlags) twinBuild() (bounce.Build, error) {
	if f.twin == "" {
		return bounce.Strict, nil
	}
	twin, err := bounce.ParseBuild(f.twin)
	if err != nil || twin == bounce.Strict {
		return bounce.Strict, fmt.Errorf("-twin %q: must be clang or gcc", f.twin)
	}
	return twin, nil
}

// loadReplay loads -replay's recording, and sets -ticks to its length
// unless it was given. A recording longer than net plays is refused,
// naming the limit, unless -ticks says how much of it to play: it once
// played the first 10^7 ticks and said "All agreed" of the whole.
func (f *netFlags) loadReplay(c *command) (bounce.Config, *recordedPlayer, error) {
	cfg, recorded, final, err := loadRecording(f.replay)
	if err != nil {
		return cfg, nil, fmt.Errorf("-replay %w", err)
	}
	if !c.set("ticks") {
		if final > netplay.MaxTicks {
			return cfg, nil, fmt.Errorf("-replay %q: the recording runs %d ticks, more than net plays (%d, the most -ticks allows): give -ticks %d to play its first %d",
				f.replay, final, netplay.MaxTicks, netplay.MaxTicks, netplay.MaxTicks)
		}
		f.o.Ticks = max(final, 1)
	}
	return cfg, recorded, nil
}

// netPlayers returns every player's input: a bot, player p's made up from
// seed + p, but player 1's the recorded inputs, when there are any.
func netPlayers(peers int, seed uint64, rate int, recorded *recordedPlayer) []fixed.Inputs[bounce.Input] {
	in := make([]fixed.Inputs[bounce.Input], peers)
	for p := range in {
		in[p] = fixed.InputFunc[bounce.Input](simtest.NewBot(seed+uint64(p), rate).Input)
	}
	if recorded != nil {
		in[0] = fixed.InputFunc[bounce.Input](recorded.Input)
	}
	return in
}

// playNet plays the session and a local run of the same inputs, and, if
// the peers parted, hunts the first tick they did.
func playNet(cfg bounce.Config, o netplay.Options, twin bounce.Build, players func() []fixed.Inputs[bounce.Input], p *progress) (*netReport, error) {
	builds := make([]bounce.Build, o.Peers)
	builds[o.Peers-1] = twin
	fresh := func(peer int) (NetWorld, error) {
		c := cfg
		c.Build = builds[peer]
		return NewNetWorld(c)
	}
	s, err := netplay.New(o, fresh, players())
	if err != nil {
		return nil, err
	}
	if err := s.Run(p.update); err != nil {
		return nil, err
	}
	p.finish()
	local, err := stepWorld(cfg, netInputs(o, players()), o.Ticks)
	if err != nil {
		return nil, err
	}
	rep := newNetReport(o, s, local.Fingerprint())
	if d := s.Desync(); d.Found {
		if rep.Desync, err = hunt(cfg, builds[d.Peer], builds[d.Other], netInputs(o, players()), d); err != nil {
			return nil, err
		}
	}
	return rep, nil
}

// netInputs is every tick's input as one machine takes it: the players'
// inputs read Delay ticks before, merged in the players' order. Each tick's
// is made when asked for, ticks in order from 0 (the bots draw theirs in
// order), so that no input is held per tick: a local run of 10^7 ticks
// keeps none.
func netInputs(o netplay.Options, players []fixed.Inputs[bounce.Input]) func(t int64) bounce.Input {
	return func(t int64) bounce.Input {
		var in bounce.Input
		if t < int64(o.Delay) {
			return in
		}
		for _, p := range players {
			in = in.Merge(p.Take(t - int64(o.Delay)))
		}
		return in
	}
}

// stepWorld runs a world of cfg for ticks ticks with input.
func stepWorld(cfg bounce.Config, input func(int64) bounce.Input, ticks int64) (*bounce.World, error) {
	w, err := bounce.New(cfg)
	if err != nil {
		return nil, err
	}
	for t := range ticks {
		w.Step(input(t))
	}
	return w, nil
}

// netSyncTest runs the players' inputs, merged, through a synctest of
// distance d, and says whether every tick ran again alike.
func netSyncTest(c *command, cfg bounce.Config, o netplay.Options, d int, players []fixed.Inputs[bounce.Input]) int {
	if d < 1 || d > tape.MaxDistance {
		return c.usage("-check-distance %d: must be 1 to %d ticks", d, tape.MaxDistance)
	}
	w, err := bounce.New(cfg)
	if err != nil {
		return c.fail(err)
	}
	st := tape.SyncTest[bounce.Input]{Distance: d}
	input := netInputs(o, players)
	for t := range o.Ticks {
		if err := st.Step(t, w, input(t)); err != nil {
			return c.fail(err)
		}
		if bad, ok := st.FirstBad(); ok {
			return c.fail(fmt.Errorf("synctest: tick %d ran again from %d ticks back to another fingerprint", bad, d))
		}
	}
	return c.emit(exitOK, asText(func(out io.Writer) {
		fmt.Fprintf(out, "synctest     %s; %d ticks, each run again from %d ticks back: every fingerprint the same (%s)\n",
			describe(cfg), st.Ticks(), d, tape.Format(w.Fingerprint()))
	}))
}
