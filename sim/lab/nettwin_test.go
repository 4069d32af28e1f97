package lab_test

import (
	"encoding/json"
	"path/filepath"
	"testing"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/lab"
	"tickbox/sim/simtest"
	"tickbox/sim/tape"
)

// firstParting is the first tick after which the strict build and gcc's
// part on both bots' inputs, found here by running both.
func firstParting(t *testing.T, ticks int64) int64 {
	t.Helper()
	cfg := bounce.DefaultConfig()
	strict, err := bounce.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Build, err = bounce.ParseBuild("gcc"); err != nil {
		t.Fatal(err)
	}
	twin, err := bounce.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	bots := []*simtest.Bot{simtest.NewBot(1, cfg.Rate), simtest.NewBot(2, cfg.Rate)}
	for tick := range ticks {
		in := bots[0].Input(tick).Merge(bots[1].Input(tick))
		strict.Step(in)
		twin.Step(in)
		if strict.Fingerprint() != twin.Fingerprint() {
			return tick
		}
	}
	t.Fatalf("the builds never part in %d ticks", ticks)
	return 0
}

// -twin makes one machine's peer the twin build (gcc's multiply-adds):
// both processes exit 1, each naming the first checkpoint that differs
// (the first after the builds part), and the twin's the first tick they
// part, as net in one process does.
func TestATwinDesyncsBetweenMachines(t *testing.T) {
	const every = 30
	args := []string{"-ticks", "300", "-every", "30", "-json"}
	ps := runPair(t, "127.0.0.1", time.Minute, [2][]string{args, append([]string{"-twin", "gcc"}, args...)})
	parted := firstParting(t, 300)
	want := (parted/every + 1) * every // the state after tick parted is the state at parted + 1
	for _, p := range ps {
		var r struct {
			Agreed bool `json:"agreed"`
			Desync *struct {
				Checkpoint int64  `json:"checkpoint_tick"`
				Other      int    `json:"other_player"`
				FirstTick  *int64 `json:"first_divergent_tick"`
			} `json:"desync"`
		}
		if err := json.Unmarshal(p.stdout.Bytes(), &r); err != nil || p.code != 1 || r.Agreed || r.Desync == nil {
			t.Fatalf("player %d: exit %d, %v; stdout %q; stderr %q; want exit 1 and a desync", p.player, p.code, err, p.stdout.String(), p.stderr.String())
		}
		if d := r.Desync; d.Checkpoint != want || d.Other != 3-p.player {
			t.Errorf("player %d: the desync at checkpoint %d with player %d, want %d (the builds part after tick %d) with player %d", p.player, d.Checkpoint, d.Other, want, parted, 3-p.player)
		}
		if f := r.Desync.FirstTick; p.player == 2 && (f == nil || *f != parted) || p.player == 1 && f != nil {
			t.Errorf("player %d: first divergent tick %v; want %d from the twin, none from the other", p.player, f, parted)
		}
	}
}

// -replay gives this machine's player a recording's inputs over UDP:
// player 2 plays one made by run -inputs 7 (in its world, of 5 balls),
// player 1 its bot. Both exit 0 at the fingerprint of one process of bot 1
// and the recording's inputs; player 1, which cannot make player 2's
// inputs up, says its one-process run took them as confirmed.
func TestAReplayPlaysOverUDP(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.tbr")
	mustCall(t, lab.Run, "-inputs", "7", "-ticks", "300", "-balls", "5", "-record", path)
	ps := runPair(t, "127.0.0.1", time.Minute, [2][]string{{"-ticks", "300", "-balls", "5", "-json"}, {"-replay", path, "-json"}})
	cfg := bounce.DefaultConfig()
	cfg.Balls = 5
	w, err := bounce.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	bot, rec := simtest.NewBot(1, cfg.Rate), simtest.NewBot(7, cfg.Rate)
	for tick := range int64(300) {
		w.Step(bot.Input(tick).Merge(rec.Input(tick)))
	}
	want := tape.Format(w.Fingerprint())
	for _, p := range ps {
		var r struct {
			udpJSON
			NotBots []struct {
				Player int `json:"player"`
			} `json:"not_bots"`
		}
		if err := json.Unmarshal(p.stdout.Bytes(), &r); err != nil || p.code != 0 || r.Peer.Fingerprint != want || !r.Agreed {
			t.Errorf("player %d: exit %d (%v), at %s, agreed %v; want exit 0 at %s; stderr %q", p.player, p.code, err, r.Peer.Fingerprint, r.Agreed, want, p.stderr.String())
		}
		if wantNot := 2 - p.player; len(r.NotBots) != wantNot || wantNot == 1 && r.NotBots[0].Player != 2 {
			t.Errorf("player %d: not bots %+v; want player 2 from player 1, none from player 2", p.player, r.NotBots)
		}
	}
}
