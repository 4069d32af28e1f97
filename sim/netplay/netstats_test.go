package netplay

import (
	"math"
	"testing"
	"time"
)

// The network figures tell the link: the round trip, each message sent
// counted by the receiver as had or lost (a fifth of them over a link
// that loses a fifth; none over one that reorders but loses none), and
// frames ahead within the window.
func TestNetworkTellsTheLink(t *testing.T) {
	for _, c := range []struct {
		link Link
		lost float64
	}{
		{Link{Delay: 40 * time.Millisecond, Loss: 0.2}, 0.2},
		{Link{Delay: 40 * time.Millisecond, Jitter: 20 * time.Millisecond, Reorder: 0.3}, 0},
	} {
		o := DefaultOptions()
		o.Link = c.link
		s := timeSession(t, o, 7)
		if err := s.Run(nil); err != nil {
			t.Fatal(err)
		}
		for p := range 2 {
			j := 1 - p
			got, theirs := s.peers[p].network(j), s.peers[j].network(p)
			inFlight := theirs.Sent - got.Received - got.Lost // sent, not yet had or judged lost
			frac := float64(got.Lost) / float64(theirs.Sent)
			rtt := 2*c.link.Delay + 2*c.link.Jitter
			if !got.Timed || got.RoundTrip < 2*c.link.Delay || got.RoundTrip > rtt+2*time.Second/60+time.Millisecond ||
				inFlight < 0 || inFlight > lossWindow+10 || math.Abs(frac-c.lost) > 0.03 ||
				got.Ahead < -int32(o.Window) || got.Ahead > int32(o.Window) || got.SentBytes == 0 || got.ReceivedBytes == 0 {
				t.Errorf("link %+v: peer %d of peer %d: %+v (it sent %d; %.3f lost)", c.link, p+1, j+1, got, theirs.Sent, frac)
			}
		}
	}
}

// A message is lost once it falls 64 behind the newest unseen; a late
// one within that is not, a duplicate counts once as had.
func TestNoteCountsLoss(t *testing.T) {
	r := newRemote(60)
	for _, seq := range []uint16{1, 2, 4, 3, 3, 10} {
		r.note(seq, 20)
	}
	if r.lost != 0 {
		t.Errorf("%d lost before any fell out of the window", r.lost)
	}
	r.note(10+lossWindow, 20) // 5 to 9 and 11 to 73 never came: 5 to 9 fall out
	r.note(10+lossWindow+1, 20)
	if want := int64(5 + 1); r.lost != want { // and 11 falls out, one later
		t.Errorf("%d lost, want %d", r.lost, want)
	}
	r.note(1000, 20) // 12 to 73 fall out, 76 to 936 never were in; 937 to 999 are still in
	if want := int64(5 + 1 + 62 + 861); r.lost != want {
		t.Errorf("after a jump to 1000: %d lost, want %d", r.lost, want)
	}
}
