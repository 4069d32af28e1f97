package policy

import "math"

// godotSmoother is Godot 4's MainTimerSync::DeltaSmoother
// (main/main_timer_sync.cpp, smooth_delta, fps_allows_smoothing and
// update_refresh_rate_estimator), as a default project runs it: delta
// smoothing on, vsync on, not the editor. It works in whole microseconds.
//
// It averages the frame time over 60 frames and rounds it to a frame rate;
// the first average of 50 fps or more is the first estimate, and three
// averages that hit the estimate complete it (after 180 frames of a steady
// display). From then on each frame hands on as many whole vsync
// intervals (1000000 / fps µs, truncated) as the time accumulated allows,
// at least one, and keeps the remainder, which may go negative. It passes
// a frame through unchanged when it is over 1 s or under 1 ms, and stops
// smoothing when the frame rate measured over each 64 frames is not within
// 5 % of the estimate. The estimate moves up or down a frame per second
// when enough averages hit just above or below it, moves up by half the
// difference when more hit above, and locks after 20 hits at it.
type godotSmoother struct {
	vsync    int64 // _vsync_delta, µs
	leftover int64 // _leftover_time, µs

	measureTime, measureFrames, measureEnd, measureStart int64
	allows                                               bool // _measurement_allows_smoothing

	fps                                  int32 // _estimated_fps
	at, above, below, oneAbove, oneBelow int32 // _hits_..._estimated
	complete, locked                     bool
	estimatorTotal                       int64
	estimatorReadings                    int32
}

// The smoother's constants.
const (
	godotMeasureFrames  = 64  // MEASURE_FPS_OVER_NUM_FRAMES
	godotReadings       = 60  // NUM_READINGS
	godotSignificanceUp = 1   // SIGNIFICANCE_UP
	godotSignificanceDn = 2   // SIGNIFICANCE_DOWN
	godotLockHits       = 20  // hits at the estimate that lock it
	godotLowestFPS      = 50  // the least first estimate
	godotLongDelta      = 1e6 // µs: longer frames pass unchanged
	godotShortDelta     = 1000
)

// newGodotSmoother returns the smoother with the header's initial values.
func newGodotSmoother() godotSmoother {
	return godotSmoother{vsync: 16666, measureEnd: godotMeasureFrames, allows: true}
}

// delta is smooth_delta: the µs the timer sync sees for a frame of d µs.
func (s *godotSmoother) delta(d int64) int64 {
	if d > godotLongDelta || !s.allowsSmoothing(d) || d < godotShortDelta {
		return d
	}
	s.estimate(d)
	if !s.complete {
		return d
	}
	s.leftover += d
	units := max(s.leftover/s.vsync, 1)
	s.leftover -= units * s.vsync
	return units * s.vsync
}

// allowsSmoothing is fps_allows_smoothing.
func (s *godotSmoother) allowsSmoothing(d int64) bool {
	s.measureTime += d
	s.measureFrames++
	if s.measureFrames == s.measureEnd {
		if s.complete {
			passed := (s.measureTime - s.measureStart) / godotMeasureFrames
			if passed != 0 {
				fps := 1000000.0 / float64(passed)
				ratio := fps / float64(s.fps)
				s.allows = ratio > 0.95 && ratio < 1.05
			}
		}
		s.measureStart = s.measureTime
		s.measureEnd += godotMeasureFrames
	}
	return s.allows
}

// estimate is update_refresh_rate_estimator.
func (s *godotSmoother) estimate(d int64) {
	if s.locked {
		return
	}
	s.estimatorTotal += d
	s.estimatorReadings++
	if s.estimatorReadings < godotReadings {
		return
	}
	d = s.estimatorTotal / godotReadings
	s.estimatorReadings, s.estimatorTotal = 0, 0
	fps := int32(math.Round(1000000.0 / float64(d)))
	if s.fps == 0 {
		if fps < godotLowestFPS {
			return
		}
		s.fps = fps
	}
	switch {
	case fps == s.fps:
		s.hit()
	case fps < s.fps:
		s.lower(fps)
	default:
		s.raise(fps)
	}
}

// hit counts an average at the estimate, completing or locking it.
func (s *godotSmoother) hit() {
	s.at++
	if s.complete && s.at == godotLockHits {
		s.locked = true
		return
	}
	if !s.complete && s.at > 2 && s.fps != 0 {
		s.complete = true
		s.vsync = int64(1000000 / s.fps)
	}
}

// lower counts an average below the estimate, lowering it when enough do.
func (s *godotSmoother) lower(fps int32) {
	if fps == s.fps-1 {
		s.oneBelow++
		if s.oneBelow > s.at && s.oneBelow > godotSignificanceDn {
			s.fps--
			s.newEstimate()
		}
		return
	}
	s.below++
	established := s.complete && s.at > 10
	if !established && s.below/8 > s.at && s.below > godotSignificanceDn {
		s.fps--
		s.newEstimate()
	}
}

// raise counts an average above the estimate, raising it when enough do.
func (s *godotSmoother) raise(fps int32) {
	if fps == s.fps+1 {
		s.oneAbove++
		if s.oneAbove > s.at && s.oneAbove > godotSignificanceUp {
			s.fps++
			s.newEstimate()
		}
		return
	}
	s.above++
	if s.above > s.at && s.above > godotSignificanceUp {
		s.fps += max(1, (fps-s.fps)/2)
		s.newEstimate()
	}
}

// newEstimate is made_new_estimate: the hits start again, and smoothing
// waits for the estimate to complete.
func (s *godotSmoother) newEstimate() {
	s.above, s.at, s.below, s.oneAbove, s.oneBelow = 0, 0, 0, 0, 0
	s.complete = false
}
