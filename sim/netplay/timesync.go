package netplay

// timeSync is GGRS's time_sync.rs: the frame advantage toward one remote
// peer, as this peer measured it (local) and as the remote reported it
// (remote), over the last syncWindow input ticks. A positive average means
// this peer is ahead by that many frames.
type timeSync struct {
	local, remote [syncWindow]int32
}

// GGRS's constants: the window (FRAME_WINDOW_SIZE), the least advantage
// worth a wait (MIN_RECOMMENDATION) and the ticks between two
// recommendations (RECOMMENDATION_INTERVAL); and GGPO's cap on one
// recommendation (MAX_FRAME_ADVANTAGE), which GGRS lacks: a peer far
// ahead catches up over several, not in one long freeze.
const (
	syncWindow        = 30
	minRecommendation = 3
	recommendInterval = 60
	maxWait           = 9
)

// advance notes the advantages at the input of tick.
func (s *timeSync) advance(tick int64, local, remote int32) {
	s.local[tick%syncWindow] = local
	s.remote[tick%syncWindow] = remote
}

// average meets in the middle: half the difference of the two means, in
// float32 and truncated toward zero, as GGRS computes it.
func (s *timeSync) average() int32 {
	var l, r int32
	for i := range syncWindow {
		l += s.local[i]
		r += s.remote[i]
	}
	lavg := float32(l) / float32(syncWindow)
	ravg := float32(r) / float32(syncWindow)
	return int32((ravg - lavg) / 2)
}
