package capture

import (
	"io"
	"math"
	"strconv"
	"strings"
	"time"
)

// presentMon reads the CSV that PresentMon writes, and the tools built on
// it write (OCAT, FrameView, CapFrameX, Intel's PresentMon app, Tickbox's
// own -presentmon): a header naming the columns, then a row per present of
// every process it saw, each swap chain a game.
type presentMon struct {
	format          string
	app, pid, chain int   // the game's columns, -1 when absent
	length          []int // the frame length's column, or CPUBusy and CPUWait
	lengthName      string
	ahead           bool // the length runs from this row's frame to the next's
	between, held   int  // display columns, -1 when absent
	dropped         int
	width           int // fields a row needs
	fields          int // the header's fields: a row has no more
	header          int // the header's line
	rows            int // rows read, NA or not
}

// Column names are matched in any case and without spaces or
// underscores: msBetweenPresents (1.7 on), MsBetweenPresents,
// ms_between_presents.
func norm(h string) string { return unspaced.Replace(strings.ToLower(h)) }

var unspaced = strings.NewReplacer(" ", "", "_", "")

// newPresentMon reads a header; it fails when no column gives a frame's
// length. Each frame is as long as the time between frame starts:
// MsBetweenPresents, from the present before to this one; else 2.x's
// FrameTime or MsBetweenAppStart, from this frame's start to the next's;
// else (2.0) CPUBusy + CPUWait, the same.
func newPresentMon(header []string, format string) *presentMon {
	at := map[string]int{}
	for i, h := range header {
		if _, dup := at[norm(h)]; !dup {
			at[norm(h)] = i
		}
	}
	col := func(names ...string) int {
		for _, n := range names {
			if i, ok := at[n]; ok {
				return i
			}
		}
		return -1
	}
	p := &presentMon{format: format, app: col("application"), pid: col("processid"), chain: col("swapchainaddress"),
		between: col("msbetweendisplaychange"), held: col("displayedtime"), dropped: col("dropped")}
	if p.between >= 0 {
		p.held = -1
	}
	switch {
	case col("msbetweenpresents") >= 0:
		p.length, p.lengthName = []int{col("msbetweenpresents")}, header[col("msbetweenpresents")]
	case col("frametime", "msbetweenappstart") >= 0:
		i := col("frametime", "msbetweenappstart")
		p.length, p.lengthName, p.ahead = []int{i}, header[i], true
	case col("cpubusy", "mscpubusy") >= 0 && col("cpuwait", "mscpuwait") >= 0:
		b, w := col("cpubusy", "mscpubusy"), col("cpuwait", "mscpuwait")
		p.length, p.lengthName, p.ahead = []int{b, w}, header[b]+" + "+header[w], true
	default:
		return nil
	}
	for _, i := range append([]int{p.app, p.pid, p.chain, p.between, p.held, p.dropped}, p.length...) {
		p.width = max(p.width, i+1)
	}
	p.fields = len(header)
	return p
}

// maxGames bounds the swap chains a capture may hold: each costs a few
// hundred bytes however few presents it has, and a capture holds tens.
const maxGames = 10_000

// lengthWanted says which columns give a frame's length.
const lengthWanted = "MsBetweenPresents (any case), else FrameTime or MsBetweenAppStart, else CPUBusy and CPUWait"

// pmGame is a game's frames as they are read.
type pmGame struct {
	game
	frames, shown lengths
}

// read reads the rows after the header and returns the capture of the
// game process picks.
func (p *presentMon) read(rec *records, process string) (*Capture, error) {
	var games []*pmGame
	index := map[[3]string]int{}
	for {
		row, err := rec.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		if len(row) < p.width {
			return nil, rec.at("%s row of %d fields: want at least %d, up to %s", p.format, len(row), p.width, p.lengthName)
		}
		if len(row) > p.fields {
			// An unquoted value with a comma (16,6) would shift the
			// columns after it.
			return nil, rec.at("%s row of %d fields, more than the header's %d: a value with a comma must be in double quotes",
				p.format, len(row), p.fields)
		}
		p.rows++
		length, ok, err := p.frame(row)
		if err != nil {
			return nil, rec.at("%v", err)
		}
		if !ok {
			continue // NA: PresentMon could not measure this frame
		}
		key := [3]string{field(row, p.app), field(row, p.pid), field(row, p.chain)}
		i, seen := index[key]
		if !seen {
			if len(games) == maxGames {
				return nil, rec.at("%s with more than %d swap chains, the most a capture may hold", p.format, maxGames)
			}
			for k := range key {
				key[k] = strings.Clone(key[k]) // not the whole row's text, which the field is part of
			}
			i = len(games)
			index[key] = i
			games = append(games, &pmGame{game: game{Name: key[0], PID: key[1], SwapChain: key[2]}})
		}
		g := games[i]
		g.Frames++
		g.frames.add(length)
		if p.between >= 0 || p.held >= 0 {
			g.shown.add(p.shown(row))
		}
	}
	return p.capture(games, rec, process)
}

