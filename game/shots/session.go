//go:build !headless

package shots

import (
	"errors"
	"image"
	"io"
	"sync/atomic"
	"tickbox/sim/capture"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/game"
	"tickbox/game/shell"
	"tickbox/game/shots/script"
	"tickbox/game/view"
	"tickbox/render"
	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
	"tickbox/sim/sandbox"
	"tickbox/sim/stop"
)

// session is the ebiten.Game that plays scripts: Ebitengine runs one game
// per process, so every script plays in this one window, each in a fresh
// Game (sandbox, renderer, shooter) on a virtual clock of its own. The
// keyboard is not read: a script's keys are its instructions.
type session struct {
	scenarios []*scenario
	next      int        // the scenario to start when run ends
	run       *scriptRun // the script playing; nil between scripts
	pictures  []picture
	log       io.Writer
	stop      *stop.Request // Ctrl+C, SIGTERM, SIGHUP
	playing   *playing
	err       error
	closed    bool // Close has said why the session ended
}

// playing is the sandbox of the game playing now, which a stop interrupts
// from the signal's goroutine, so that a frame of a day of ticks (frame
// 24h at 1000 Hz, the limits off) hears it between its ticks, not only
// once it ends. One registration with the stop serves the whole session:
// one for each game (every script, every restart) kept the sandbox of
// every game that had finished, its worlds with every ball, alive until
// the process ended.
type playing struct {
	sb   atomic.Pointer[sandbox.Sandbox]
	stop *stop.Request
}

// newPlaying returns what a stop asked of r interrupts.
func newPlaying(r *stop.Request) *playing {
	p := &playing{stop: r}
	r.Then(p.interrupt)
	return p
}

// set makes sb the sandbox a stop interrupts. A stop asked before sb was
// set, which interrupt did not see, interrupts it here.
func (p *playing) set(sb *sandbox.Sandbox) {
	p.sb.Store(sb)
	if p.stop.Asked() {
		sb.Interrupt()
	}
}

// asked reports whether a stop has been asked for.
func (p *playing) asked() bool { return p.stop.Asked() }

// interrupt interrupts the sandbox playing, if any.
func (p *playing) interrupt() {
	if sb := p.sb.Load(); sb != nil {
		sb.Interrupt()
	}
}

// playScenarios plays every scenario in a window, the one Window every
// window of Tickbox runs in, and returns their shots. It must be called on
// the main goroutine, once per process (Ebitengine's rule for RunGame).
func playScenarios(scenarios []*scenario, log io.Writer) ([]picture, error) {
	r := stop.New() // asked by the Window's stop signals, through Interrupt
	s := &session{scenarios: scenarios, log: log, stop: r, playing: newPlaying(r)}
	ebiten.SetVsyncEnabled(false) // the script sets the pace, not the display
	w := &shell.Window{Frames: s, Title: "Tickbox shots", KeepScreen: true,
		Width: render.ScreenWidth / 2, Height: render.ScreenHeight / 2} // the picture is the logical screen, whatever the window
	err := w.Run()
	return s.pictures, err
}

// errStopped ends a session that Ctrl+C, SIGTERM or SIGHUP stopped.
var errStopped = errors.New("stopped before the scripts ended")

// Update ends the session when every script has played, or when a script
// failed.
func (s *session) Update() error {
	switch {
	case s.err != nil:
		return s.err
	case s.done():
		return ebiten.Termination
	}
	return nil
}

// done reports whether every script has played.
func (s *session) done() bool { return s.run == nil && s.next == len(s.scenarios) }

// Restart does nothing: every script plays on a virtual clock of its own,
// which the window's opening does not move.
func (s *session) Restart() {}

// Interrupt stops the game playing between two of its ticks, and every
// game after it as it starts: the Window's stop signals call it.
func (s *session) Interrupt() { s.stop.Ask(nil) }

// Close says why a session ended before its scripts did, once: stopped,
// or the window closed. A session that ended itself (every script played,
// or one failed, which Update returned) closes with nil.
func (s *session) Close() error {
	if s.closed || s.err != nil || s.done() {
		s.closed = true
		return nil
	}
	s.closed = true
	err := s.run.end() // a script cut short saves what it records
	if s.stop.Asked() {
		return errors.Join(errStopped, err)
	}
	return errors.Join(errors.New("the window was closed before the scripts ended"), err)
}

// Draw plays the current script on, starting the next when one ends.
// After a stop it plays nothing: the next Update ends the window.
func (s *session) Draw(screen *ebiten.Image) {
	if s.err != nil || s.done() || s.stop.Asked() {
		return
	}
	if s.run == nil {
		s.run, s.err = startScript(s.scenarios[s.next], screen, s.log, s.playing)
		s.next++
		if s.err != nil {
			return
		}
	}
	var done bool
	if done, s.err = s.run.play(screen, &s.pictures); done {
		s.err = errors.Join(s.err, s.run.end())
		s.run = nil
	}
}

// Layout gives the logical screen of the script playing, or of the one
// about to start: its size line's window laid out as the window's game
// lays out a window of that size, or render.ScreenWidth ×
// render.ScreenHeight. A script's picture never depends on the window the
// shots command happens to have.
func (s *session) Layout(int, int) (int, int) {
	switch {
	case s.run != nil:
		return screenOf(s.run.sc)
	case s.next < len(s.scenarios):
		return screenOf(s.scenarios[s.next])
	}
	return render.ScreenWidth, render.ScreenHeight
}

