package disk

import (
	"encoding/hex"
	"hash/fnv"
	"unicode/utf8"
)

// maxName is the longest name, in bytes, a folder entry may have on the
// file systems Tickbox runs on (NAME_MAX: 255 on Linux and macOS).
const maxName = 255

// FitName returns head+tail when that fits in a folder entry; when it
// would not, head is cut (at a character, never inside one) and followed
// by "~" and 16 hex digits of its hash, then tail, so that any name the
// system accepts has names beside it for its temporary file, its lock, its
// autosave, and two long names get different ones. A tail too long to
// leave room is cut with the head.
func FitName(head, tail string) string {
	if len(head)+len(tail) <= maxName {
		return head + tail
	}
	h := fnv.New64a()
	h.Write([]byte(head))
	mark := "~" + hex.EncodeToString(h.Sum(nil))
	keep := maxName - len(tail) - len(mark)
	if keep < 1 {
		return FitName(head+tail, "")
	}
	for keep > 0 && !utf8.RuneStart(head[keep]) {
		keep--
	}
	return head[:keep] + mark + tail
}