func field(row []string, i int) string {
	if i < 0 {
		return ""
	}
	return row[i]
}

// frame returns a row's frame length, false for NA.
func (p *presentMon) frame(row []string) (time.Duration, bool, error) {
	total := 0.0
	for _, i := range p.length {
		if row[i] == "NA" {
			return 0, false, nil
		}
		ms, err := strconv.ParseFloat(row[i], 64)
		if err != nil || !(ms >= 0 && ms <= float64(maxFrame/time.Millisecond)) {
			return 0, false, refuse("%s %s: want milliseconds, 0 to %d", p.lengthName, clip(row[i]), int64(maxFrame/time.Millisecond))
		}
		total += ms
	}
	if total > float64(maxFrame/time.Millisecond) {
		return 0, false, refuse("%s of %v ms: want at most %d", p.lengthName, total, int64(maxFrame/time.Millisecond))
	}
	return time.Duration(math.Round(total * float64(time.Millisecond))), true, nil
}

// shown returns what a row says of the display: the time since the frame
// shown before (MsBetweenDisplayChange) or the time this one stayed
// (DisplayedTime), 0 for a frame shown whose time is not known, or
// notShown. Where the capture has a Dropped column (1.x, OCAT, FrameView,
// CapFrameX) it says whether the frame was shown (1 or Error: not), and
// the first frame shown has 0.000; elsewhere (2.x) NA marks a frame not
// shown.
func (p *presentMon) shown(row []string) time.Duration {
	col := p.between
	if col < 0 {
		col = p.held
	}
	ms, err := strconv.ParseFloat(row[col], 64)
	known := err == nil && ms > 0 && ms <= float64(maxFrame/time.Millisecond)
	switch {
	case p.dropped >= 0 && row[p.dropped] != "0", p.dropped < 0 && !known:
		return notShown
	case !known:
		return 0
	}
	return time.Duration(math.Round(ms * float64(time.Millisecond)))
}

// capture chooses the game and measures its display.
func (p *presentMon) capture(games []*pmGame, rec *records, process string) (*Capture, error) {
	name := rec.name
	if len(games) == 0 && p.rows > 0 {
		return nil, rec.at("%s: every row (%d) has NA for %s: no frame was measured", p.format, p.rows, p.lengthName)
	}
	if len(games) == 0 {
		return nil, refuse("%s:%d: %s header with no rows after it: the capture holds no frames "+
			"(it stopped before any present, or its filter matched nothing)", name, p.header, p.format)
	}
	list := make([]game, len(games))
	chains := map[[2]string]int{}
	for i, g := range games {
		list[i] = g.game
		chains[[2]string{g.Name, g.PID}]++
	}
	for i, g := range list {
		if chains[[2]string{g.Name, g.PID}] == 1 {
			list[i].SwapChain = "" // the process's only one: nothing to tell apart
		}
	}
	i, err := choose(list, process, name, "process")
	if err != nil {
		return nil, err
	}
	g := games[i]
	c := &Capture{Format: p.format, chosen: &list[i], left: others(list, i), Frames: g.frames.slice()}
	if g.shown.len() > 0 {
		c.Display = display(c.Frames, p.sinceShown(g.shown.slice()))
	}
	return c, nil
}

// sinceShown turns what the rows say of the display into, for each frame,
// the time since the frame shown before it on the display. DisplayedTime
// is the time a frame stayed, so the next frame shown came that long
// after it. A length that runs ahead, from a row's frame to the next's,
// ends where the next row's frame starts: that row's display goes with it.
// It changes shown in place, and returns it.
func (p *presentMon) sinceShown(shown []time.Duration) []time.Duration {
	out := shown
	if p.held >= 0 {
		last := time.Duration(0)
		for i, s := range out {
			if s != notShown {
				out[i], last = last, s
			}
		}
	}
	if p.ahead {
		copy(out, out[1:])
		out[len(out)-1] = notShown
	}
	return out
}
