package script

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"regexp"
	"strconv"
	"strings"
	"tickbox/sim/capture"
	"time"

	"tickbox/sim/instrument"
	"tickbox/sim/sandbox"
	"tickbox/sim/sched"
)

// Error is a mistake in a script: the script, the line and the instruction as
// written, and what is wrong with it. Line is 0 for a mistake in the
// script as a whole (no shot at all).
type Error struct {
	Script      string
	Line        int
	Instruction string
	Err         error
}

// Error names the script and the line, and shows the step quoted (%q), so
// that a script's bytes never reach a terminal raw. The script's name is
// quoted too when it holds anything a terminal could act on.
func (e *Error) Error() string {
	name := e.Script
	if q := strconv.Quote(name); q[1:len(q)-1] != name {
		name = q
	}
	if e.Line == 0 {
		return fmt.Sprintf("%s: %v", name, e.Err)
	}
	return fmt.Sprintf("%s:%d: %q: %v", name, e.Line, e.Instruction, e.Err)
}

func (e *Error) Unwrap() error { return e.Err }

// Parse reads the script called name (its file name, which names its
// errors and, less its extension, the script) from r, at most MaxSize
// bytes, in one pass: its work and memory grow linearly with the script.
// It returns the first mistake as an *Error.
func Parse(name string, r io.Reader) (*Script, error) {
	p := &parser{s: &Script{Name: strings.TrimSuffix(path.Base(name), path.Ext(name))}, attach: -1, shots: map[string]int{}}
	limited := &io.LimitedReader{R: r, N: MaxSize + 1}
	sc := bufio.NewScanner(limited)
	sc.Buffer(nil, maxLine+len("\r\n")) // a line and its ending
	for sc.Scan() {
		if limited.N == 0 {
			return nil, &Error{Script: name, Err: fmt.Errorf("larger than %d bytes, the most a script may be", MaxSize)}
		}
		p.line++
		text := stripComment(sc.Text())
		if text == "" {
			continue
		}
		if err := p.instruction(text); err != nil {
			return nil, &Error{Script: name, Line: p.line, Instruction: text, Err: err}
		}
	}
	if err := sc.Err(); errors.Is(err, bufio.ErrTooLong) {
		return nil, &Error{Script: name, Line: p.line + 1, Instruction: fmt.Sprintf("(a line of more than %d bytes)", maxLine),
			Err: fmt.Errorf("a script's line may be at most %d bytes", maxLine)}
	} else if err != nil {
		return nil, &Error{Script: name, Line: p.line + 1, Instruction: "(reading)", Err: err}
	}
	if len(p.s.Shots) == 0 {
		return nil, &Error{Script: name, Err: errors.New("no shot: a script takes at least one (shot NAME)")}
	}
	if p.s.Title == "" {
		p.s.Title = p.s.Name
	}
	p.s.About = strings.Join(p.about, " ")
	return p.s, nil
}

// stripComment removes a comment (# at the start, or after a space or a
// tab) and the spaces around what is left.
func stripComment(line string) string {
	if i := strings.Index(line, "#"); i == 0 {
		return ""
	}
	for _, sep := range []string{" #", "\t#"} {
		if i := strings.Index(line, sep); i >= 0 {
			line = line[:i]
		}
	}
	return strings.TrimSpace(line)
}

// parser holds what reading a script needs between lines.
type parser struct {
	s       *Script
	line    int
	started bool           // a frame, key or shot instruction has come: flags and replay may not
	attach  int            // the shot that caption and look lines describe; -1 if none
	about   []string       // the about lines, joined once at the end
	shots   map[string]int // the line of each shot's name, to refuse a second
	frames  int            // the frames of every frames and frame instruction so far
}

// instruction reads one line.
func (p *parser) instruction(text string) error {
	word, rest := text, ""
	if i := strings.IndexAny(text, " \t"); i >= 0 {
		word, rest = text[:i], strings.TrimSpace(text[i:])
	}
	attach := p.attach
	p.attach = -1
	switch word {
	case "title", "about", "caption", "look":
		return p.text(word, rest, attach)
	case "flags", "replay", "size":
		return p.setup(word, rest)
	case "frames", "frame", "key", "do", "shot", "restart":
		p.started = true
		return p.action(word, rest)
	}
	return fmt.Errorf("no instruction %q (the instructions: title, about, flags, replay, size, frames, frame, key, do, shot, caption, look, restart)", word)
}

