package netplay_test

import (
	"testing"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/netplay"
	"tickbox/sim/simtest"
)

// ipv4UDP is the bytes of IPv4 and UDP headers a datagram carries.
const ipv4UDP = 28

// sentPerSecond is the bytes a second peer p sent over IPv4 in s's run,
// headers included, over the virtual time it took.
func sentPerSecond(s *netplay.Session[netplay.Bounce, bounce.Input], p int) float64 {
	tr := s.Stats(p).Traffic
	return float64(tr.SentBytes+ipv4UDP*tr.Sent) / s.Now().Seconds()
}

// TestBandwidth prints the bytes a second each of 2 peers sends at 60 Hz
// over IPv4, headers included, idle, with the lab's seeded bots (tickbox
// net's players: an action every 15 to 150 ticks) and with busier bots
// (an action on about one tick in 6), over a link of 30 ms each way, and
// over 10 minutes (ticks past 16,384 take a byte more to write), and
// holds them to what wire version 2 sends (idle 2,658, the busy bots
// about 2,790), within the 3,000 (GGPO sends about 3,700; version
// 1 sent 2,918 idle and 3,325 with the busy bots), so that the wire grows
// no byte unseen.
//
//	go test ./sim/netplay -run Bandwidth -v
func TestBandwidth(t *testing.T) {
	idle := func(o netplay.Options) []fixed.Inputs[bounce.Input] {
		none := fixed.InputFunc[bounce.Input](func(int64) bounce.Input { return bounce.Input{} })
		return []fixed.Inputs[bounce.Input]{none, none}
	}
	labBots := func(o netplay.Options) []fixed.Inputs[bounce.Input] {
		var in []fixed.Inputs[bounce.Input]
		for p := range o.Peers {
			in = append(in, fixed.InputFunc[bounce.Input](simtest.NewBot(1+uint64(p), o.Rate).Input))
		}
		return in
	}
	busy := func(o netplay.Options) []fixed.Inputs[bounce.Input] { return bots(o, 1, 6) }
	for _, c := range []struct {
		name   string
		ticks  int64
		inputs func(netplay.Options) []fixed.Inputs[bounce.Input]
		most   float64 // bytes a second
	}{{"idle", 3600, idle, 2660}, {"lab bots", 3600, labBots, 2700}, {"busy bots", 3600, busy, 2800}, {"busy bots, 10 min", 36_000, busy, 2880}} {
		o := netplay.DefaultOptions()
		o.Link, o.Ticks = netplay.Link{Delay: 30 * time.Millisecond}, c.ticks
		s := session(t, o, worlds(bounce.DefaultConfig()), c.inputs(o))
		if err := s.Run(nil); err != nil {
			t.Fatal(err)
		}
		for p := range o.Peers {
			tr := s.Stats(p).Traffic
			bps := sentPerSecond(s, p)
			t.Logf("%s: peer %d sent %d datagrams, %.1f bytes each, %.0f bytes/s over IPv4 with headers",
				c.name, p+1, tr.Sent, float64(tr.SentBytes)/float64(tr.Sent), bps)
			if bps > c.most || tr.Received == 0 {
				t.Errorf("%s: peer %d sent %.0f bytes/s, past %.0f (or received nothing: %+v)", c.name, p+1, bps, c.most, tr)
			}
		}
	}
}
