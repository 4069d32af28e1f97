package netplay

// packet is what one peer sends another each frame: its own inputs not yet
// acknowledged, its fingerprints not yet acknowledged, what it has of the
// receiver's, and what the receiver needs to measure the round trip and
// the frames between them. A packet carries everything unacknowledged, so
// a lost one costs only time.
type packet[I any] struct {
	from, to int
	arrive   int64 // ns on the virtual clock
	seq      int64 // send order, to keep arrivals at one instant in it

	inputFrom int64 // the tick of inputs[0]
	inputs    []I
	ackInputs int64 // the sender has the receiver's inputs for ticks below this

	printFrom int64 // the checkpoint of prints[0] (1: the first)
	prints    []uint64
	ackPrints int64 // the sender has the receiver's checkpoints up to this

	stamp     int64 // the sender's clock when it sent this
	echo      int64 // the latest stamp the sender had from the receiver (0: none)
	held      int64 // how long the sender held that stamp before this
	echoed    bool  // echo and held hold a stamp
	advantage int32 // the sender's frames behind the receiver (GGRS's local frame advantage)
}
