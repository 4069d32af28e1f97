package lab

import (
	"fmt"
	"io"
	"math"
	"text/tabwriter"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/netplay"
	"tickbox/sim/tape"
)

// netReport is what net prints, and its JSON.
type netReport struct {
	Mode        string     `json:"mode"`
	Peers       []netPeer  `json:"peers"`
	Delay       int        `json:"delay_ticks"`
	Window      int        `json:"window_ticks"`
	Every       int        `json:"every_ticks"`
	Ticks       int64      `json:"ticks"`
	Link        netLink    `json:"link"`
	Local       string     `json:"local_fingerprint"` // one machine, the same inputs
	Agreed      bool       `json:"agreed"`            // every peer ended at Local
	VirtualTime float64    `json:"virtual_seconds"`
	Desync      *netDesync `json:"desync"` // null: every checkpoint agreed
}

type netPeer struct {
	Peer         int     `json:"peer"`
	Frames       int64   `json:"frames"`
	Ticks        int64   `json:"ticks"`
	Rollbacks    int64   `json:"rollbacks"`
	Deepest      int64   `json:"deepest_rollback"`
	RerunPerTick float64 `json:"rerun_per_tick"`
	Stalls       int64   `json:"stalls"`
	Misses       int64   `json:"prediction_misses"`
	Waits        int64   `json:"waits"`
	Fingerprint  string  `json:"fingerprint"`
}

type netLink struct {
	DelayMS   float64 `json:"delay_ms"`
	JitterMS  float64 `json:"jitter_ms"`
	Loss      float64 `json:"loss"`
	Reorder   float64 `json:"reorder"`
	StaggerMS float64 `json:"stagger_ms"`
	Seed      uint64  `json:"seed"`
}

// netDesync is the first checkpoint two peers' fingerprints differed at,
// and the first tick their builds part, run again from the start.
type netDesync struct {
	Checkpoint int64  `json:"checkpoint_tick"`
	FoundBy    int    `json:"found_by_peer"`
	Other      int    `json:"other_peer"`
	Tick       int64  `json:"first_divergent_tick"`
	Differs    string `json:"differs"`
}

func newNetReport(o netplay.Options, s *netplay.Session[NetWorld, bounce.Input], local uint64) *netReport {
	ms := func(d time.Duration) float64 { return d.Seconds() * 1000 }
	r := &netReport{Mode: o.Mode.String(), Delay: o.Delay, Window: o.Window, Every: o.Every, Ticks: o.Ticks,
		Link:  netLink{ms(o.Link.Delay), ms(o.Link.Jitter), o.Link.Loss, o.Link.Reorder, ms(o.Stagger), o.Seed},
		Local: tape.Format(local), Agreed: true, VirtualTime: s.Now().Seconds()}
	for p := range o.Peers {
		st, f := s.Stats(p), s.State(p).Fingerprint()
		r.Peers = append(r.Peers, netPeer{p + 1, st.Frames, st.Ticks, st.Rollbacks, st.Deepest,
			st.RerunPerTick(), st.Stalls, st.Misses, st.Waits, tape.Format(f)})
		r.Agreed = r.Agreed && f == local
	}
	return r
}

func (r *netReport) writeText(out io.Writer, cfg bounce.Config) {
	mode := r.Mode
	if r.Window > 0 {
		mode += fmt.Sprintf(", window %d", r.Window)
	}
	fmt.Fprintf(out, "net          %s; %d peers, %s, input delay %d, a checkpoint every %d ticks\n",
		describe(cfg), len(r.Peers), mode, r.Delay, r.Every)
	l := r.Link
	fmt.Fprintf(out, "link         delay %g ms, jitter %g ms, loss %g%%, reorder %g%%, stagger %g ms, seed %d\n\n",
		l.DelayMS, l.JitterMS, 100*l.Loss, 100*l.Reorder, l.StaggerMS, l.Seed)
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "peer\tticks\trollbacks\tdeepest\tagain/tick\tstalls\tmisses\twaits\tfingerprint\t\n")
	for _, p := range r.Peers {
		fmt.Fprintf(tw, "%d\t%d\t%d\t%d\t%.3f\t%d\t%d\t%d\t%s\t\n", p.Peer, p.Ticks, p.Rollbacks, p.Deepest,
			p.RerunPerTick, p.Stalls, p.Misses, p.Waits, p.Fingerprint)
	}
	fmt.Fprintf(tw, "local\t%d\t\t\t\t\t\t\t%s\t\n", r.Ticks, r.Local)
	tw.Flush()
	fmt.Fprintf(out, "\n%.2f s of virtual time. ", r.VirtualTime)
	if r.Agreed {
		fmt.Fprintf(out, "All agreed: every peer ended bit for bit where one machine does.\n")
	} else {
		fmt.Fprintf(out, "Not all agreed: some peer ended where one machine does not.\n")
	}
	if d := r.Desync; d != nil {
		fmt.Fprintf(out, "\ndesync       checkpoint at tick %d: peer %d's fingerprint differs from peer %d's\n", d.Checkpoint, d.FoundBy, d.Other)
		fmt.Fprintf(out, "first divergent tick  %d (%.2f s): %s\n", d.Tick, float64(d.Tick+1)/float64(cfg.Rate), d.Differs)
	}
}

