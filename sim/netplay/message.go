package netplay

// message is what one peer sends another each frame, as the wire carries
// it: its own inputs not yet acknowledged, its fingerprints not yet
// acknowledged, what it has of the receiver's, and what the receiver needs
// to measure the round trip and the frames between them. A message
// carries everything unacknowledged, so a lost one costs only time.
type message[I any] struct {
	seq uint16 // this message's number, counting the sender's messages to the receiver
	// clock: ack, echo, held and advantage are sent (every clockEvery
	// messages); without it they are zero.
	clock bool
	ack   uint16 // the number of the latest message the sender had from the receiver
	echo  bool   // ack and held are set: a message from the receiver had come
	held  int64  // ns the sender held message ack before sending this (sent in whole ms)

	advantage int32 // the sender's frames behind the receiver (GGRS's local frame advantage)

	inputFrom int64 // the tick of inputs[0]; the receiver has every input before it
	inputs    []I
	ackInputs int64 // the sender has the receiver's inputs for ticks below this

	printFrom int64 // the checkpoint of prints[0] (1: the first)
	prints    []uint64
	ackPrints int64 // the sender has the receiver's checkpoints up to this

	status []status // of every player but the two, with three players or more
}
