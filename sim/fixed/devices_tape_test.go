package fixed_test

import (
	"encoding/binary"
	"runtime"
	"testing"

	"tickbox/sim/fixed"
	"tickbox/sim/tape"
)

// idler is a game that keeps nothing: what its recordings hold is the
// input, and a fingerprint a tick.
type idler struct{}

func (idler) Step(fixed.Devices)              {}
func (idler) Fingerprint() uint64             { return 1 }
func (idler) MarshalBinary() ([]byte, error)  { return nil, nil }
func (*idler) UnmarshalBinary(b []byte) error { return nil }

// recordDevices returns the tape of idler taking ins, a tick each.
func recordDevices(t *testing.T, ins ...fixed.Devices) []byte {
	t.Helper()
	rec, err := tape.NewRecorder[fixed.Devices](tape.Header{Game: "idler", Rate: 60, Every: 1}, 0, &idler{})
	if err != nil {
		t.Fatal(err)
	}
	for tick, in := range ins {
		if err := rec.Add(int64(tick), in); err != nil {
			t.Fatal(err)
		}
		if err := rec.Stepped(int64(tick)+1, &idler{}); err != nil {
			t.Fatal(err)
		}
	}
	data, err := rec.Recording().MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// What a tick of Devices costs on a recording after a tick of another
// input, fingerprint apart, as its doc says: 1 byte when it is the same
// (an idle player, the pointer resting in the window), a few when the
// cursor moves or a key goes down, and at most the whole 776 bytes and 3
// of framing however much changed.
func TestDevicesOnATape(t *testing.T) {
	var rest fixed.Devices
	rest.CursorX, rest.CursorY = 812, 407
	moved, pressed, wheel := rest, rest, rest
	moved.CursorX++
	pressed.Keys[fixed.KeySpace] = fixed.Button{Down: true, Presses: 1}
	wheel.WheelY = -1
	var all fixed.Devices // every byte other than rest's
	whole, _ := binary.Append(nil, binary.LittleEndian, &rest)
	for i := range whole {
		whole[i] = ^whole[i]
	}
	if _, err := binary.Decode(whole, binary.LittleEndian, &all); err != nil {
		t.Fatal(err)
	}
	if n := binary.Size(rest); n != 776 {
		t.Fatalf("Devices is %d bytes whole, the doc says 776", n)
	}
	for _, c := range []struct {
		name string
		next fixed.Devices
		want int
	}{
		{"idle, the cursor resting", rest, 1},    // a repeat
		{"the cursor moved a pixel", moved, 7},   // its tick, the delta's length, a run of a byte 640 bytes in, the end
		{"space pressed", pressed, 8},            // a run of 2 bytes: Down and Presses
		{"the wheel turned a notch", wheel, 8},   // -1 is 2 bytes of a float64 other than zero
		{"every byte changed", all, 1 + 2 + 776}, // its tick, then whole: its length and bytes
	} {
		size := len(recordDevices(t, rest, c.next)) - len(recordDevices(t, rest)) - 8 // its fingerprint apart
		t.Logf("%s: %d bytes", c.name, size)
		if size != c.want {
			t.Errorf("%s: %d bytes on a tape, want %d", c.name, size, c.want)
		}
	}
}

// Recording a tick of Devices allocates nothing in the steady state: an
// idle tick, and one whose cursor moved. The events and their deltas grow
// in blocks, once in many ticks.
func TestRecordingDevicesAllocatesNothing(t *testing.T) {
	rec, err := tape.NewRecorder[fixed.Devices](tape.Header{Game: "idler", Rate: 60, Every: 1}, 0, &idler{})
	if err != nil {
		t.Fatal(err)
	}
	var in fixed.Devices
	in.CursorX, in.CursorY = 812, 407
	tick := int64(0)
	step := func() {
		if err := rec.Add(tick, in); err != nil {
			t.Fatal(err)
		}
		tick++
		if err := rec.Stepped(tick, &idler{}); err != nil {
			t.Fatal(err)
		}
	}
	for range 1000 { // grown
		step()
	}
	idle := testing.AllocsPerRun(1000, step)
	moving := testing.AllocsPerRun(1000, func() { in.CursorX = 812 + int32(tick%2); step() })
	if idle != 0 || moving != 0 {
		t.Errorf("%v allocations an idle tick recorded, %v a tick the cursor moved: want 0", idle, moving)
	}
}

// A recording in progress holds an idle tick of Devices in a few dozen
// bytes (its event), not the 776 of the input whole: ten minutes of an
// idle player, the pointer in the window, as the heap sees them.
func TestRecordingDevicesMemory(t *testing.T) {
	const ticks = 36_000
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	rec, err := tape.NewRecorder[fixed.Devices](tape.Header{Game: "idler", Rate: 60, Every: 60}, 0, &idler{})
	if err != nil {
		t.Fatal(err)
	}
	var in fixed.Devices
	in.CursorX, in.CursorY = 812, 407
	for tick := range int64(ticks) {
		if err := rec.Add(tick, in); err != nil {
			t.Fatal(err)
		}
		if err := rec.Stepped(tick+1, &idler{}); err != nil {
			t.Fatal(err)
		}
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	perTick := float64(int64(after.HeapAlloc)-int64(before.HeapAlloc)) / ticks
	runtime.KeepAlive(rec)
	t.Logf("a recording in progress holds %.1f bytes an idle tick", perTick)
	if perTick > 100 {
		t.Errorf("a recording in progress holds %.1f bytes an idle tick: want at most 100", perTick)
	}
}
