package lab

import (
	"fmt"
	"io"

	"tickbox/sim/stop"
)

// output is a command's stdout that keeps the first write error, so that a
// report written in many small writes is checked once, at its end: a full
// disk, a closed pipe or a value JSON cannot hold is exit 1, not silence.
type output struct {
	w   io.Writer
	err error
}

func (o *output) Write(p []byte) (int, error) {
	if o.err != nil {
		return 0, o.err
	}
	n, err := o.w.Write(p)
	o.err = err
	return n, err
}

// emit writes a command's result with write and returns code, or, when
// writing it failed, prints why and returns exitFailed. A result whose
// reader went away (stop.IsClosedOutput) is a stop, as Ctrl+C is: it
// returns stop.ExitCode and says nothing, there being no one to tell.
func (c *command) emit(code int, write func(io.Writer) error) int {
	out := &output{w: c.stdout}
	err := write(out)
	if err == nil {
		err = out.err
	}
	if stop.IsClosedOutput(err) {
		return stop.ExitCode
	}
	if err != nil {
		return c.fail(fmt.Errorf("writing the output: %w", err))
	}
	return code
}

// asText adapts a writer of text, which checks nothing itself, for emit.
func asText(write func(io.Writer)) func(io.Writer) error {
	return func(w io.Writer) error { write(w); return nil }
}
