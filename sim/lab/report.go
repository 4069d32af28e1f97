package lab

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"tickbox/sim/instrument"
	"tickbox/sim/sched"
	"tickbox/sim/tape"
)

// report is what run and replay print: with -json exactly these keys, a
// public interface documented in sim/lab/README.md. Durations are integer
// nanoseconds (_ns), floats are JSON numbers that read back as the same
// float64, fingerprints are 16 lowercase hex digits.
type report struct {
	Ticks     int64 `json:"ticks"`
	Frames    int64 `json:"frames"`
	DroppedNs int64 `json:"dropped_ns"` // the tick cap's, as unplayed's tick_cap_ns: kept for the scripts that read it
	// Unplayed is the time not played and what cut it (sched.Unplayed).
	Unplayed    unplayed `json:"unplayed"`
	Fingerprint string   `json:"fingerprint"` // the world's: tick, RNG, jumper, every ball (bounce.World.Fingerprint)
	// JumperFingerprint is FNV-1a of the jumper's y, vy, previousY and
	// peak (bounce.Jumper.Fingerprint), compare's.
	JumperFingerprint string `json:"jumper_fingerprint"`
	// Ball1Fingerprint is FNV-1a of ball 1's x, y, vx, vy
	// (bounce.World.BallFingerprint), desync -lesson's; "" without balls.
	Ball1Fingerprint string       `json:"ball1_fingerprint,omitempty"`
	Jumper           jumperState  `json:"jumper"`
	Balls            []ballState  `json:"balls"`
	TicksPerSecond   float64      `json:"ticks_per_second"`
	Trace            []traceFrame `json:"trace,omitempty"`
	// OK and FirstBadTick are replay -verify's verdict, and run -synctest's.
	OK           *bool  `json:"ok,omitempty"`
	FirstBadTick *int64 `json:"first_bad_tick,omitempty"`
}

// unplayed is sched.Unplayed in integer ns: the total and each cause.
type unplayed struct {
	TotalNs     int64 `json:"total_ns"`
	ClampNs     int64 `json:"clamp_ns"`      // real time the clamp cut
	OwedLimitNs int64 `json:"owed_limit_ns"` // real time the policy's owed limit cut
	TickCapNs   int64 `json:"tick_cap_ns"`   // game time of the ticks the tick cap dropped
}

// newUnplayed returns u in integer ns.
func newUnplayed(u sched.Unplayed) unplayed {
	return unplayed{int64(u.Total()), int64(u.Clamp), int64(u.Owed), int64(u.Cap)}
}

// String is the report's text: "916.666667ms (clamp 750ms, tick cap
// 166.666667ms)", the causes that cut any, or "0s".
func (u unplayed) String() string {
	s := nsString(u.TotalNs)
	var by []string
	for _, c := range [...]struct {
		name string
		ns   int64
	}{{"clamp", u.ClampNs}, {"owed limit", u.OwedLimitNs}, {"tick cap", u.TickCapNs}} {
		if c.ns != 0 {
			by = append(by, c.name+" "+nsString(c.ns))
		}
	}
	if len(by) > 0 {
		s += " (" + strings.Join(by, ", ") + ")"
	}
	return s
}

type jumperState struct {
	Y         float64 `json:"y"`
	VY        float64 `json:"vy"`
	PreviousY float64 `json:"previous_y"`
	Peak      float64 `json:"peak"`
}

type ballState struct {
	X  float64 `json:"x"`
	Y  float64 `json:"y"`
	VX float64 `json:"vx"`
	VY float64 `json:"vy"`
}