// text reads the lines that describe the script and its shots.
func (p *parser) text(word, rest string, attach int) error {
	if rest == "" {
		return fmt.Errorf("%s needs some text", word)
	}
	switch word {
	case "title":
		if p.s.Title != "" {
			return errors.New("a second title: a script has one")
		}
		p.s.Title = rest
		return nil
	case "about":
		p.about = append(p.about, rest) // joined at the end: adding here is quadratic
		return nil
	}
	if attach < 0 {
		return fmt.Errorf("%s describes a shot: put it right after the shot line", word)
	}
	p.attach = attach
	shot := &p.s.Shots[attach]
	if word == "look" {
		shot.Look = append(shot.Look, rest)
		return nil
	}
	if shot.Caption != "" {
		return fmt.Errorf("a second caption for shot %s: a shot has one", shot.Name)
	}
	shot.Caption = rest
	return nil
}

// setup reads the lines that say how the sandbox starts.
func (p *parser) setup(word, rest string) error {
	if p.started {
		return fmt.Errorf("%s must come before the first frame, key or shot instruction", word)
	}
	if word == "size" {
		return p.size(rest)
	}
	if word == "flags" {
		if rest == "" {
			return errors.New("flags needs the play command's flags, e.g. flags -fps-cap 144")
		}
		if p.s.FlagsLine == 0 {
			p.s.FlagsLine = p.line
		}
		p.s.Flags = append(p.s.Flags, strings.Fields(rest)...)
		return nil
	}
	switch {
	case p.s.Replay != "":
		return errors.New("a second replay: a script plays one recording")
	case rest == "" || strings.ContainsAny(rest, " \t"):
		return errors.New("replay needs one file name, e.g. replay session.tbr")
	case !fs.ValidPath(rest):
		// The recording is read from the script's folder (os.DirFS),
		// which takes only such names: "/abs/x.tbr" and "../x.tbr" were
		// refused with the file system's own words, naming no rule.
		return fmt.Errorf("replay %q: want a name relative to the script's folder, inside it (no leading /, no . or .. parts), e.g. replay session.tbr", rest)
	}
	p.s.Replay, p.s.ReplayLine = rest, p.line
	return nil
}

// size reads a size line: the window's width and height, as 800x900.
func (p *parser) size(rest string) error {
	w, h, ok := strings.Cut(rest, "x")
	width, err1 := strconv.Atoi(w)
	height, err2 := strconv.Atoi(h)
	switch {
	case p.s.Width != 0:
		return errors.New("a second size: a script has one")
	case !ok || err1 != nil || err2 != nil || width < minWindow || height < minWindow || width > maxWindow || height > maxWindow:
		return fmt.Errorf("size %q: want WIDTHxHEIGHT, each %d to %d pixels, e.g. size 800x900", rest, minWindow, maxWindow)
	}
	p.s.Width, p.s.Height = width, height
	return nil
}

// action reads the instructions that make frames, press keys and take shots.
func (p *parser) action(word, rest string) error {
	instruction := Instruction{Line: p.line}
	var err error
	switch word {
	case "frames":
		instruction.Kind = Frames
		instruction.Pattern, instruction.Count, err = parseFrames(rest)
	case "frame":
		instruction.Kind = Frame
		instruction.Length, err = parseLength(rest)
	case "key":
		instruction.Kind = Do
		instruction.Action, err = keyAction(rest)
	case "do":
		instruction.Kind = Do
		instruction.Action, err = namedAction(rest)
	case "shot":
		instruction.Kind = Take
		instruction.Shot, err = p.shot(rest)
	case "restart":
		instruction.Kind = Restart
		if rest != "" {
			err = errors.New("restart takes nothing after it")
		}
	}
	if err != nil {
		return err
	}
	if err := p.count(instruction); err != nil {
		return err
	}
	p.s.Instructions = append(p.s.Instructions, instruction)
	return nil
}

