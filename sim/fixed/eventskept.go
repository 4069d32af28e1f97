package fixed

// KeepEvents sets what the latest run of Step reported aside in slot (from
// 0), over what the slot held, and forgets it as ResetEvents does: for a
// driver that steps a tick before it knows the tick is final and hands its
// report over only once it is, ticks later. A rollback peer (package
// tickbox/sim/netplay) keeps each tick's report so, the latest run's, and
// fires it once the tick is confirmed. Slots are made as they are first
// used and reused after: keeping allocates nothing once they have grown.
func (ev *Events[E]) KeepEvents(slot int) {
	for len(ev.kept) <= slot {
		ev.kept = append(ev.kept, nil)
	}
	ev.kept[slot] = append(ev.kept[slot][:0], ev.latest...)
	ev.latest = ev.latest[:0]
}

// FireKept plays what slot keeps as tick's, in the order reported, as
// FireEvents plays the latest run's, and empties the slot.
func (ev *Events[E]) FireKept(slot int, tick int64) {
	if slot >= len(ev.kept) {
		return
	}
	ev.kept[slot] = ev.play(tick, ev.kept[slot])
}
