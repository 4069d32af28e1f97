package lab

import (
	"fmt"
	"math"
	"slices"
	"time"

	"tickbox/sim/instrument"
	"tickbox/sim/policy"
	"tickbox/sim/sched"
)

// policyRow is one policy's line in tickbox policies; the JSON keys are
// public. Times are ms, drift and error are game time minus real time.
type policyRow struct {
	Policy     string    `json:"policy"`
	Frames     int64     `json:"frames"`
	Ticks      int64     `json:"ticks"`
	Ideal      float64   `json:"ideal_ticks"`              // real time × rate
	DriftMs    float64   `json:"drift_ms"`                 // game time drawn − real time, at the end
	Off        *int64    `json:"off_noise_free,omitempty"` // frames whose count differs from the noise-free run
	Histogram  [4]int64  `json:"histogram"`                // frames of 0, 1, 2, 3+ ticks
	MaxTicks   int       `json:"max_ticks"`
	DroppedMs  float64   `json:"dropped_ms"` // dropped ticks' game time plus real time cut
	Judder     float64   `json:"judder"`     // relative stddev of the drawn step
	ErrMeanMs  float64   `json:"animation_error_mean_ms"`
	ErrP99Ms   float64   `json:"animation_error_p99_ms"`
	Load       string    `json:"load,omitempty"`  // under -load: spiral or settles
	Speed      float64   `json:"speed,omitempty"` // under -load: game time over real time, latest half
	Settings   string    `json:"settings"`        // every setting in force, NAME:key=value...
	Hz         float64   `json:"hz"`              // the step's rate its ticks are measured in
	chartTicks []int     // the first chartFrames frames' tick counts
	chartErr   []float64 // and their animation error, ms
}

// chartFrames is how many frames the chart shows, from the first.
const chartFrames = 600

// policyRun plays one policy on a source's frames through the scheduler
// every loop decides its ticks with. It asks only the scheduler: the rows
// count the ticks the policy decides and where it draws, which no state
// being ticked changes, and a loop would need a tick rate in whole Hz,
// which an engine's step (Bevy's from_hz=59.94, Unity's 0.0166 s) need
// not be.
type policyRun struct {
	s, twin        *sched.Scheduler // the policy on the frames as read, and on the real ones
	rate           float64
	cost           time.Duration
	row            *policyRow
	errs           []float32 // |animation error| of every frame, ms
	judder         instrument.Judder
	ticks          int64 // ticks run so far by s
	last, lastTwin int   // the latest frame's ticks
	drawn          float64
	real           time.Duration
	lens, games    []float32 // each frame's real length and game time run, s
	out            *presentMonWriter
}

