package netplay

import (
	"encoding/binary"
	"hash/crc32"
	"reflect"
	"slices"
	"testing"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/rng"
)

const testNonce = 0x5eed_c0de

// randomMessage draws a message from r: any header, up to most inputs in
// runs of a few kinds, up to 40 fingerprints.
func randomMessage(r *rng.RNG, most int) *message[bounce.Input] {
	n := func(k uint64) int64 { return int64(r.Uint64() % k) }
	kinds := []bounce.Input{{}, {Jump: bounce.Tap(true)}, {Kick: bounce.KickLeft}, {Teleport: bounce.Tap(true), Kick: bounce.KickUp}}
	m := &message[bounce.Input]{seq: uint16(r.Uint64()), inputFrom: n(1 << 30), ackPrints: n(1 << 20)}
	if n(2) == 0 {
		m.clock, m.ack, m.echo, m.advantage = true, uint16(r.Uint64()), n(2) == 0, int32(n(1<<16)-1<<15)
	}
	if m.echo {
		m.held = n(1<<20) * int64(time.Millisecond)
	}
	m.ackInputs = max(0, m.inputFrom+n(2000)-1000)
	for q := range n(4) { // three players or more: the others'
		m.status = append(m.status, status{player: int(q + n(2)), known: n(1 << 30), gone: n(2) == 0})
	}
	for size := int(n(uint64(most) + 1)); len(m.inputs) < size; {
		in, k := kinds[n(4)], 1+n(8)
		if most >= queueSize/2 {
			in, k = kinds[len(m.inputs)%4], 1 // no runs: past a datagram's room
		}
		for range k {
			m.inputs = append(m.inputs, in)
		}
	}
	m.inputs = m.inputs[:min(len(m.inputs), most)]
	if k := n(41); k > 0 {
		m.printFrom = 1 + n(1<<20)
		for range k {
			m.prints = append(m.prints, r.Uint64())
		}
	}
	return m
}

func newTestWire() *wire[bounce.Input] { return &wire[bounce.Input]{nonce: testNonce} }

func refOf(in bounce.Input) func(int64) bounce.Input { return func(int64) bounce.Input { return in } }

// Every message decodes to itself (held to the whole ms), the inputs and
// prints the encoder put in: all of them while they fit, a prefix of
// them past maxDatagram, never a datagram longer than it.
func TestWireRoundTrip(t *testing.T) {
	r := rng.RNG{State: 1}
	w, got := newTestWire(), &message[bounce.Input]{}
	cut := 0
	for i := range 20_000 {
		m := randomMessage(&r, []int{0, 10, 300, queueSize - 1}[i%4])
		ref := bounce.Input{Jump: bounce.Tap(i%3 == 0)}
		b, inputs, prints, err := w.encode(nil, m, ref)
		if err != nil {
			t.Fatal(err)
		}
		if why := w.decode(b, got, refOf(ref)); why != accepted {
			t.Fatalf("message %d (%d bytes) refused: %d", i, len(b), why)
		}
		if inputs < len(m.inputs) || prints < len(m.prints) {
			cut++
			if len(b) > maxDatagram {
				t.Fatalf("message %d: %d bytes, past %d", i, len(b), maxDatagram)
			}
		}
		want := *m
		want.inputs, want.prints = m.inputs[:inputs], m.prints[:prints]
		if len(want.prints) == 0 {
			want.printFrom = 0
		}
		if !sameMessage(got, &want) {
			t.Fatalf("message %d:\n got %+v\nwant %+v", i, *got, want)
		}
	}
	if cut == 0 {
		t.Error("no message was cut to fit a datagram")
	}
}

func sameMessage(a, b *message[bounce.Input]) bool {
	return reflect.DeepEqual(normal(*a), normal(*b))
}

