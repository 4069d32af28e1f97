package fixed

import "fmt"

// Notice is something the loop's recording or playback did that the
// player should hear of: where a recording was saved, that an autosave
// failed, that a playback went wrong. A game with notices of its own (a
// line below the picture) takes them through Tape.OnNotice; without it
// those marked Log go to Options.Log.
type Notice struct {
	Text string
	// Log says the message is worth keeping after it fades: a saved file's
	// path, an error, a desync.
	Log bool
	// Err says it reports a failure (a save that failed, a desync), to be
	// shown in the colour of an error.
	Err bool
	// Minor says it may give way: a window shows it only while no other
	// notice shows, so that one that comes often (the sandbox's landing,
	// every jump) never covers where a recording went or a desync.
	Minor bool
}

// OnNotice makes f take the notices from now on, instead of Options.Log:
// for a game that shows notices of its own. nil gives them back to Log.
func (tp Tape[I]) OnNotice(f func(Notice)) {
	l := tp.l
	l.notify = f
}

// note tells a notice: to OnNotice's function, or, if it is worth
// keeping, to the log.
func (l *Loop[I]) note(n Notice) {
	switch {
	case l.notify != nil:
		l.notify(n)
	case n.Log:
		fmt.Fprintf(l.log, "fixed: %s\n", n.Text)
	}
}

// tell tells what went right, worth keeping.
func (l *Loop[I]) tell(text string) { l.note(Notice{Text: text, Log: true}) }

// warn tells a failure.
func (l *Loop[I]) warn(text string) { l.note(Notice{Text: text, Log: true, Err: true}) }
