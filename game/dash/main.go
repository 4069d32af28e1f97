//go:build !headless

// Command dash is a small game on Tickbox's loop, using only package
// tickbox/game/fixed: a square that runs and jumps over comets crossing
// at up to 1400 pixels a second. It shows what the loop is for: on a
// 144 Hz display the comets glide (I draws the newest state only, and
// they judder), and a jump rises 168 pixels at any frame rate.
//
//	go run ./game/dash [-dev] [-record FILE | -replay FILE] [-synctest] [-policy NAME]
//
// Space jumps, the arrows run, I switches the drawing, P pauses, N runs
// one tick, T changes the tick rate, Esc quits. With the dev layer on
// (-dev, or TICKBOX_DEV=1), the function keys break the loop on purpose:
// F4 a hitch, F6 a stall, F7 jitter, F8 load, F10 an fps cap, F11 the next
// engine's policy; F1 lists them all.
package main

import (
	"flag"
	"fmt"
	"os"

	"tickbox/game/fixed"
)

// rules is the version of dash's rules in its recordings: bump it when
// a tick computes something else.
const rules = 1

func main() {
	var o fixed.Options
	flag.BoolVar(&o.Dev, "dev", false, "the dev layer: the loop's figures and timeline over the game, and its F-keys (F1 lists them)")
	flag.StringVar(&o.Record, "record", "", "record the game into `FILE`, saved when it ends")
	flag.StringVar(&o.Replay, "replay", "", "play `FILE` back, checking every tick, and pause at its end")
	flag.BoolVar(&o.SyncTest, "synctest", false, "step every tick twice from its snapshot and say which differs")
	flag.StringVar(&o.Policy, "policy", "", "the frame `policy` (default "+fixed.Recommended+")")
	seed := flag.Uint64("seed", 1, "the comets' `seed`")
	flag.Parse()
	o.Name, o.Rules, o.Width, o.Height = "dash", rules, 1280, 720
	g := newGame(*seed)
	l, err := fixed.New(g, o)
	if err != nil {
		fmt.Fprintln(os.Stderr, "dash:", err)
		os.Exit(2)
	}
	g.loop = l
	if err := l.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "dash:", err)
		os.Exit(1)
	}
}