// The first input is written against the reference the receiver names:
// read against another, it comes out another.
func TestWireReference(t *testing.T) {
	w := newTestWire()
	m := &message[bounce.Input]{inputFrom: 5, inputs: []bounce.Input{{Jump: bounce.Tap(true)}, {Jump: bounce.Tap(true)}, {}}}
	b, _, _, err := w.encode(nil, m, bounce.Input{Jump: bounce.Tap(true)})
	if err != nil {
		t.Fatal(err)
	}
	var got message[bounce.Input]
	asked := int64(-1)
	if w.decode(b, &got, func(t int64) bounce.Input { asked = t; return bounce.Input{Jump: bounce.Tap(true)} }) != accepted || !slices.Equal(got.inputs, m.inputs) || asked != 4 {
		t.Fatalf("decoded %v asking for tick %d, want %v asking for 4", got.inputs, asked, m.inputs)
	}
	if w.decode(b, &got, refOf(bounce.Input{})) != accepted || slices.Equal(got.inputs, m.inputs) {
		t.Errorf("against the zero input: %v, the same as against the right one", got.inputs)
	}
}

// An idle message is small: one run of equal inputs, whatever their
// number, and no fingerprint: 15 bytes, 19 with the clock (20 in version
// 1, every message); a jump in it costs 4 more, one of the bots' inputs,
// written whole, and the zero input after it (10 as deltas).
func TestWireIdleSize(t *testing.T) {
	w := newTestWire()
	m := &message[bounce.Input]{seq: 500, inputFrom: 3000, ackInputs: 3003, ackPrints: 50, inputs: make([]bounce.Input, 6)}
	clocked := *m
	clocked.clock, clocked.ack, clocked.echo, clocked.held = true, 499, true, 16*time.Millisecond.Nanoseconds()
	jump := *m
	jump.inputs = []bounce.Input{{}, {}, {Jump: bounce.Tap(true)}, {}, {}, {}}
	for _, c := range []struct {
		m    *message[bounce.Input]
		want int
	}{{m, 15}, {&clocked, 19}, {&jump, 19}} {
		b, _, _, err := w.encode(nil, c.m, bounce.Input{})
		if err != nil {
			t.Fatal(err)
		}
		if len(b) != c.want {
			t.Errorf("%+v: %d bytes % x, want %d", *c.m, len(b), b, c.want)
		}
	}
}

// Every datagram cut short, every one with a bit flipped, another
// session's, another version's and another protocol's are refused, each
// counted under its reason.
func TestWireRefuses(t *testing.T) {
	r := rng.RNG{State: 2}
	w, got := newTestWire(), &message[bounce.Input]{}
	for i := range 200 {
		b, _, _, err := w.encode(nil, randomMessage(&r, 20), bounce.Input{})
		if err != nil {
			t.Fatal(err)
		}
		for k := range len(b) {
			if why := w.decode(b[:k], got, refOf(bounce.Input{})); why == accepted {
				t.Fatalf("message %d cut to %d of %d bytes accepted", i, k, len(b))
			}
		}
		for bit := range 8 * len(b) {
			c := slices.Clone(b)
			c[bit/8] ^= 1 << (bit % 8)
			want := garbled
			switch {
			case bit/8 == 0, bit/8 == 1 && bit%8 >= 4: // the magic, the version
				want = stray
			case bit/8 == 2:
				want = stale
			}
			if why := w.decode(c, got, refOf(bounce.Input{})); why != want {
				t.Fatalf("message %d with bit %d flipped: refusal %d, want %d", i, bit, why, want)
			}
		}
	}
	b, _, _, _ := w.encode(nil, randomMessage(&r, 20), bounce.Input{})
	for _, other := range []struct {
		nonce uint32
		want  refusal
	}{{testNonce ^ 1, stale}, {testNonce ^ 0x100, garbled}} {
		o := &wire[bounce.Input]{nonce: other.nonce}
		if why := o.decode(b, got, refOf(bounce.Input{})); why != other.want {
			t.Errorf("a message of nonce %x read by nonce %x: refusal %d, want %d", testNonce, other.nonce, why, other.want)
		}
	}
}

// withChecksum gives b (at least the header) the checksum of w's nonce,
// so that a fuzzer reaches the message behind it.
func withChecksum(w *wire[bounce.Input], b []byte) []byte {
	b = slices.Clone(b)
	if len(b) >= 3 {
		b[0], b[1], b[2] = wireMagic, wireVersion<<4|b[1]&0x0f, byte(w.nonce)
	}
	return binary.LittleEndian.AppendUint32(b, crc32.Update(w.nonce, castagnoli, b))
}