// traceFrame is one frame of -trace. Ball 1's fields are left out of a
// world without balls.
type traceFrame struct {
	ElapsedNs    int64    `json:"elapsed_ns"`
	Ticks        int      `json:"ticks"`
	Alpha        float64  `json:"alpha"`
	DroppedNs    int64    `json:"dropped_ns"`
	UnplayedNs   int64    `json:"unplayed_ns"` // the frame's time not played, by any cause (sched.Unplayed)
	JumperY      float64  `json:"jumper_y"`
	JumperDrawnY float64  `json:"jumper_drawn_y"`
	Ball1X       *float64 `json:"ball1_x,omitempty"`
	Ball1Y       *float64 `json:"ball1_y,omitempty"`
	Ball1DrawnX  *float64 `json:"ball1_drawn_x,omitempty"`
	Ball1DrawnY  *float64 `json:"ball1_drawn_y,omitempty"`
}

// newReport fills a report from a finished session.
func newReport(s *session) *report {
	w := s.world
	t := s.totals()
	r := &report{
		Ticks: w.Tick, Frames: t.Frames, DroppedNs: int64(t.Dropped), Unplayed: newUnplayed(t.Unplayed()),
		Fingerprint:       tape.Format(w.Fingerprint()),
		JumperFingerprint: tape.Format(w.Jumper.Fingerprint()),
		Jumper:            jumperState{w.Jumper.Y, w.Jumper.VY, w.Jumper.PreviousY, w.Jumper.Peak},
		Balls:             make([]ballState, w.Balls.Len()),
		Trace:             s.trace,
	}
	for i := range r.Balls {
		b := &w.Balls
		r.Balls[i] = ballState{b.X[i], b.Y[i], b.VX[i], b.VY[i]}
	}
	if w.Balls.Len() > 0 {
		r.Ball1Fingerprint = tape.Format(w.BallFingerprint(0))
	}
	return r
}

// writeJSON writes v as indented JSON.
func writeJSON(out io.Writer, v any) error {
	e := json.NewEncoder(out)
	e.SetIndent("", "  ")
	return e.Encode(v)
}

// ballsMark is where the balls go in a report encoded without them.
const ballsMark = `"balls": []`

// writeJSON writes r as writeJSON would, byte for byte, but the balls one
// at a time into a buffered writer: encoding/json holds the whole text,
// and indents it in a second copy (run -balls 1000000 -json peaked at
// 711 MB).
func (r *report) writeJSON(out io.Writer) error {
	balls := r.Balls
	r.Balls = []ballState{}
	var head bytes.Buffer
	err := writeJSON(&head, r)
	r.Balls = balls
	if err != nil {
		return err
	}
	at := bytes.Index(head.Bytes(), []byte(ballsMark))
	if at < 0 || len(balls) == 0 {
		_, err := out.Write(head.Bytes())
		return err
	}
	w := bufio.NewWriter(out)
	w.Write(head.Bytes()[:at])
	w.WriteString(`"balls": [`)
	for i, b := range balls {
		one, err := json.MarshalIndent(b, "    ", "  ")
		if err != nil {
			return err
		}
		if i > 0 {
			w.WriteByte(',')
		}
		w.WriteString("\n    ")
		w.Write(one)
	}
	w.WriteString("\n  ]")
	w.Write(head.Bytes()[at+len(ballsMark):])
	return w.Flush()
}

// exact formats a float with the fewest digits that read back as exactly
// the same float64.
func exact(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }

// writeState writes the report's state as text: counts, the fingerprint
// and every body, each float in full.
func (r *report) writeState(out io.Writer) {
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "ticks\t%d\n", r.Ticks)
	fmt.Fprintf(tw, "frames\t%d\n", r.Frames)
	fmt.Fprintf(tw, "dropped\t%s\n", nsString(r.DroppedNs))
	fmt.Fprintf(tw, "unplayed\t%s\n", r.Unplayed)
	// Each fingerprint named by what it covers: they hash different fields
	// (a lesson table's is ball 1's alone) and differ for the same world.
	fmt.Fprintf(tw, "world fingerprint\t%s\t(tick, RNG, jumper, every ball)\n", r.Fingerprint)
	fmt.Fprintf(tw, "jumper fingerprint\t%s\t(y, vy, previous y, peak: compare's)\n", r.JumperFingerprint)
	if r.Ball1Fingerprint != "" {
		fmt.Fprintf(tw, "ball 1 fingerprint\t%s\t(x, y, vx, vy: desync -lesson's)\n", r.Ball1Fingerprint)
	}
	tw.Flush()
	j := r.Jumper
	fmt.Fprintf(out, "jumper       y %s m, vy %s m/s, previous y %s m, peak %s m\n",
		exact(j.Y), exact(j.VY), exact(j.PreviousY), exact(j.Peak))
	if len(r.Balls) == 0 {
		return
	}
	fmt.Fprintln(out)
	writeBalls(out, r.Balls)
}