// newPolicyRun makes the loops at rate with the default limits.
func newPolicyRun(name string, rate int, cost time.Duration, noisy bool) (*policyRun, error) {
	r := &policyRun{cost: cost, row: &policyRow{Policy: name}, drawn: -1}
	var err error
	if r.s, r.rate, err = policyScheduler(name, rate); err != nil {
		return nil, err
	}
	mf, mu := r.s.Limits()
	r.row.Settings = policy.Settings(r.s.Policy(), sched.Config{Rate: r.s.Rate(), MaxFrame: mf, MaxUpdates: mu})
	r.row.Hz = r.rate
	if noisy {
		r.row.Off = new(int64)
		if r.twin, _, err = policyScheduler(name, rate); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// policyScheduler returns the scheduler of the policy spec names under
// the default limits at rate, or at the rate a step of the policy's
// settings gives (policy.ForFrames: any step, whole or not; the
// Scheduler's own rate is a whole one near it), and the step's rate in Hz.
func policyScheduler(spec string, rate int) (*sched.Scheduler, float64, error) {
	p, c, hz, err := policy.ForFrames(spec, sched.Config{Rate: rate, MaxFrame: sched.DefaultMaxFrame, MaxUpdates: sched.DefaultMaxUpdates})
	if err != nil {
		return nil, 0, err
	}
	s, err := sched.New(c, p)
	return s, hz, err
}

// frame plays one frame read as read that really lasted real; the cost of
// the previous frame's ticks is added to both.
func (r *policyRun) frame(read, real time.Duration) error {
	twin := -1
	if r.twin != nil {
		tf, err := r.twin.Advance(costly(real, r.cost, r.lastTwin))
		if err != nil {
			return err
		}
		r.lastTwin, twin = tf.Ticks, tf.Ticks
	}
	read, real = costly(read, r.cost, r.last), costly(real, r.cost, r.last)
	if r.out != nil {
		r.out.read(read)
	}
	f, err := r.s.Advance(read)
	if err != nil {
		return err
	}
	if twin >= 0 && twin != f.Ticks {
		*r.row.Off++
	}
	r.last = f.Ticks
	r.ticks += int64(f.Ticks)
	r.record(f, real)
	return nil
}

// record measures a frame that ran f and really lasted real: where a body
// at constant velocity is drawn, in ticks of game time (interpolated: a
// tick behind the newest state, alpha of the way on), against real time.
func (r *policyRun) record(f sched.Frame, real time.Duration) {
	row := r.row
	row.Frames++
	row.Histogram[min(f.Ticks, 3)]++
	row.MaxTicks = max(row.MaxTicks, f.Ticks)
	drawn := float64(r.ticks-1) + f.Alpha
	step := drawn - r.drawn
	r.drawn = drawn
	r.real += real
	want := float64(real.Seconds() * r.rate)
	if want > 0 {
		r.judder.Add(step / want)
	}
	errMs := float64((step/r.rate - real.Seconds()) * 1000)
	r.errs = append(r.errs, float32(math.Abs(errMs)))
	if len(row.chartTicks) < chartFrames {
		row.chartTicks = append(row.chartTicks, f.Ticks)
		row.chartErr = append(row.chartErr, errMs)
	}
	r.lens = append(r.lens, float32(real.Seconds()))
	r.games = append(r.games, float32(float64(f.Ticks)/r.rate))
	if r.out != nil {
		r.out.frame(f, real, errMs, drawn/r.rate)
	}
}

// finish fills in the row's totals once every frame has played.
func (r *policyRun) finish() *policyRow {
	row := r.row
	t := r.s.Totals()
	row.Ticks = t.Ticks
	row.Ideal = r.real.Seconds() * r.rate
	row.DriftMs = float64((r.drawn+1)/r.rate-r.real.Seconds()) * 1000
	row.DroppedMs = float64(t.Unplayed().Total()) / float64(time.Millisecond)
	row.Judder = r.judder.Value()
	row.ErrMeanMs, row.ErrP99Ms = meanAndP99(r.errs)
	if r.cost > 0 {
		row.Load, row.Speed = r.load()
	}
	return row
}

// load says what the cost of ticks did, over the latest half of the
// frames: the spiral, or the speed the game settled at. Every policy on a
// loop whose ticks cost more than they cover runs slower than real time;
// the spiral is a loop that runs ever more ticks a frame, each frame longer
// than the last, until only a clamp on real time holds it (or nothing
// does: the frames pass 24 h). It is told here by frames over twice as long
// as a loop capped at 5 ticks a frame would make: draw + 5·cost.
func (r *policyRun) load() (string, float64) {
	n := len(r.lens)
	if n < 10 {
		return "too few frames to tell", 0
	}
	late, game := sums(r.lens[n/2:], r.games[n/2:])
	speed := math.Round(game/late*100) / 100
	lateMs := late / float64(n-n/2) * 1000
	capped := float64(r.lens[0])*1000 + float64(5*r.cost)/float64(time.Millisecond)
	switch {
	case lateMs > 2*capped:
		return fmt.Sprintf("spiral: frames grew to %.1f ms, held only by the clamp; speed ×%.2f", lateMs, speed), speed
	case speed >= 0.995:
		return "keeps up", speed
	}
	return fmt.Sprintf("settles at ×%.2f, frames %.1f ms", speed, lateMs), speed
}

// sums adds up real lengths and game time.
func sums(lens, games []float32) (real, game float64) {
	for i := range lens {
		real += float64(lens[i])
		game += float64(games[i])
	}
	return real, game
}

// meanAndP99 returns the mean of v and its 99th percentile (nearest rank).
func meanAndP99(v []float32) (mean, p99 float64) {
	if len(v) == 0 {
		return 0, 0
	}
	sum := 0.0
	for _, x := range v {
		sum += float64(x)
	}
	slices.Sort(v)
	rank := (99*len(v) + 99) / 100 // ceil(0.99·n)
	return sum / float64(len(v)), float64(v[rank-1])
}
