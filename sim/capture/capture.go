package capture

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"time"
)

// Capture is what a frame file holds, read as the frames of one game: every
// frame the game's loop ran, each as long as the time from its start to
// the next frame's, and what the file says of the rest. [Capture.About]
// names the game chosen, [Capture.LeftOut] the others.
type Capture struct {
	Format string          // what the file looks like: "PresentMon 2.4 or later", "Android framestats"
	Frames []time.Duration // the chosen game's frames
	// Display is what the capture says happened on the display, nil when
	// it has no display columns.
	Display *Display

	chosen *game  // the game chosen, nil for a file of one game's frames only
	left   []game // the games the file also holds, left out, busiest first
}

// ownFormat is the Format of Tickbox's own traces: a length in ns per
// line, as -frames-out and Shift+R write them.
const ownFormat = "Tickbox trace (ns per line)"

// Own reports whether the file is Tickbox's own trace, whose format goes
// without saying; every other tool's capture is named in the output.
func (c *Capture) Own() bool { return c.Format == ownFormat }

// game is one game a capture holds: a swap chain of a process (a present
// sequence), or an Android window.
type game struct {
	Name      string // the process's executable or the window
	PID       string // "" when the capture has none (Android)
	SwapChain string // "" when the capture has none, or for a process's only one
	Frames    int
}

func (g game) String() string {
	var b strings.Builder
	b.WriteString(clipName(g.Name))
	var more []string
	if g.PID != "" {
		more = append(more, "PID "+clipName(g.PID))
	}
	if g.SwapChain != "" {
		more = append(more, "swap chain "+clipName(g.SwapChain))
	}
	if len(more) > 0 {
		fmt.Fprintf(&b, " (%s)", strings.Join(more, ", "))
	}
	return b.String()
}

// compositor is the process that composes every window on Windows: a
// capture of every process holds it, and it is never the game.
const compositor = "dwm.exe"

// choose returns the index of the game process picks in games: by default
// the one with the most frames that is not the compositor (the compositor
// only when nothing else is there); else the busiest whose name (any case)
// or PID is process, or one swap chain of a process given as PID:CHAIN or
// NAME:CHAIN (as the list names them), or else the busiest whose name
// holds process. what names a game in messages ("process", "window").
func choose(games []game, process, name, what string) (int, error) {
	tries := []func(game) bool{
		func(g game) bool { return !strings.EqualFold(g.Name, compositor) },
		func(game) bool { return true },
	}
	if process != "" {
		tries = []func(game) bool{
			func(g game) bool {
				return strings.EqualFold(g.Name, process) || g.PID == process || isChain(g, process)
			},
			func(g game) bool { return contains(g.Name, process) },
		}
	}
	for _, match := range tries {
		if i := busiest(games, match); i >= 0 {
			return i, nil
		}
	}
	if len(games) == 0 {
		return -1, refuse("%s: no frames in it", name)
	}
	return -1, refuse("%s: no %s %q in it: it holds %s (give -process one of these, %s)",
		name, what, process, list(games), pickWords(games))
}

// isChain reports whether process names g's swap chain: PID:CHAIN or
// NAME:CHAIN, the chain in any case (an address, 0x1A2B...).
func isChain(g game, process string) bool {
	colon := strings.LastIndexByte(process, ':')
	if colon < 0 || g.SwapChain == "" {
		return false
	}
	who, chain := process[:colon], process[colon+1:]
	return strings.EqualFold(g.SwapChain, chain) && (g.PID == who || strings.EqualFold(g.Name, who))
}

// pickForms returns what -process takes to pick one of games, as a flag's
// value ("NAME|PID"), in the words of the capture's format: a window
// (Android) has a name alone, a process a name and a PID, and one of
// several swap chains of a process is PID:CHAIN.
func pickForms(games []game) (value, words string) {
	pids, chains := false, false
	for _, g := range games {
		pids, chains = pids || g.PID != "", chains || g.SwapChain != ""
	}
	switch {
	case chains:
		return "NAME|PID|PID:CHAIN", "by name or PID, a swap chain of several as PID:CHAIN or NAME:CHAIN"
	case pids:
		return "NAME|PID", "by name or PID"
	}
	return "NAME", "by name or part of it"
}

// pickWords is pickForms' words.
func pickWords(games []game) string {
	_, words := pickForms(games)
	return words
}

// busiest returns the index of the game with the most frames of those
// match accepts, the first of equals, or -1.
func busiest(games []game, match func(game) bool) int {
	best := -1
	for i, g := range games {
		if match(g) && (best < 0 || g.Frames > games[best].Frames) {
			best = i
		}
	}
	return best
}

func contains(s, part string) bool {
	return strings.Contains(strings.ToLower(s), strings.ToLower(part))
}

// others returns the games but the chosen one, busiest first.
func others(games []game, chosen int) []game {
	var rest []game
	for i, g := range games {
		if i != chosen {
			rest = append(rest, g)
		}
	}
	slices.SortStableFunc(rest, func(a, b game) int { return cmp.Compare(b.Frames, a.Frames) })
	return rest
}

// list names games with their frames, busiest first, the first 8.
func list(games []game) string {
	rest := others(games, -1)
	var parts []string
	for i, g := range rest {
		if i == 8 {
			parts = append(parts, fmt.Sprintf("and %d more", len(rest)-i))
			break
		}
		parts = append(parts, fmt.Sprintf("%v: %s", g, Plural(g.Frames, "frame")))
	}
	return strings.Join(parts, "; ")
}

// About says what was read: the format, the game chosen and its frames.
func (c *Capture) About() string {
	seconds := 0.0 // a float: ns of a crafted file's frames could pass 2^63
	for _, f := range c.Frames {
		seconds += f.Seconds()
	}
	s := fmt.Sprintf("%s: %s, %.1f s", c.Format, Plural(len(c.Frames), "frame"), seconds)
	if c.chosen != nil {
		s = fmt.Sprintf("%s: the frames of %v: %d, %.1f s", c.Format, *c.chosen, len(c.Frames), seconds)
	}
	return s
}

// LeftOut names the games the capture also holds, busiest first, or "".
func (c *Capture) LeftOut() string {
	if len(c.left) == 0 {
		return ""
	}
	games := c.left
	if c.chosen != nil {
		games = append([]game{*c.chosen}, games...)
	}
	value, _ := pickForms(games)
	return "also in it: " + list(c.left) + " (-process " + value + " picks another)"
}

// clipName quotes a name taken from the file when it holds anything a
// terminal could act on, and shortens a very long one.
func clipName(s string) string {
	if len(s) > 80 {
		return clip(s)
	}
	return quoted(s)
}
