package lab

import (
	"fmt"
	"io"
	"text/tabwriter"

	"tickbox/sim/bounce"
	"tickbox/sim/tape"
)

// lessonSeconds are the moments of the lesson's table. The world at t s is
// the one after t·60 ticks from the start: 20 s is the world whose tick
// counter reads 1200.
var lessonSeconds = []int{20, 40, 60}

// lessonRow is ball 1 of the lesson's world in one build at one moment; the
// JSON keys are public.
type lessonRow struct {
	Build       string  `json:"build"` // strict, clang, gcc
	Seconds     int     `json:"seconds"`
	Ticks       int64   `json:"ticks"` // the world's tick counter: seconds × 60
	X           float64 `json:"x"`
	Y           float64 `json:"y"`
	Fingerprint string  `json:"fingerprint"` // FNV-1a 64 of x, y, vx, vy
}

type lessonReport struct {
	Rows []lessonRow `json:"lesson"`
}

// lessonTable steps the lesson's world, with no input, in each build and
// takes ball 1 at each of lessonSeconds.
func lessonTable() (*lessonReport, error) {
	rep := &lessonReport{}
	for _, b := range bounce.Builds {
		c := bounce.LessonConfig()
		c.Build = b
		w, err := bounce.New(c)
		if err != nil {
			return nil, err
		}
		for _, s := range lessonSeconds {
			for w.Tick < int64(s*c.Rate) {
				w.Step(bounce.Input{})
			}
			rep.Rows = append(rep.Rows, lessonRow{
				Build: b.String(), Seconds: s, Ticks: w.Tick,
				X: w.Balls.X[0], Y: w.Balls.Y[0], Fingerprint: tape.Format(w.BallFingerprint(0)),
			})
		}
	}
	return rep, nil
}

// lessonCommand is desync -lesson.
func lessonCommand(c *command, asJSON bool) int {
	rep, err := lessonTable()
	if err != nil {
		return c.fail(err)
	}
	if asJSON {
		return c.emit(exitOK, func(w io.Writer) error { return writeJSON(w, rep) })
	}
	return c.emit(exitOK, asText(rep.writeText))
}

func (r *lessonReport) writeText(out io.Writer) {
	fmt.Fprintf(out, "The lesson's world: one point ball from (2, 8) m moving (3, 0) m/s in a 10 × 10 m box, a bumper\n")
	fmt.Fprintf(out, "of radius 1.5 m at (5, 5), gravity 9.81 m/s², ticks of 1/60 s, no input. At t s the world has\n")
	fmt.Fprintf(out, "stepped t × 60 ticks. Ball 1's fingerprint: FNV-1a 64 of its x, y, vx, vy, as run -world\n")
	fmt.Fprintf(out, "lesson prints it (run's world fingerprint covers the whole world, and differs).\n\n")
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "build\tafter\tticks\tx m\ty m\tball 1 fingerprint\t\n")
	for _, row := range r.Rows {
		b, _ := bounce.ParseBuild(row.Build)
		fmt.Fprintf(tw, "%s\t%d s\t%d\t%.3f\t%.3f\t%s\t\n", b.Title(), row.Seconds, row.Ticks, row.X, row.Y, row.Fingerprint)
	}
	tw.Flush()
}