// count adds an instruction's frames to the script's, which maxFrames
// bounds: a restart's too, the first frame of its new game.
func (p *parser) count(in Instruction) error {
	switch in.Kind {
	case Frames:
		p.frames += in.Count
	case Frame, Restart:
		p.frames++
	}
	if p.frames > maxFrames {
		return fmt.Errorf("the script's frames come to more than %d frames with this line, the most a script may play", maxFrames)
	}
	return nil
}

// parseFrames reads "RATE x COUNT".
func parseFrames(rest string) (string, int, error) {
	f := strings.Fields(rest)
	if len(f) != 3 || f[1] != "x" {
		return "", 0, errors.New("want frames PATTERN x COUNT, e.g. frames 144 x 30 or frames jitter x 60")
	}
	if !capture.IsJitter(f[0]) && !ratePattern.MatchString(f[0]) {
		return "", 0, fmt.Errorf("frame pattern %q: want a frame rate (30, 144, 59.94) or jitter", f[0])
	}
	if _, err := capture.Parse(f[0], 0); err != nil {
		return "", 0, err
	}
	n, err := strconv.Atoi(f[2])
	if err != nil || n < 1 || n > maxCount {
		return "", 0, fmt.Errorf("count %q: must be 1 to %d frames", f[2], maxCount)
	}
	return f[0], n, nil
}

// ratePattern is a frame rate as the lab writes one: a decimal number.
var ratePattern = regexp.MustCompile(`^[0-9]+(\.[0-9]{1,6})?$`)

// parseLength reads a frame's length, a Go duration such as 250ms.
func parseLength(rest string) (time.Duration, error) {
	d, err := time.ParseDuration(rest)
	if err != nil || d < 0 || d > sched.MaxElapsed {
		return 0, fmt.Errorf("frame length %q: want a duration from 0 to %v, e.g. 250ms", rest, sched.MaxElapsed)
	}
	return d, nil
}

// keyAction returns the action of a key, named as F1 labels it ("Space",
// "Shift+H", "+", "Esc") or as Ebitengine names it ("ArrowLeft", "Equal").
func keyAction(name string) (instrument.Action, error) {
	for _, b := range sandbox.Keys() {
		if b.Label == name {
			return scriptable(b.Action)
		}
	}
	key, shift := name, false
	if k, ok := strings.CutPrefix(name, "Shift+"); ok {
		key, shift = k, true
	}
	if a, ok := sandbox.Lookup(key, shift); ok {
		return scriptable(a)
	}
	return "", fmt.Errorf("no key %q in the key table (as F1 names them: Space, K, Left, B, I, V, H, Shift+H, ...)", name)
}

// namedAction returns the action called name.
func namedAction(name string) (instrument.Action, error) {
	a, err := sandbox.ActionByName(name)
	if err != nil {
		return "", err
	}
	return scriptable(a)
}

// scriptable refuses the one action a script cannot take.
func scriptable(a instrument.Action) (instrument.Action, error) {
	if a == sandbox.Quit {
		return "", errors.New("quit would end the window; a script ends after its last instruction")
	}
	return a, nil
}

// shot adds a shot called name and returns its index.
func (p *parser) shot(name string) (int, error) {
	if !shotName.MatchString(name) || len(name) > maxNameLength {
		return 0, fmt.Errorf("shot name %q: want 1 to %d of a-z, 0-9 and -, starting with a letter or digit (it names a file)", name, maxNameLength)
	}
	if line, ok := p.shots[name]; ok {
		return 0, fmt.Errorf("shot %s is taken already, on line %d", name, line)
	}
	p.shots[name] = p.line
	p.s.Shots = append(p.s.Shots, Shot{Name: name, Line: p.line})
	p.attach = len(p.s.Shots) - 1
	return p.attach, nil
}

var shotName = regexp.MustCompile(`^[a-z0-9][a-z0-9-]*$`)
