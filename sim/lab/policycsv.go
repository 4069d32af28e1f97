package lab

import (
	"bufio"
	"errors"
	"fmt"
	"path/filepath"
	"time"

	"tickbox/sim/disk"
	"tickbox/sim/instrument"
	"tickbox/sim/sched"
)

// presentMonHeader names the columns of -presentmon's files with
// PresentMon's names where one applies (1.x's TimeInSeconds, 2.x's
// MsAnimationError and AnimationTime), so that frame-time tools plot them:
// MsBetweenPresents is the frame as the game's clock read it,
// MsBetweenDisplayChange as the display showed it, MsAnimationError the
// drawn game time's change minus the display's, AnimationTime the drawn
// game time. Ticks and Alpha are Tickbox's own.
const presentMonHeader = "Application,ProcessID,PresentMode,TimeInSeconds,MsBetweenPresents," +
	"MsBetweenDisplayChange,MsAnimationError,AnimationTime,Ticks,Alpha\n"

// presentMonWriter writes one policy's frames as a PresentMon CSV, through
// the one save path: the file appears whole when it is closed.
type presentMonWriter struct {
	file   *disk.File
	w      *bufio.Writer
	name   string
	time   time.Duration
	asRead time.Duration // the latest frame as read
}

// newPresentMonWriter starts the save of dir/NAME.csv.
func newPresentMonWriter(dir, name string) (*presentMonWriter, error) {
	f, err := disk.Create(filepath.Join(dir, name+".csv"))
	if err != nil {
		return nil, err
	}
	p := &presentMonWriter{file: f, w: bufio.NewWriter(f), name: "tickbox-" + name}
	p.w.WriteString(presentMonHeader)
	return p, nil
}

// read notes the frame's length as read, before the frame is recorded.
func (p *presentMonWriter) read(e time.Duration) { p.asRead = e }

// frame writes a row for a frame that ran f and really lasted real.
func (p *presentMonWriter) frame(f sched.Frame, real time.Duration, errMs, animation float64) {
	p.time += real
	fmt.Fprintf(p.w, "%s,0,Simulated,%.9f,%.6f,%.6f,%.6f,%.6f,%d,%.6f\n", p.name, p.time.Seconds(),
		ms(p.asRead), ms(real), errMs, animation*1000, f.Ticks, instrument.ShownAlpha(f.Alpha, 6))
}

// close flushes the file and puts it in place; after a failure, or with
// keep false (the policy failed), the file is left out.
func (p *presentMonWriter) close(keep bool) error {
	if err := p.w.Flush(); err != nil || !keep {
		return errors.Join(err, p.file.Close())
	}
	return p.file.Commit()
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