// hunt runs the two peers' builds from the start with the same inputs
// (input gives each tick's, in order from 0), as tickbox desync does, to
// the checkpoint they differed at, and names the first tick after which
// their fingerprints differ, and what does.
func hunt(cfg bounce.Config, a, b bounce.Build, input func(int64) bounce.Input, d netplay.Desync) (*netDesync, error) {
	ca, cb := cfg, cfg
	ca.Build, cb.Build = a, b
	wa, err := bounce.New(ca)
	if err != nil {
		return nil, err
	}
	wb, err := bounce.New(cb)
	if err != nil {
		return nil, err
	}
	rep := &netDesync{Checkpoint: d.Tick, FoundBy: d.Peer + 1, Other: d.Other + 1, Tick: -1}
	for t := range d.Tick {
		in := input(t)
		wa.Step(in)
		wb.Step(in)
		if wa.Fingerprint() != wb.Fingerprint() {
			rep.Tick, rep.Differs = t, worldDiff(wa, wb)
			return rep, nil
		}
	}
	rep.Differs = "the builds agree run again: the peers' states parted by something outside the world's inputs"
	return rep, nil
}

// worldDiff names what differs between two worlds: the RNG, the jumper,
// and how many balls, with the first's distance.
func worldDiff(a, b *bounce.World) string {
	s := ""
	add := func(part string) {
		if s != "" {
			s += "; "
		}
		s += part
	}
	if a.RNG != b.RNG {
		add("the RNG's state")
	}
	if a.Jumper != b.Jumper {
		add("the jumper")
	}
	ba := &a.Balls
	n, first := 0, ""
	for i := range ba.Len() {
		if fields := ballFields(a, b, i); fields != "" {
			if n++; first == "" {
				first = fmt.Sprintf("ball %d's %s (%s)", i+1, fields, ballGap(a, b, i))
			}
		}
	}
	if n > 0 {
		add(fmt.Sprintf("%d of %d balls, the first %s", n, ba.Len(), first))
	}
	return s
}

// ballGap says how far ball i+1 is in one world from the other; where the
// two are in the same place (a velocity parts first, as the twin's vy
// does a tick before its y), how far apart its velocities are, in a unit
// fine enough to show it.
func ballGap(a, b *bounce.World, i int) string {
	if d := ballApart(a, b, i); d != 0 {
		return lengthString(d) + " apart"
	}
	dx, dy := a.Balls.VX[i]-b.Balls.VX[i], a.Balls.VY[i]-b.Balls.VY[i]
	v := math.Sqrt(float64(dx*dx) + float64(dy*dy))
	if v == 0 {
		return "in the same place, at the same velocity"
	}
	return "in the same place, " + lengthString(v) + "/s apart in velocity"
}

// ballApart is how far ball i+1 is in one world from the other, as the
// window's twin measures ball 1.
func ballApart(a, b *bounce.World, i int) float64 {
	dx, dy := a.Balls.X[i]-b.Balls.X[i], a.Balls.Y[i]-b.Balls.Y[i]
	return math.Sqrt(float64(dx*dx) + float64(dy*dy))
}

// ballFields names the fields of ball i+1 that differ between a and b.
func ballFields(a, b *bounce.World, i int) string {
	ba, bb := &a.Balls, &b.Balls
	s := ""
	for _, f := range []struct {
		name   string
		va, vb float64
	}{{"x", ba.X[i], bb.X[i]}, {"y", ba.Y[i], bb.Y[i]}, {"vx", ba.VX[i], bb.VX[i]}, {"vy", ba.VY[i], bb.VY[i]},
		{"previous x", ba.PrevX[i], bb.PrevX[i]}, {"previous y", ba.PrevY[i], bb.PrevY[i]}} {
		if math.Float64bits(f.va) != math.Float64bits(f.vb) {
			if s != "" {
				s += ", "
			}
			s += f.name
		}
	}
	return s
}
