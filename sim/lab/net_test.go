package lab_test

import (
	"encoding/json"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"tickbox/sim/lab"
	"tickbox/sim/tape"
)

type netJSON struct {
	Peers []struct {
		Ticks       int64  `json:"ticks"`
		Rollbacks   int64  `json:"rollbacks"`
		Stalls      int64  `json:"stalls"`
		Fingerprint string `json:"fingerprint"`
	} `json:"peers"`
	Local  string `json:"local_fingerprint"`
	Agreed bool   `json:"agreed"`
	Desync *struct {
		Checkpoint int64  `json:"checkpoint_tick"`
		Tick       int64  `json:"first_divergent_tick"`
		Differs    string `json:"differs"`
	} `json:"desync"`
}

func netRun(t *testing.T, args ...string) netJSON {
	t.Helper()
	var r netJSON
	if err := json.Unmarshal([]byte(mustCall(t, lab.Net, append(args, "-json")...)), &r); err != nil {
		t.Fatal(err)
	}
	return r
}

// Every mode over a bad link ends where a local run does, and says so;
// rollback rolls back, lockstep stalls.
func TestNetAgrees(t *testing.T) {
	link := []string{"-ticks", "900", "-link-delay", "80ms", "-jitter", "40ms", "-loss", "0.2", "-reorder", "0.1", "-peers", "3"}
	for _, mode := range []string{"lockstep", "delay", "rollback"} {
		r := netRun(t, append(link, "-mode", mode)...)
		if !r.Agreed || r.Desync != nil || len(r.Peers) != 3 {
			t.Fatalf("%s: %+v; want three peers agreeing", mode, r)
		}
		for _, p := range r.Peers {
			if p.Fingerprint != r.Local || p.Ticks != 900 {
				t.Errorf("%s: peer %+v, local %s", mode, p, r.Local)
			}
			if mode == "rollback" && p.Rollbacks == 0 || mode == "lockstep" && p.Stalls == 0 {
				t.Errorf("%s: peer %+v: want rollbacks in rollback, stalls in lockstep", mode, p)
			}
		}
	}
}

// The lesson's scenario: peer 2 runs the GCC-style twin, the peers
// disagree at the first checkpoint after tick 36, and the lab names tick
// 36 and what differs there, as tickbox desync does.
func TestNetNamesTheTwinsTick(t *testing.T) {
	r := netRun(t, "-twin", "gcc", "-link-delay", "50ms", "-loss", "0.1", "-ticks", "600", "-every", "30")
	if r.Agreed || r.Desync == nil || r.Desync.Checkpoint != 60 || r.Desync.Tick != 36 || !strings.Contains(r.Desync.Differs, "ball 1's vy") {
		t.Fatalf("%+v (desync %+v); want a desync at checkpoint 60, first divergent tick 36, ball 1's vy", r, r.Desync)
	}
	if r.Peers[0].Fingerprint != r.Local || r.Peers[1].Fingerprint == r.Local {
		t.Errorf("peer 1 %s, peer 2 %s, local %s: want peer 1 alone at the local run's", r.Peers[0].Fingerprint, r.Peers[1].Fingerprint, r.Local)
	}
}

// Where the twin's ball 1 parts, only its vy differs, by less than a
// femtometre a second: the distance is told in a unit that shows it, not
// as "0 m apart".
func TestNetTellsAGapBelowAMetre(t *testing.T) {
	r := netRun(t, "-twin", "gcc", "-ticks", "120", "-every", "60")
	if r.Desync == nil || !strings.Contains(r.Desync.Differs, "in the same place, 0.888 fm/s apart in velocity") {
		t.Fatalf("desync %+v: want ball 1 in the same place, 0.888 fm/s apart in velocity", r.Desync)
	}
}

// A bad flag is named with its value and its rule.
func TestNetUsageErrors(t *testing.T) {
	for _, tt := range []struct{ args, want string }{
		{"-peers 1", "-peers 1: must be 2 to 8"},
		{"-mode swap", `-mode "swap": must be lockstep, delay or rollback`},
		{"-mode lockstep -delay 2", "-delay 2: lockstep sends each input for the tick it is read at: use mode delay"},
		{"-mode delay -delay 0", "-delay 0: mode delay needs 1 tick or more"},
		{"-mode delay -window 4", "-window with -mode delay: only rollback predicts"},
		{"-window 0", "-window 0: must be 1 to 60 ticks"},
		{"-every 0", "-every 0: must be 1 to 3600 ticks"},
		{"-loss 1", "-loss 1: must be 0 to 0.9"},
		{"-reorder 2", "-reorder 2: must be 0 to 1"},
		{"-link-delay 11s", "-link-delay 11s: must be 0 to 10s"},
		{"-balls 10001", "-balls 10001: must be 1 to 10000 for net"},
		{"-balls 0", "-balls 0: must be 1 to 10000 for net: every peer keeps"}, // it stated the world's 1 to 1000000
		{"-twin strict", `-twin "strict": must be clang or gcc`},
		{"-ticks 0", "-ticks 0: must be 1 to 10000000: net's runs are bounded"},
	} {
		_, errOut, code := call(t, lab.Net, strings.Fields(tt.args)...)
		if code != 2 || !strings.Contains(errOut, "tickbox net: "+tt.want) {
			t.Errorf("net %s: exit %d, %q; want exit 2 and %q", tt.args, code, errOut, tt.want)
		}
	}
}

