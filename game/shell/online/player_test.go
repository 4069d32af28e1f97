//go:build !headless

package online_test

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/fnv"
	"image"
	"image/color"
	"io"
	"net"
	"net/netip"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/game/shell/online"
	"tickbox/render"
	"tickbox/render/gametest"
	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
	"tickbox/sim/netplay"
)

// tally is the test's world: each player's presses counted, and the ticks.
type tally struct{ N [2]int64 }

// tallyIn is one player's input of a tick: its presses. The frames'
// presses before one tick add up, so that none is lost where a peer that
// waits for the other keeps frames' input for one tick.
type tallyIn struct{ Presses int32 }

func (in tallyIn) Merge(next tallyIn) tallyIn { return tallyIn{in.Presses + next.Presses} }

// Step counts each player's press, each in its own slot.
func (w *tally) Step(in netplay.Players[tallyIn]) {
	for p := range in.N {
		w.N[p] += int64(in.In[p].Presses)
	}
}

func (w *tally) MarshalBinary() ([]byte, error) {
	return binary.LittleEndian.AppendUint64(binary.LittleEndian.AppendUint64(nil, uint64(w.N[0])), uint64(w.N[1])), nil
}

func (w *tally) UnmarshalBinary(b []byte) error {
	if len(b) != 16 {
		return errors.New("tally: 16 bytes")
	}
	w.N = [2]int64{int64(binary.LittleEndian.Uint64(b)), int64(binary.LittleEndian.Uint64(b[8:]))}
	return nil
}

func (w *tally) Fingerprint() uint64 {
	h := fnv.New64a()
	b, _ := w.MarshalBinary()
	h.Write(b)
	return h.Sum64()
}

// tallyGame presses its player's slot every every-th frame of play,
// presses times.
type tallyGame struct {
	player, every, presses, frame int
	net                           *online.Player[*tally, tallyIn]
}

func (g *tallyGame) Update() (tallyIn, error) {
	var in tallyIn
	if g.net.Peer() == nil { // the players have not all answered: no play yet
		return in, nil
	}
	if g.frame++; g.frame%g.every == 0 && g.presses > 0 {
		in.Presses, g.presses = 1, g.presses-1
	}
	return in, nil
}

func (g *tallyGame) Draw(screen *ebiten.Image, _ *tally, _ float64) { screen.Fill(color.Black) }
func (g *tallyGame) Layout(int, int) (int, int)                     { return 640, 480 }

// loopback is a free loopback UDP address.
func loopback(t *testing.T) netip.AddrPort {
	t.Helper()
	c, err := net.ListenPacket("udp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	return netip.MustParseAddrPort(c.LocalAddr().String())
}

// netPair makes two Players of the tally over loopback UDP, on a link of
// 30 ms each way, for ticks ticks, in rollback with a window of 2 ticks,
// so that a peer often waits for the other's inputs (a stall: the
// frame's input must keep for the next tick); settings[p] is player
// p+1's.
func netPair(t *testing.T, games [2]*tallyGame, ticks int64, settings [2]string) [2]*online.Player[*tally, tallyIn] {
	t.Helper()
	addrs := []netip.AddrPort{loopback(t), loopback(t)}
	var nets [2]*online.Player[*tally, tallyIn]
	for p := range nets {
		o := online.Options{Session: netplay.DefaultOptions(), Player: p + 1, Addrs: addrs, Log: io.Discard,
			Settings: []netplay.Setting{{Name: "game", Value: "tally"}, {Name: "rules", Value: settings[p]}}}
		o.Session.Ticks, o.Session.Window, o.Session.Link.Delay = ticks, 2, 30*time.Millisecond
		n, err := online.New(games[p], func() (*tally, error) { return &tally{}, nil }, o)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { online.Close(n) })
		nets[p], games[p].net = n, n
	}
	return nets
}

// frames drives the two Players' loops frame by frame, 1/60 s of their
// virtual clocks each (a millisecond apart on the wall's, for the
// datagrams), until done says so or 30 s of the wall's pass; dev[p]
// switches player p+1's dev layer on. It returns each's final drawing.
func frames(t *testing.T, nets [2]*online.Player[*tally, tallyIn], dev [2]bool, done func(errs [2]error) bool) (errs [2]error, final [2]func(*ebiten.Image)) {
	t.Helper()
	var update [2]func() error
	var advance [2]func(time.Duration) error
	for p, n := range nets {
		var err error
		o := fixed.Options{Clock: &fixed.VirtualClock{}, Log: io.Discard}
		if update[p], advance[p], final[p], err = online.Frames(n, o, instrument.DevOptions{On: dev[p]}); err != nil {
			t.Fatal(err)
		}
	}
	for end := time.Now().Add(30 * time.Second); !done(errs); time.Sleep(time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("not done in 30 s: %v; figures %+v, %+v", errs, nets[0].Figures(), nets[1].Figures())
		}
		for p := range nets {
			if errs[p] == nil {
				if errs[p] = update[p](); errs[p] == nil {
					errs[p] = advance[p](time.Second / 60)
				}
			}
		}
	}
	return errs, final
}

