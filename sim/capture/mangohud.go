package capture

import (
	"io"
	"math"
	"slices"
	"strconv"
	"time"
)

// MangoHud (Linux) logs to a CSV: system lines (os,cpu,gpu,...; with
// log_versioning a "v1" line, its version and dashed titles before them),
// then a header fps,frametime,...,elapsed and a row per log. With
// log_interval=0, its default since 0.6.9, it logs at every present: a row
// a frame, frametime (ms) the time since the present before, elapsed (ns)
// since the log began. With log_interval=N it logs every N ms from a
// thread of its own: a sample of the latest frame's time, not the frames
// (src/logging.cpp, Logger::logging and try_log; src/overlay.cpp).

// isMangoHud reports whether a record opens a MangoHud log.
func isMangoHud(rec []string) bool {
	switch {
	case len(rec) == 1 && rec[0] == "v1":
		return true
	case rec[0] == "os" && indexOf(rec, "cpu") >= 0 && indexOf(rec, "gpu") >= 0:
		return true
	}
	return rec[0] == "fps" && indexOf(rec, "frametime") >= 0
}

// mangoRow is one row: its frame time and when it was logged.
type mangoRow struct {
	frame   time.Duration
	elapsed int64
}

// readMangoHud reads a log of every frame; a sampled log is refused.
func readMangoHud(rec *records) (*Capture, error) {
	header, err := mangoHeader(rec)
	if err != nil {
		return nil, err
	}
	headerLine := rec.line
	ft, el := indexOf(header, "frametime"), indexOf(header, "elapsed")
	if ft < 0 || el < 0 {
		return nil, rec.at("MangoHud log header without frametime and elapsed columns (a MangoHud before 0.5?): " +
			"want fps,frametime,...,elapsed")
	}
	var rows []mangoRow
	for {
		r, err := rec.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		row, err := mangoParse(r, ft, el)
		if err != nil {
			return nil, rec.at("%v", err)
		}
		rows = append(rows, row)
	}
	if len(rows) == 0 {
		return nil, refuse("%s:%d: MangoHud log header with no rows after it: the log holds no frames "+
			"(logging stopped before a frame was presented)", rec.name, headerLine)
	}
	if err := everyFrame(rows, rec); err != nil {
		return nil, err
	}
	frames := make([]time.Duration, len(rows))
	for i, r := range rows {
		frames[i] = r.frame
	}
	return &Capture{Format: "MangoHud log", Frames: frames}, nil
}

// mangoHeader skips the system lines and returns the frames' header.
func mangoHeader(rec *records) ([]string, error) {
	for {
		r, err := rec.next()
		if err == io.EOF {
			return nil, rec.at("a MangoHud log without its fps,frametime,...,elapsed header")
		}
		if err != nil {
			return nil, err
		}
		if r[0] == "fps" {
			return r, nil
		}
	}
}

func mangoParse(r []string, ft, el int) (mangoRow, error) {
	if len(r) <= max(ft, el) {
		return mangoRow{}, refuse("MangoHud log row of %d fields: want at least %d, up to elapsed", len(r), max(ft, el)+1)
	}
	ms, err := strconv.ParseFloat(r[ft], 64)
	if err != nil || !(ms >= 0 && ms <= float64(maxFrame/time.Millisecond)) {
		return mangoRow{}, refuse("MangoHud frametime %s: want milliseconds, 0 to %d", clip(r[ft]), int64(maxFrame/time.Millisecond))
	}
	ns, err := strconv.ParseInt(r[el], 10, 64)
	if err != nil || ns < 0 {
		return mangoRow{}, refuse("MangoHud elapsed %s: want nanoseconds since the log began", clip(r[el]))
	}
	return mangoRow{time.Duration(math.Round(ms * float64(time.Millisecond))), ns}, nil
}

// everyFrame refuses a sampled log. In a log of every frame each row is
// logged at its frame's present, so the frame times after the first add
// up to the time the rows span (within a tenth: the clocks are read a few
// microseconds apart); samples span far more than the frames they hold, or,
// taken faster than frames come, repeat a frame's time. It is refused at
// its last row, where the whole log has been seen.
func everyFrame(rows []mangoRow, rec *records) error {
	if len(rows) < 2 {
		return nil
	}
	span := time.Duration(rows[len(rows)-1].elapsed - rows[0].elapsed)
	var sum time.Duration
	for _, r := range rows[1:] {
		sum += r.frame
	}
	if d := sum - span; d.Abs() <= span/10 {
		return nil
	}
	// The gaps between rows only say what a refused log was sampled at.
	gaps := make([]int64, 0, len(rows)-1)
	for i, r := range rows[1:] {
		gaps = append(gaps, r.elapsed-rows[i].elapsed)
	}
	slices.Sort(gaps)
	return rec.at("a MangoHud log sampled every %v (%d rows over %.1f s whose frame times add up to %.1f s): "+
		"samples of the latest frame's time, not the frames; log every frame with log_interval=0 in MangoHud.conf "+
		"(the default since MangoHud 0.6.9)", time.Duration(gaps[len(gaps)/2]).Round(time.Millisecond),
		len(rows), span.Seconds(), sum.Seconds())
}