// screenOf returns the logical screen sc draws.
func screenOf(sc *scenario) (int, int) {
	if sc.script.Width == 0 {
		return render.ScreenWidth, render.ScreenHeight
	}
	return view.Fit(sc.script.Width, sc.script.Height)
}

// scriptRun is one script playing.
type scriptRun struct {
	sc     *scenario
	log    io.Writer // where the game's errors go
	stop   *playing  // interrupts the game's ticks, inside a frame too
	g      *game.Game
	clock  *fixed.VirtualClock
	at     int               // the instruction playing
	left   int               // frames left of a frames instruction; 0 before it begins
	frames instrument.Source // that instruction's frame lengths
}

// scriptEpoch is the date a script's F12 shots are named from: the virtual
// clock's zero, so that their names, and the notice that shows them, are
// the same on every run.
var scriptEpoch = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// startScript starts playing sc: see begin.
func startScript(sc *scenario, screen *ebiten.Image, log io.Writer, stop *playing) (*scriptRun, error) {
	ebiten.SetWindowTitle("Tickbox shots: " + sc.script.Name)
	r := &scriptRun{sc: sc, log: log, stop: stop}
	return r, r.begin(screen)
}

// begin makes a fresh game for the script on a virtual clock of its own
// and runs its first frame, which, as a window's first frame does, lasts
// nothing. A restart instruction begins again, and ends the game before.
func (r *scriptRun) begin(screen *ebiten.Image) error {
	if err := r.end(); err != nil {
		return err
	}
	clock := &fixed.VirtualClock{}
	g, err := game.NewGame(r.sc.opts, clock, r.log)
	if err != nil {
		return err
	}
	g.Scripted(clock, scriptEpoch, "shots")
	r.stop.set(g.Sandbox())
	g.Layout(screenOf(r.sc)) // lay the picture out for the screen Layout gives
	r.g, r.clock, r.left = g, clock, 0
	if r.sc.rec != nil {
		if err := g.Sandbox().Play(r.sc.rec); err != nil {
			return err
		}
	}
	r.frame(screen, 0)
	return nil
}

// end ends the game playing, if any: it closes it, which saves what it
// records, and frees its images at once. Every game of a session but the
// one playing is garbage, and 2,000 restarts left 2,000 games' images
// among Ebitengine's textures until a collection freed them.
func (r *scriptRun) end() error {
	if r == nil || r.g == nil {
		return nil
	}
	g := r.g
	r.g = nil
	g.Deallocate()
	return g.Close()
}

// play plays one Draw's instructions (see playDraw), then shows the
// latest frame. It reports whether the script ended.
func (r *scriptRun) play(screen *ebiten.Image, pictures *[]picture) (bool, error) {
	defer r.show(screen)
	instructions := r.sc.script.Instructions
	err := playDraw(instructions, &r.at, r.stop.asked, func(st *script.Instruction) (played, error) {
		return r.step(screen, st, pictures)
	})
	return r.at == len(instructions), err
}

// step plays st, or the next frame of a frames instruction.
func (r *scriptRun) step(screen *ebiten.Image, st *script.Instruction, pictures *[]picture) (played, error) {
	switch st.Kind {
	case script.Frames:
		return played{done: r.playFrames(screen, st)}, nil
	case script.Frame:
		r.frame(screen, st.Length)
	case script.Do:
		r.g.Sandbox().Do(st.Action)
	case script.Take:
		*pictures = append(*pictures, picture{r.sc, r.sc.script.Shots[st.Shot], r.take(screen)})
		return played{done: true, endDraw: true}, nil // let the window show the shot
	case script.Restart:
		// A new game ends the Draw: Ebitengine runs the drawing a Draw
		// queues (the new game's sprites among it) as the Draw ends, so
		// restarts that shared one held every game's until then.
		return played{done: true, endDraw: true}, r.begin(screen)
	}
	return played{done: true}, nil
}

// playFrames plays the next frame of a frames instruction and reports whether it
// was the instruction's last. Jittery frames are drawn from the world's seed.
func (r *scriptRun) playFrames(screen *ebiten.Image, st *script.Instruction) bool {
	if r.left == 0 {
		// The parser checked the pattern; an error here is a bug.
		f, err := capture.Parse(st.Pattern, r.sc.opts.Loop.World.Seed)
		if err != nil {
			panic("game: a checked frame pattern: " + err.Error())
		}
		r.frames, r.left = f, st.Count
	}
	r.frame(screen, r.frames.Next(r.g.Sandbox().Scene().Stats().Frame.Ticks))
	r.left--
	return r.left == 0
}

// frame plays one frame of length d on the virtual clock, the path the
// window's Draw takes (game.Game.Frame): the frame's ticks, its notices,
// its picture (drawn on the screen only when shown), an F12 shot.
func (r *scriptRun) frame(screen *ebiten.Image, d time.Duration) {
	r.clock.Advance(d)
	if testHookFrame != nil {
		testHookFrame(d)
	}
	r.g.Frame(screen)
}

// testHookFrame, when a test sets it, is called as each frame of length d
// starts: how a stop test knows the script is playing, and inside which
// frame, instead of guessing from the time since the start.
var testHookFrame func(d time.Duration)

// show draws the latest frame on the screen, if it is not there yet: none
// is when a restart failed.
func (r *scriptRun) show(screen *ebiten.Image) {
	if r.g != nil {
		r.g.Show(screen)
	}
}

// take returns a copy of the latest frame's picture.
func (r *scriptRun) take(screen *ebiten.Image) *image.RGBA {
	r.show(screen)
	img := image.NewRGBA(screen.Bounds())
	screen.ReadPixels(img.Pix)
	return img
}
