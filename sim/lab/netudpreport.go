package lab

import (
	"fmt"
	"io"
	"text/tabwriter"

	"tickbox/sim/bounce"
)

// udpReport is what net prints over UDP, and its JSON.
type udpReport struct {
	Player  int         `json:"player"`
	Players int         `json:"players"`
	Listen  string      `json:"listen"`
	Mode    string      `json:"mode"`
	Delay   int         `json:"delay_ticks"`
	Window  int         `json:"window_ticks"`
	Every   int         `json:"every_ticks"`
	Ticks   int64       `json:"ticks"`
	Link    netLink     `json:"link"` // this machine's sending side
	Peer    netPeer     `json:"peer"` // this machine's figures
	Remotes []udpRemote `json:"remotes"`
	Refused udpRefused  `json:"refused"`
	Local   string      `json:"local_fingerprint"` // one process, every player's inputs
	Agreed  bool        `json:"agreed"`            // Peer.Fingerprint is Local, and no checkpoint differed
	Seconds float64     `json:"seconds"`           // of play, on this machine's clock
	Desync  *udpDesync  `json:"desync"`            // null: every checkpoint agreed
	Events  []udpEvent  `json:"events"`
	// NotBots are the other players whose confirmed inputs were not their
	// bots' (one plays a recording): Local runs theirs as confirmed.
	NotBots []udpNotBot `json:"not_bots"`
	// Spectators is a player's: the spectators that joined it.
	Spectators int `json:"spectators"`
	// Spectator is a spectator's (-spectate), null for a player's.
	Spectator *udpSpectator `json:"spectator"`
}

// udpEvent is a remote player interrupted, resumed or disconnected.
type udpEvent struct {
	Kind      string  `json:"kind"`
	Player    int     `json:"player"`
	AtMS      float64 `json:"at_ms"` // on this machine's clock, from its start
	Confirmed int64   `json:"confirmed"`
	Tick      int64   `json:"zero_from_tick"` // disconnected: the first tick its input is the zero input for
}

// udpRemote is what this machine knows of its link to another player.
type udpRemote struct {
	Player        int     `json:"player"`
	Addr          string  `json:"addr"`
	RoundTripMS   float64 `json:"round_trip_ms"`
	Sent          int64   `json:"sent"`
	SentBytes     int64   `json:"sent_bytes"`
	Received      int64   `json:"received"`
	ReceivedBytes int64   `json:"received_bytes"`
	Lost          int64   `json:"lost"`
	Ahead         int32   `json:"frames_ahead"`
	RemoteAhead   int32   `json:"remote_frames_ahead"`
	KbpsSent      float64 `json:"kbps_sent"`
	KbpsReceived  float64 `json:"kbps_received"`
}

// udpRefused are the datagrams refused: not a peer's, another session's,
// garbled, or dropped by a full queue.
type udpRefused struct {
	Stray   int64 `json:"stray"`
	Stale   int64 `json:"stale"`
	Garbled int64 `json:"garbled"`
	Dropped int64 `json:"dropped"`
}

// udpDesync is the first checkpoint whose fingerprint differed from
// another player's.
type udpDesync struct {
	Checkpoint int64  `json:"checkpoint_tick"`
	Other      int    `json:"other_player"`
	Mine       string `json:"mine"`
	Theirs     string `json:"theirs"`
	// FirstTick is the first tick after which this machine's build and the
	// strict one part, run again from the start on the confirmed inputs
	// (-twin's machine alone: the other does not know the twin's build);
	// null elsewhere.
	FirstTick *int64 `json:"first_divergent_tick"`
	Differs   string `json:"differs,omitempty"`
}

func (r *udpReport) writeText(out io.Writer, cfg bounce.Config) {
	if r.Spectator != nil {
		r.writeSpectator(out, cfg)
		return
	}
	mode := r.Mode
	if r.Window > 0 {
		mode += fmt.Sprintf(", window %d", r.Window)
	}
	fmt.Fprintf(out, "net udp      %s; player %d of %d at %s, %s, input delay %d, a checkpoint every %d ticks\n",
		describe(cfg), r.Player, r.Players, r.Listen, mode, r.Delay, r.Every)
	l := r.Link
	fmt.Fprintf(out, "sending      delay %g ms, jitter %g ms, loss %g%%, reorder %g%%, seed %d\n\n", l.DelayMS, l.JitterMS, 100*l.Loss, 100*l.Reorder, l.Seed)
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "player\tticks\trollbacks\tdeepest\tagain/tick\tstalls\tmisses\twaits\tfingerprint\t\n")
	p := r.Peer
	fmt.Fprintf(tw, "%d\t%d\t%d\t%d\t%.3f\t%d\t%d\t%d\t%s\t\n", p.Peer, p.Ticks, p.Rollbacks, p.Deepest, p.RerunPerTick, p.Stalls, p.Misses, p.Waits, p.Fingerprint)
	fmt.Fprintf(tw, "local\t%d\t\t\t\t\t\t\t%s\t\n", r.Ticks, r.Local)
	tw.Flush()
	fmt.Fprintln(out)
	tw = tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "remote\taddress\tround trip ms\tsent\treceived\tlost\tkbps out\tkbps in\tahead\tit ahead\t\n")
	for _, m := range r.Remotes {
		fmt.Fprintf(tw, "%d\t%s\t%.1f\t%d\t%d\t%d\t%.1f\t%.1f\t%d\t%d\t\n", m.Player, m.Addr, m.RoundTripMS, m.Sent, m.Received, m.Lost, m.KbpsSent, m.KbpsReceived, m.Ahead, m.RemoteAhead)
	}
	tw.Flush()
	f := r.Refused
	fmt.Fprintf(out, "refused      %d stray, %d stale, %d garbled; %d dropped on a full queue\n", f.Stray, f.Stale, f.Garbled, f.Dropped)
	for _, n := range r.NotBots {
		fmt.Fprintf(out, "local        player %d's inputs as confirmed: not its bot's from tick %d (it plays a recording?)\n", n.Player, n.From)
	}
	if r.Spectators > 0 {
		fmt.Fprintf(out, "spectators   %d joined\n", r.Spectators)
	}
	fmt.Fprintln(out)
	for _, e := range r.Events {
		fmt.Fprintf(out, "event        player %d %s at %.0f ms, tick %d confirmed", e.Player, e.Kind, e.AtMS, e.Confirmed)
		if e.Kind == "disconnected" {
			fmt.Fprintf(out, "; the zero input from tick %d", e.Tick)
		}
		fmt.Fprintln(out)
	}
	if d := r.Desync; d != nil {
		fmt.Fprintf(out, "desync       checkpoint at tick %d: %s here, %s at player %d\n", d.Checkpoint, d.Mine, d.Theirs, d.Other)
		if d.FirstTick != nil {
			fmt.Fprintf(out, "first divergent tick  %d (%.2f s): %s\n", *d.FirstTick, float64(*d.FirstTick+1)/float64(cfg.Rate), d.Differs)
		}
	}
	switch {
	case r.Agreed:
		fmt.Fprintf(out, "%.2f s of play. Agreed: player %d ended bit for bit where one process of every player's inputs does.\n", r.Seconds, r.Player)
	case r.Peer.Fingerprint == r.Local:
		fmt.Fprintf(out, "%.2f s of play. Not agreed: player %d ended where one process does, player %d elsewhere.\n", r.Seconds, r.Player, r.Desync.Other)
	default:
		fmt.Fprintf(out, "%.2f s of play. Not agreed: player %d ended at %s, one process at %s.\n", r.Seconds, r.Player, r.Peer.Fingerprint, r.Local)
	}
}
