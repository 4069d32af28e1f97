package main

import (
	"bytes"
	"io"
	"strings"
	"testing"
)

// tickbox -h names each window and the command that opens it: play the
// sandbox's, peers the peers' (whose headless twin is net).
func TestHelpNamesTheWindows(t *testing.T) {
	var out bytes.Buffer
	if code := dispatch([]string{"-h"}, &out, io.Discard); code != 0 {
		t.Fatalf("tickbox -h: exit %d; want 0", code)
	}
	for _, want := range []string{"\n  play     open the sandbox window", "\n  peers    open the peers window", "\n  net      peers over a simulated link, headless"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("tickbox -h does not say %q:\n%s", want, out.String())
		}
	}
}