// FuzzDecode: no datagram makes either decoder panic (a message of play's
// and a spectator's), as it is and with its checksum made right (so that
// the fuzzer gets past it); one accepted encodes back to a datagram that
// decodes to the same message.
func FuzzDecode(f *testing.F) {
	r := rng.RNG{State: 3}
	w := newTestWire()
	for i := range 8 {
		b, _, _, _ := w.encode(nil, randomMessage(&r, 3*i), bounce.Input{})
		f.Add(b)
		f.Add(b[:len(b)-wireTrailer])
		s := randomSpectate(&r, i)
		b, _, _ = w.encodeSpectate(nil, s, len(s.players[0]))
		f.Add(b)
		f.Add(b[:len(b)-wireTrailer])
	}
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, b []byte) {
		var m, again message[bounce.Input]
		w := newTestWire()
		for _, d := range [][]byte{b, withChecksum(w, b)} {
			if w.decode(d, &m, refOf(bounce.Input{})) != accepted {
				continue
			}
			e, inputs, prints, err := w.encode(nil, &m, bounce.Input{})
			if err != nil || inputs != len(m.inputs) || prints != len(m.prints) {
				return // a message past a datagram's room: never sent so
			}
			if w.decode(e, &again, refOf(bounce.Input{})) != accepted || !reflect.DeepEqual(normal(m), normal(again)) {
				t.Fatalf("% x decoded to %+v, encoded again to %+v", d, m, again)
			}
		}
		var s, sAgain spectateMessage[bounce.Input]
		for _, d := range [][]byte{b, withSpectateChecksum(w, b)} {
			if w.decodeSpectate(d, &s, refOf(bounce.Input{})) != accepted {
				continue
			}
			n := 0
			if len(s.players) > 0 {
				n = len(s.players[0])
			}
			e, put, err := w.encodeSpectate(nil, &s, n)
			if err != nil || put != n {
				return // past a datagram's room: never sent so
			}
			if w.decodeSpectate(e, &sAgain, refOf(bounce.Input{})) != accepted || !sameSpectate(&s, &sAgain) {
				t.Fatalf("% x decoded to %+v, encoded again to %+v", d, s.players, sAgain.players)
			}
		}
	})
}

// withSpectateChecksum is b made a spectator's datagram of w's link: its
// magic, version and tag, and the checksum after it.
func withSpectateChecksum(w *wire[bounce.Input], b []byte) []byte {
	b = slices.Clone(b)
	if len(b) >= 3 {
		b[0], b[1], b[2] = spectateMagic, spectateVersion, byte(w.nonce)
	}
	return binary.LittleEndian.AppendUint32(b, crc32.Update(w.nonce, castagnoli, b))
}

// randomSpectate is a spectator's message of up to 4 players and up to
// 8i inputs each, mostly idle.
func randomSpectate(r *rng.RNG, i int) *spectateMessage[bounce.Input] {
	m := &spectateMessage[bounce.Input]{seq: uint16(r.Uint64()), ackTicks: int64(r.Uint64() % 5000), from: int64(r.Uint64() % 5000)}
	n := int(r.Uint64() % uint64(8*i+1))
	for range 1 + r.Uint64()%4 {
		var ins []bounce.Input
		for range n {
			var in bounce.Input
			if r.Uint64()%5 == 0 {
				_ = in.UnmarshalBinary([]byte{byte(r.Uint64() % 16)}) // every one of the 16 decodes
			}
			ins = append(ins, in)
		}
		m.players = append(m.players, ins)
	}
	return m
}

// sameSpectate reports whether a and b are the same spectator's message.
func sameSpectate(a, b *spectateMessage[bounce.Input]) bool {
	if a.seq != b.seq || a.ackTicks != b.ackTicks || a.from != b.from || len(a.players) != len(b.players) {
		return false
	}
	for q := range a.players {
		if !slices.Equal(a.players[q], b.players[q]) {
			return false
		}
	}
	return true
}

