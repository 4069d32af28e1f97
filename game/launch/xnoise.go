//go:build !headless

package launch

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"syscall"
)

// The X11 binding Ebitengine asks about monitors through (github.com/
// jezek/xgb) logs two lines each time it connects where there is no
// ~/.Xauthority, as on every Xvfb and in most containers: that it could
// not read the file, and that it tries without. It then connects, so they
// are only noise, 4 at every window's start. On Linux the launcher passes
// the window build's standard error through dropX11Noise (start).

// dropX11Noise copies r to w line by line, each line as soon as it is
// whole, but for xgb's two lines about an absent authority file.
func dropX11Noise(r io.Reader, w io.Writer) error {
	in := bufio.NewReader(r)
	absent := false // the line before said the authority file is absent
	for {
		line, err := in.ReadBytes('\n')
		switch {
		case bytes.HasPrefix(line, []byte("XGB: ")) && bytes.Contains(line, []byte("Could not get authority info: ")) &&
			bytes.Contains(line, []byte(syscall.ENOENT.Error())):
			absent = true
		case absent && bytes.HasPrefix(line, []byte("XGB: ")) && bytes.Contains(line, []byte("Trying connection without authority info")):
			absent = false
		default:
			absent = false
			if _, werr := w.Write(line); werr != nil {
				return werr
			}
		}
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
	}
}