// With -replay, player 1 plays a recording: its world and its inputs,
// which change the game (against bots alone), and every peer agrees.
func TestNetPlaysARecording(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.tbr")
	mustCall(t, lab.Run, "-inputs", "7", "-ticks", "600", "-balls", "5", "-record", path)
	rec := netRun(t, "-replay", path, "-link-delay", "50ms", "-loss", "0.1")
	bots := netRun(t, "-ticks", "600", "-balls", "5", "-link-delay", "50ms", "-loss", "0.1")
	if !rec.Agreed || rec.Peers[0].Ticks != 600 || rec.Local == bots.Local {
		t.Errorf("-replay: %+v; bots alone %+v: want 600 ticks agreeing, another game than the bots'", rec, bots)
	}
	_, errOut, code := call(t, lab.Net, "-replay", filepath.Join(t.TempDir(), "none.tbr"))
	if code != 1 || !strings.Contains(errOut, "tickbox net: -replay ") {
		t.Errorf("-replay of no file: exit %d, %q; want exit 1 naming -replay", code, errOut)
	}
}

// -check-distance runs the synctest: the world passes it, at the local
// run's fingerprint.
func TestNetSyncTest(t *testing.T) {
	out := mustCall(t, lab.Net, "-check-distance", "8", "-ticks", "600", "-peers", "3")
	r := netRun(t, "-ticks", "600", "-peers", "3")
	if !strings.Contains(out, "600 ticks, each run again from 8 ticks back: every fingerprint the same ("+r.Local+")") {
		t.Errorf("net -check-distance 8: %q; want a pass at %s", out, r.Local)
	}
	for _, args := range [][]string{{"-check-distance", "0"}, {"-check-distance", "61"}, {"-check-distance", "4", "-twin", "gcc"}} {
		if _, errOut, code := call(t, lab.Net, args...); code != 2 || !strings.Contains(errOut, "-check-distance") {
			t.Errorf("net %v: exit %d, %q; want exit 2 naming -check-distance", args, code, errOut)
		}
	}
}

// net -replay holds what it plays, not a slot for every tick the recording
// names: a valid recording of no events whose final tick is 2×10^8 (a
// 450 KB file) had it allocate 600 MB before it played 600 ticks, and one
// whose final tick is 10^10 ended it out of memory.
func TestNetReplayMemoryIsWhatItPlays(t *testing.T) {
	path := bomb(t, 0, 200_000_000, tape.MaxEvery)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	r := netRun(t, "-replay", path, "-ticks", "600")
	runtime.ReadMemStats(&after)
	const most = 32 << 20 // about 1 MB: the file, the session; room for the runtime and -race
	got := after.TotalAlloc - before.TotalAlloc
	t.Logf("%d KB allocated", got>>10)
	if got > most || !r.Agreed {
		t.Errorf("net -replay of a recording to tick 2×10^8, 600 ticks played: %d MB allocated, agreed %v; want under %d MB, agreed",
			got>>20, r.Agreed, most>>20)
	}
}

// A recording longer than net plays is refused, naming the limit and how
// to play its first part; it was played to 10^7 ticks and "All agreed"
// said of the whole.
func TestNetRefusesARecordingPastItsLimit(t *testing.T) {
	path := bomb(t, 0, 200_000_000, tape.MaxEvery)
	_, errOut, code := call(t, lab.Net, "-replay", path)
	want := "the recording runs 200000000 ticks, more than net plays (10000000, the most -ticks allows): give -ticks 10000000 to play its first 10000000"
	if code != 1 || !strings.Contains(errOut, want) {
		t.Errorf("net -replay of 2×10^8 ticks: exit %d, %q; want exit 1 and %q", code, errOut, want)
	}
}

// A stagger is a setting: 8 peers staggered 9 s, the last starting 63 s
// late, play to the end and agree. A fixed minute without progress failed
// them with "nothing confirmed ... for 1m0s", naming no flag, -json
// printing nothing.
func TestNetWaitsForTheLastStaggeredPeer(t *testing.T) {
	r := netRun(t, "-peers", "8", "-stagger", "9s", "-ticks", "60")
	if !r.Agreed || len(r.Peers) != 8 || r.Peers[7].Ticks != 60 {
		t.Errorf("net -peers 8 -stagger 9s: %+v; want 8 peers agreeing after 60 ticks", r)
	}
}
