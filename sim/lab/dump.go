package lab

import (
	"bufio"
	"fmt"
	"io"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/tape"
)

// dump writes r, a recording of the sandbox's world, as text, one fact a line, for people and for diffs: the
// header, the lines of about (what the caller knows of the game's state:
// a world's config), every event with its tick, every fingerprint and the
// final one. Inputs are shown as the world's type shows them (fmt's %v of
// a bounce.Input, decoded), or in hex if they do not decode. size is the file's
// length in bytes, shown in the first line.
func dump(out io.Writer, r *tape.Recording, size int, about ...string) error {
	w := bufio.NewWriter(out)
	span := r.Final - r.Start
	fmt.Fprintf(w, "tickbox tape, format version %d, %d bytes\n", r.Version(), size)
	fmt.Fprintf(w, "game         %q, rules version %d, a state of %d bytes\n", r.Game, r.Rules, len(r.State))
	for _, line := range about {
		fmt.Fprintln(w, line)
	}
	fmt.Fprintf(w, "ticks        %d to %d: %d ticks, %v at %d Hz\n", r.Start, r.Final, span, ticksDuration(span, r.Rate), r.Rate)
	fmt.Fprintf(w, "events       %d\n", len(r.Events))
	var x tape.Inputs
	for _, e := range r.Events {
		fmt.Fprintf(w, "  tick %9d  %s\n", e.Tick, describeEvent(&x, e))
	}
	fmt.Fprintf(w, "fingerprints %d, every %d ticks\n", len(r.Prints), r.Every)
	for k, fp := range r.Prints {
		fmt.Fprintf(w, "  after %9d ticks  %s\n", r.PrintTick(k), tape.Format(fp))
	}
	fmt.Fprintf(w, "final        after %d ticks  %s\n", r.Final, tape.Format(r.Last))
	return w.Flush()
}

// describeEvent shows an event as the dump does: "rate 120 Hz", or the input.
func describeEvent(x *tape.Inputs, e tape.Event) string {
	if e.Rate != 0 {
		return fmt.Sprintf("rate %d Hz", e.Rate)
	}
	b, err := x.Next(e)
	if err != nil {
		return fmt.Sprintf("delta %x (does not read: %v)", e.Input, err)
	}
	var in bounce.Input
	if err := in.UnmarshalBinary(b); err != nil {
		return fmt.Sprintf("%x (does not decode)", b)
	}
	return fmt.Sprint(in)
}

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
