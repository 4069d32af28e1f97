package netplay_test

import (
	"testing"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/netplay"
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
// over IPv4, headers included, idle and with the bots' inputs, over a link
// of 30 ms each way, and holds them to what wire version 1 sends (idle
// 2,918, the bots about 3,300), so that the wire grows no byte unseen.
// The issue asks 3,000 with the bots (GGPO sends about 3,700): that is
// left to a tighter input delta.
//
//	go test ./sim/netplay -run Bandwidth -v
func TestBandwidth(t *testing.T) {
	idle := func(o netplay.Options) []fixed.Inputs[bounce.Input] {
		none := fixed.InputFunc[bounce.Input](func(int64) bounce.Input { return bounce.Input{} })
		return []fixed.Inputs[bounce.Input]{none, none}
	}
	for _, c := range []struct {
		name   string
		inputs func(netplay.Options) []fixed.Inputs[bounce.Input]
		most   float64 // bytes a second
	}{{"idle", idle, 2920}, {"bots", func(o netplay.Options) []fixed.Inputs[bounce.Input] { return bots(o, 1, 6) }, 3330}} {
		o := netplay.DefaultOptions()
		o.Link = netplay.Link{Delay: 30 * time.Millisecond}
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
