package frames

import (
	"io"
	"strconv"
	"strings"
	"time"
)

// readNs reads Tickbox's own format: a length in ns per line, # for
// comments.
func readNs(rec *records) (*Capture, error) {
	var frames []time.Duration
	for {
		r, err := rec.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		if strings.HasPrefix(r[0], "#") {
			continue
		}
		text := strings.Join(r, ",")
		ns, err := strconv.ParseInt(text, 10, 64)
		if err != nil || ns < 0 || time.Duration(ns) > MaxFrame {
			return nil, rec.at("%s: want a frame length in nanoseconds, 0 to %d (Tickbox's trace), or a capture: "+
				"a PresentMon-style CSV header, Android framestats or a MangoHud log", clip(text), int64(MaxFrame))
		}
		frames = append(frames, time.Duration(ns))
	}
	return &Capture{Format: "Tickbox trace (ns per line)", Frames: frames}, nil
}
