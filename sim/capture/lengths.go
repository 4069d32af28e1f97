package capture

import "time"

// Blocks grow from firstBlock lengths, doubling, to blockLen (64 KiB), so
// that a capture of many processes, each with a present or two, costs a
// few hundred bytes a process and not two blocks of 64 KiB each (10^6
// processes of a row each took 10.3 GB).
const (
	firstBlock = 16
	blockLen   = 8192
)

// lengths collects frame lengths as a file is read, in blocks of a fixed
// size, and hands them over in one slice of exactly their number. A slice
// grown by append holds up to a quarter more than it needs, each growth
// holds the old array and the new at once (up to 18 bytes a frame), and
// the old ones left for the collector add up to some 40 bytes a frame
// allocated. Blocks allocate 8 bytes a frame, and the slice handed over 8
// more: 16 bytes a frame at most, while the blocks are copied, and 8 held
// after. The zero value is empty and ready.
type lengths struct {
	blocks [][]time.Duration // full blocks, then the one being filled
	n      int
}

// add appends d.
func (l *lengths) add(d time.Duration) {
	if k := len(l.blocks); k == 0 || len(l.blocks[k-1]) == cap(l.blocks[k-1]) {
		size := firstBlock
		if k > 0 {
			size = min(2*cap(l.blocks[k-1]), blockLen)
		}
		l.blocks = append(l.blocks, make([]time.Duration, 0, size))
	}
	k := len(l.blocks) - 1
	l.blocks[k] = append(l.blocks[k], d)
	l.n++
}

// len returns how many lengths were added.
func (l *lengths) len() int { return l.n }

// slice returns the lengths added, in order, in a slice of exactly their
// number (nil when none was added), and lets the blocks go.
func (l *lengths) slice() []time.Duration {
	if l.n == 0 {
		return nil
	}
	out := make([]time.Duration, 0, l.n)
	for i, b := range l.blocks {
		out = append(out, b...)
		l.blocks[i] = nil // the collector may take the block while the rest are copied
	}
	l.blocks, l.n = nil, 0
	return out
}
