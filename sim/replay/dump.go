package replay

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"time"

	"tickbox/sim"
)

// Dump writes r as text, one fact a line, for people and for diffs: the
// header, every event with its tick, every checkpoint and the final
// fingerprint. size is the file's length in bytes, shown in the first line.
func Dump(out io.Writer, r *Recording, size int) error {
	w := bufio.NewWriter(out)
	c := &r.Config
	span := r.FinalTick - r.StartTick
	fmt.Fprintf(w, "tickbox replay, format version %d, %d bytes\n", Version, size)
	fmt.Fprintf(w, "world        %v physics version %d, %d Hz, %d balls, seed %d, build %v\n",
		c.Model, c.Version, c.Rate, c.Balls, c.Seed, c.Build)
	fmt.Fprintf(w, "box          %s × %s m, bumper at (%s, %s) m radius %s m, ball radius %s m\n",
		g(c.Width), g(c.Height), g(c.BumperX), g(c.BumperY), g(c.BumperRadius), g(c.BallRadius))
	fmt.Fprintf(w, "physics      gravity %s m/s², restitution %s, jump speed %s m/s\n",
		g(c.Gravity), g(c.Restitution), g(c.JumpSpeed))
	if r.Start == nil {
		fmt.Fprintf(w, "start        a fresh world, tick 0\n")
	} else {
		fmt.Fprintf(w, "start        a saved world at tick %d (%d bytes)\n", r.StartTick, len(r.Start))
	}
	fmt.Fprintf(w, "ticks        %d to %d: %d ticks, %v at %d Hz\n", r.StartTick, r.FinalTick, span,
		ticksDuration(span, c.Rate), c.Rate)
	fmt.Fprintf(w, "events       %d\n", len(r.Events))
	for _, e := range r.Events {
		fmt.Fprintf(w, "  tick %9d  %v\n", e.Tick, e)
	}
	fmt.Fprintf(w, "checkpoints  %d, every %d ticks\n", len(r.Checkpoints), r.Interval)
	for k, fp := range r.Checkpoints {
		fmt.Fprintf(w, "  after %9d ticks  %s\n", r.CheckpointTick(k), sim.FormatFingerprint(fp))
	}
	fmt.Fprintf(w, "final        after %d ticks  %s\n", r.FinalTick, sim.FormatFingerprint(r.Final))
	return w.Flush()
}

// g formats a float with the fewest digits that read back as the same
// value.
func g(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }

// ticksDuration is n ticks at hz, rounded to the millisecond for reading;
// rate changes inside the recording are not counted.
func ticksDuration(n int64, hz int) string {
	sec, rest := n/int64(hz), n%int64(hz)
	if sec > 1<<32 { // past a century, where a Duration would overflow
		return fmt.Sprintf("%d s", sec)
	}
	d := time.Duration(sec)*time.Second + time.Duration(rest)*time.Second/time.Duration(hz)
	return d.Round(time.Millisecond).String()
}