// A spectator's message decodes to itself, and one of another link's
// nonce, or cut, or with a bit flipped, is refused.
func TestSpectateRoundTrip(t *testing.T) {
	r := rng.RNG{State: 5}
	w, other := newTestWire(), &wire[bounce.Input]{nonce: testNonce + 1}
	var got spectateMessage[bounce.Input]
	for i := range 40 {
		m := randomSpectate(&r, i%10)
		b, n, err := w.encodeSpectate(nil, m, len(m.players[0]))
		if err != nil || n != len(m.players[0]) || len(b) > maxDatagram {
			t.Fatalf("message %d: %d of %d inputs in %d bytes, %v", i, n, len(m.players[0]), len(b), err)
		}
		if res := w.decodeSpectate(b, &got, refOf(bounce.Input{})); res != accepted || !sameSpectate(m, &got) {
			t.Fatalf("message %d: %v, %+v decoded to %+v", i, res, m, got)
		}
		if res := other.decodeSpectate(b, &got, refOf(bounce.Input{})); res == accepted {
			t.Errorf("message %d: accepted on another link's nonce", i)
		}
		if res := w.decodeSpectate(b[:len(b)-1], &got, refOf(bounce.Input{})); res == accepted {
			t.Errorf("message %d: accepted cut short", i)
		}
		c := slices.Clone(b)
		c[spectateHeader] ^= 1
		if res := w.decodeSpectate(c, &got, refOf(bounce.Input{})); res != garbled {
			t.Errorf("message %d: a bit flipped is %v, want garbled", i, res)
		}
		var play message[bounce.Input]
		if res := w.decode(b, &play, refOf(bounce.Input{})); res == accepted {
			t.Errorf("message %d: a spectator's message taken for one of play", i)
		}
	}
}

// normal is m with empty slices nil, to compare.
func normal(m message[bounce.Input]) message[bounce.Input] {
	if len(m.inputs) == 0 {
		m.inputs = nil
	}
	if len(m.prints) == 0 {
		m.prints = nil
	}
	if len(m.status) == 0 {
		m.status = nil
	}
	return m
}

// The ticks an open-ended session names near its end (OpenTicks, and its
// inputs a delay and a queue past it) round trip, in a message of play
// and a spectator's; a tick past mostTick is refused.
func TestWireNamesAnOpenSessionsTicks(t *testing.T) {
	w, got := newTestWire(), &message[bounce.Input]{}
	far := int64(OpenTicks + MaxDelay + queueSize)
	m := &message[bounce.Input]{inputFrom: far, ackInputs: far, ackPrints: OpenTicks,
		status: []status{{player: 2, known: far}, {player: 3, known: far, gone: true}},
		inputs: []bounce.Input{{Jump: bounce.Tap(true)}}, printFrom: OpenTicks, prints: []uint64{7}}
	b, _, _, err := w.encode(nil, m, bounce.Input{})
	if err != nil {
		t.Fatal(err)
	}
	if why := w.decode(b, got, refOf(bounce.Input{})); why != accepted || !sameMessage(got, m) {
		t.Fatalf("a message at tick %d: refusal %d, decoded to %+v", far, why, *got)
	}
	var sg spectateMessage[bounce.Input]
	sm := &spectateMessage[bounce.Input]{ackTicks: far, from: far, players: [][]bounce.Input{{{}}, {{}}}}
	if b, _, err = w.encodeSpectate(nil, sm, 1); err != nil {
		t.Fatal(err)
	}
	if why := w.decodeSpectate(b, &sg, refOf(bounce.Input{})); why != accepted || sg.ackTicks != far || sg.from != far {
		t.Fatalf("a spectator's message at tick %d: refusal %d, decoded to %+v", far, why, sg)
	}
	m.inputFrom, m.ackInputs = mostTick+1, mostTick+1
	if b, _, _, err = w.encode(nil, m, bounce.Input{}); err != nil {
		t.Fatal(err)
	}
	if why := w.decode(b, got, refOf(bounce.Input{})); why != garbled {
		t.Fatalf("a message at tick %d, past mostTick: refusal %d, want garbled", int64(mostTick+1), why)
	}
}