// Two Players play the tally over loopback UDP, each its own loop: every
// press of each player reaches both worlds, which end alike; a press the
// other had not foreseen is rolled back, and the dev layer's rows (on for
// player 1) say so along the bottom of its window, and not in player 2's.
func TestPlayersPlayOverUDP(t *testing.T) {
	games := [2]*tallyGame{{player: 1, every: 2, presses: 40}, {player: 2, every: 3, presses: 30}}
	nets := netPair(t, games, 240, [2]string{"1", "1"})
	var errs [2]error
	var final [2]func(*ebiten.Image)
	var drawn [2]*image.RGBA
	gametest.Do(func() {
		errs, final = frames(t, nets, [2]bool{true, false}, func(errs [2]error) bool {
			failed := func(err error) bool { return err != nil && !errors.Is(err, ebiten.Termination) }
			return failed(errs[0]) || failed(errs[1]) || errs[0] != nil && errs[1] != nil
		})
		for p := range drawn {
			screen := ebiten.NewImage(640, 480)
			final[p](screen)
			drawn[p] = image.NewRGBA(screen.Bounds())
			screen.ReadPixels(drawn[p].Pix)
		}
	})
	if !errors.Is(errs[0], ebiten.Termination) || !errors.Is(errs[1], ebiten.Termination) {
		t.Fatalf("the loops ended with %v; want both ebiten.Termination, the session over", errs)
	}
	want := [2]int64{40, 30}
	rollbacks := int64(0)
	for p, n := range nets {
		if got := n.Peer().State().N; got != want {
			t.Errorf("player %d's world counted %v presses; want %v, every player's", p+1, got, want)
		}
		rollbacks += n.Figures().Stats.Rollbacks
	}
	if rollbacks == 0 || nets[0].Figures().Stats.Stalls == 0 {
		t.Errorf("over a 30 ms link, no rollback or no stall: %+v, %+v", nets[0].Figures(), nets[1].Figures())
	}
	lines := nets[0].Figures().Lines()
	if len(lines) != 4 || !strings.Contains(lines[2], fmt.Sprintf("rollbacks %d", nets[0].Figures().Stats.Rollbacks)) {
		t.Errorf("player 1's rows: %q", lines)
	}
	rows := image.Rect(0, 480-4*22, 320, 480)
	if on, off := texts(drawn[0], rows), texts(drawn[1], rows); on == 0 || off != 0 {
		t.Errorf("the rows' text pixels along the bottom: %d with the dev layer on, %d off; want some, and none", on, off)
	}
}

// Two Players of an open-ended session (Ticks 0) play until a window
// closes: player 2's closes at its tick 300, and player 1 says it
// disconnected, and plays on, its session not ended, its loop not
// terminated, its world with every press player 2 made.
func TestOpenSessionPlaysUntilTheWindowCloses(t *testing.T) {
	games := [2]*tallyGame{{player: 1, every: 2, presses: 40}, {player: 2, every: 3, presses: 30}}
	nets := netPair(t, games, 0, [2]string{"1", "1"})
	var errs [2]error
	var goneAt int64 = -1 // player 1's tick when it said player 2 disconnected
	closed := false
	gametest.Do(func() {
		errs, _ = frames(t, nets, [2]bool{}, func(errs [2]error) bool {
			if p := nets[1].Peer(); !closed && p != nil && p.Tick() >= 300 {
				online.Close(nets[1]) // its window closed: its next frame fails to send
				closed = true
			}
			if goneAt < 0 && slices.ContainsFunc(nets[0].Events(), func(e netplay.Event) bool { return e.Kind == netplay.Disconnected }) {
				goneAt = nets[0].Peer().Tick()
			}
			return errs[0] != nil || goneAt >= 0 && nets[0].Peer().Tick() > goneAt+120
		})
	})
	if errs[0] != nil || nets[0].Ended() || !closed {
		t.Fatalf("player 1 ended (%v) with %v; player 2 closed: %v", nets[0].Ended(), errs[0], closed)
	}
	if got := nets[0].Peer().State().N; got != [2]int64{40, 30} {
		t.Errorf("player 1's world counted %v presses; want [40 30], every player's", got)
	}
}

// texts counts r's pixels of the rows' text colour, within a few levels
// a channel (glyphs' edges blend).
func texts(img *image.RGBA, r image.Rectangle) int {
	c := render.ColText
	want := [3]int{int(c.R * 255), int(c.G * 255), int(c.B * 255)}
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			got := img.RGBAAt(x, y)
			if abs(int(got.R)-want[0]) < 8 && abs(int(got.G)-want[1]) < 8 && abs(int(got.B)-want[2]) < 8 {
				n++
			}
		}
	}
	return n
}

func abs(a int) int { return max(a, -a) }

// Two players whose games differ in a setting are refused, both, naming
// it.
func TestPlayersRefuseAMismatch(t *testing.T) {
	games := [2]*tallyGame{{player: 1, every: 1}, {player: 2, every: 1}}
	nets := netPair(t, games, 60, [2]string{"1", "2"})
	var errs [2]error
	gametest.Do(func() {
		errs, _ = frames(t, nets, [2]bool{}, func(errs [2]error) bool { return errs[0] != nil && errs[1] != nil })
	})
	for p, err := range errs {
		if !netplay.IsMismatch(err) || !strings.Contains(err.Error(), "rules") || nets[p].Cut() {
			t.Errorf("player %d: %v (cut %v); want a mismatch naming rules", p+1, err, nets[p].Cut())
		}
	}
}
