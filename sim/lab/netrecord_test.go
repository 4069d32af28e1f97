package lab_test

import (
	"bytes"
	"encoding/json"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tickbox/sim/lab"
)

// Two processes over UDP, player 1 recording with -record: replay
// -verify passes on its file, which plays every tick to the fingerprint
// of one process of both bots' inputs; player 2, not recording, agrees.
// In each mode: lockstep holds no saved state, rollback reports from its
// ring (over a link of 30 ms and 5 % lost: lockstep waits on each tick's
// round trip, and would take 20 s).
func TestNetRecordsOverUDP(t *testing.T) {
	for _, mode := range []string{"rollback", "lockstep"} {
		t.Run(mode, func(t *testing.T) {
			t.Parallel()
			recordOverUDP(t, mode)
		})
	}
}

func recordOverUDP(t *testing.T, mode string) {
	const ticks = 300
	file := filepath.Join(t.TempDir(), "net.tape")
	args := []string{"-mode", mode, "-ticks", "300", "-json"}
	if mode == "rollback" {
		args = append(args, "-link-delay", "30ms", "-loss", "0.05")
	}
	ps := runPair(t, "127.0.0.1", time.Minute, [2][]string{append([]string{"-record", file}, args...), args})
	for _, p := range ps {
		if r := p.report(t); p.code != 0 || !r.Agreed {
			t.Fatalf("player %d: exit %d, agreed %v; stderr %q", p.player, p.code, r.Agreed, p.stderr.String())
		}
	}
	if !strings.Contains(ps[0].stderr.String(), "recorded 300 ticks to") {
		t.Errorf("player 1 did not say it recorded 300 ticks; stderr %q", ps[0].stderr.String())
	}
	var out bytes.Buffer
	if code := lab.Replay([]string{"-verify", "-json", file}, &out, io.Discard); code != 0 {
		t.Fatalf("replay -verify: exit %d; stdout %q", code, out.String())
	}
	var rep struct {
		Ticks       int64  `json:"ticks"`
		Fingerprint string `json:"fingerprint"`
		OK          *bool  `json:"ok"`
	}
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	if want := oneProcess(t, ticks); rep.Ticks != ticks || rep.Fingerprint != want || rep.OK == nil || !*rep.OK {
		t.Errorf("replay -verify of the recording: %d ticks at %s, ok %v; want %d ticks at %s (one process), ok", rep.Ticks, rep.Fingerprint, rep.OK != nil && *rep.OK, ticks, want)
	}
}

// -record without -listen is a usage error naming both: net records over
// UDP only.
func TestNetRecordNeedsUDP(t *testing.T) {
	var stderr bytes.Buffer
	code := lab.Net([]string{"-record", filepath.Join(t.TempDir(), "x.tape"), "-ticks", "60"}, io.Discard, &stderr)
	if code != 2 || !strings.Contains(stderr.String(), "-record without -listen") {
		t.Errorf("exit %d, stderr %q; want exit 2 naming -record and -listen", code, stderr.String())
	}
}
