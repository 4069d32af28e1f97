//go:build !headless

package game

import (
	"fmt"
	"image"
	"io"
	"path/filepath"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/render"
	"tickbox/sim/sandbox"
)

// noticeTime is how long the overlay shows a screenshot's path or error.
const noticeTime = 2 * time.Second

// shooter takes screenshots: it copies the screen's pixels in Draw, where
// they are complete, and encodes and writes the PNG on another goroutine,
// so that a shot costs the frame a copy, not a compression.
type shooter struct {
	dir     string
	shown   string // how the notice names dir
	results chan shotResult
	log     io.Writer
	now     func() time.Time // the time a shot's name gives
	// wait makes take write the shot before it returns, so that the notice
	// shows in the very next frame: a script's pictures must not depend on
	// when a goroutine finishes.
	wait bool
}

type shotResult struct {
	path string
	err  error
}

func newShooter(dir string, log io.Writer) *shooter {
	return &shooter{dir: dir, shown: dir, results: make(chan shotResult, 8), log: log, now: time.Now}
}

// take copies screen, overlay included, and writes it in the background.
func (s *shooter) take(screen *ebiten.Image, sc sandbox.Scene) {
	b := screen.Bounds()
	img := image.NewRGBA(b)
	screen.ReadPixels(img.Pix)
	name := shotName(s.now(), sc.World().Tick, sc.Mode())
	write := func() {
		path, err := writePNG(s.dir, name, img)
		s.results <- shotResult{path, err}
	}
	if s.wait {
		write()
		return
	}
	go write()
}

// report shows the latest finished shot in the overlay, and logs errors;
// the game goes on either way.
func (s *shooter) report(r *render.Renderer, now time.Duration) {
	select {
	case res := <-s.results:
		if res.err != nil {
			r.Notice(res.err.Error(), now+noticeTime, true)
			io.WriteString(s.log, "tickbox: "+res.err.Error()+"\n")
			return
		}
		r.Notice(fmt.Sprintf("saved %q", filepath.Join(s.shown, filepath.Base(res.path))), now+noticeTime, false) // as R says where it saved
	default:
	}
}
