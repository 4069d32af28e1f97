//go:build !headless

package render

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"path/filepath"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/sim/disk"
)

// Shooter takes screenshots: it copies the screen's pixels in Draw, where
// they are complete, and encodes and writes the PNG on another goroutine,
// so that a shot costs the frame a copy, not a compression. The sandbox's
// window (F12) and the dev layer of any game (F12) take theirs with one.
type Shooter struct {
	dir     string
	shown   string // how the notice names dir
	results chan shotResult
	now     func() time.Time // the time a shot's name gives
	// wait makes Take write the shot before it returns, so that the notice
	// shows in the very next frame: a script's pictures must not depend on
	// when a goroutine finishes.
	wait bool
}

type shotResult struct {
	path string
	err  error
}

// NewShooter returns a shooter that saves into dir, naming shots by the
// wall clock.
func NewShooter(dir string) *Shooter {
	return &Shooter{dir: dir, shown: dir, results: make(chan shotResult, 8), now: time.Now}
}

// Script readies s for a script: shots are named by now, written before
// Take returns, and the notice names the folder as shown.
func (s *Shooter) Script(now func() time.Time, shown string) {
	s.now, s.wait, s.shown = now, true, shown
}

// Now returns the time a shot taken now is named by.
func (s *Shooter) Now() time.Time { return s.now() }

// Take copies screen, whatever is drawn on it, and writes it as name in
// the background, as the window shows it: over black.
func (s *Shooter) Take(screen *ebiten.Image, name string) {
	img := image.NewRGBA(screen.Bounds())
	screen.ReadPixels(img.Pix)
	// Put the pixels over black, as an opaque window shows them: a game
	// leaves its screen transparent where it draws nothing (the screen is
	// cleared to transparent black each frame) and the dev layer's veils
	// are see-through, which a PNG would keep, and a viewer show over
	// white. The pixels are premultiplied, so over black each keeps its
	// colour and becomes opaque. (Ebitengine's own screenshot key does the
	// same for a window that is not transparent.)
	for i := 3; i < len(img.Pix); i += 4 {
		img.Pix[i] = 0xff
	}
	write := func() { s.results <- writePNG(s.dir, name, img) }
	if s.wait {
		write()
		return
	}
	go write()
}

// Result returns what the latest finished shot came to, if one has
// finished since the last call: the notice that says where it was saved,
// or the error that stopped it.
func (s *Shooter) Result() (notice string, err error, ok bool) {
	select {
	case res := <-s.results:
		if res.err != nil {
			return "", res.err, true
		}
		return fmt.Sprintf("saved %q", filepath.Join(s.shown, filepath.Base(res.path))), nil, true // as R says where it saved
	default:
		return "", nil, false
	}
}

// writePNG writes img as a PNG named name in dir, creating dir if needed,
// through the one save path (disk.Save), so that the shot either appears
// whole or not at all, and only as a regular file. It returns its path,
// or the error that stopped it.
func writePNG(dir, name string, img image.Image) shotResult {
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return shotResult{err: fmt.Errorf("screenshot %s: %w", name, err)}
	}
	path := filepath.Join(dir, name)
	if err := disk.MkdirAll(dir); err != nil {
		return shotResult{err: fmt.Errorf("screenshot: %w", err)}
	}
	if err := disk.Save(path, buf.Bytes()); err != nil {
		return shotResult{err: fmt.Errorf("screenshot: %w", err)}
	}
	return shotResult{path: path}
}