// ballHeads are the ball table's column heads.
var ballHeads = [5]string{"ball", "x m", "y m", "vx m/s", "vy m/s"}

// writeBalls writes the ball table, right-aligned, as a tabwriter would,
// but streamed: a pass to measure the columns, a pass to write them, each
// cell formatted into one buffer used again, so a million balls cost no
// more memory than one row (a tabwriter holds every cell: 535 MB for a
// million balls), and make no garbage.
func writeBalls(out io.Writer, balls []ballState) {
	var width [5]int
	for i, h := range ballHeads {
		width[i] = len(h)
	}
	var cell []byte
	for i, b := range balls {
		for c := range width {
			cell = ballCell(cell[:0], i, b, c)
			width[c] = max(width[c], len(cell))
		}
	}
	w := bufio.NewWriter(out)
	pad := func(c, n int) {
		for range width[c] + 2 - n { // padding 2, aligned right
			w.WriteByte(' ')
		}
	}
	for c, h := range ballHeads {
		pad(c, len(h))
		w.WriteString(h)
	}
	w.WriteByte('\n')
	for i, b := range balls {
		for c := range width {
			cell = ballCell(cell[:0], i, b, c)
			pad(c, len(cell))
			w.Write(cell)
		}
		w.WriteByte('\n')
	}
	w.Flush()
}

// ballCell appends cell c of ball i's row to buf: its number from 1, then
// each float exactly.
func ballCell(buf []byte, i int, b ballState, c int) []byte {
	if c == 0 {
		return strconv.AppendInt(buf, int64(i+1), 10)
	}
	return strconv.AppendFloat(buf, [4]float64{b.X, b.Y, b.VX, b.VY}[c-1], 'g', -1, 64)
}

// writeTrace writes the trace as a table, positions to the millimetre.
func (r *report) writeTrace(out io.Writer) {
	if len(r.Trace) == 0 {
		return
	}
	fmt.Fprintf(out, "\nthe first %d frames (drawn = previous + (current - previous) × alpha):\n", len(r.Trace))
	balls := r.Trace[0].Ball1X != nil
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "frame\telapsed\tticks\tdropped\tunplayed\talpha\tjumper y\tdrawn y\t")
	if balls {
		fmt.Fprintf(tw, "ball 1 x\ty\tdrawn x\tdrawn y\t")
	}
	fmt.Fprintln(tw)
	for i, t := range r.Trace {
		fmt.Fprintf(tw, "%d\t%s\t%d\t%s\t%s\t%.3f\t%.3f\t%.3f\t", i+1, nsString(t.ElapsedNs), t.Ticks,
			nsString(t.DroppedNs), nsString(t.UnplayedNs), instrument.ShownAlpha(t.Alpha, 3), t.JumperY, t.JumperDrawnY)
		if balls {
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t", metres(t.Ball1X), metres(t.Ball1Y), metres(t.Ball1DrawnX), metres(t.Ball1DrawnY))
		}
		fmt.Fprintln(tw)
	}
	tw.Flush()
}

// metres formats a position to the millimetre, or "-" when there is none.
func metres(v *float64) string {
	if v == nil {
		return "-"
	}
	return strconv.FormatFloat(*v, 'f', 3, 64)
}

// nsString formats nanoseconds as a duration, exactly: "16.666666ms".
func nsString(ns int64) string { return time.Duration(ns).String() }
