package shots

import (
	"strings"
	"testing"

	"tickbox/game/shots/script"
)

// draws plays s as the window does, one playDraw a Draw, and returns the
// instructions each Draw played, by the first letter of their kind; a
// stop is asked once stopAfter calls have played (-1: never).
func draws(t *testing.T, s []script.Instruction, stopAfter int) []string {
	t.Helper()
	var out []string
	calls, at := 0, 0
	stopped := func() bool { return stopAfter >= 0 && calls >= stopAfter }
	for at < len(s) && len(out) < 100 {
		var kinds strings.Builder
		err := playDraw(s, &at, stopped, func(in *script.Instruction) (played, error) {
			calls++
			kinds.WriteByte("FfdtR"[in.Kind])
			return played{done: true, endDraw: in.Kind == script.Take}, nil
		})
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, kinds.String())
		if stopped() {
			break
		}
	}
	return out
}

// repeat returns n instructions of kind k.
func repeat(k script.Kind, n int) []script.Instruction {
	s := make([]script.Instruction, n)
	for i := range s {
		s[i].Kind = k
	}
	return s
}

// Every instruction counts against a Draw's budget, restarts and keys as
// frames do: 2,000 restarts once played in one Draw, minutes long and
// deaf to a stop.
func TestEveryInstructionCountsAgainstTheDraw(t *testing.T) {
	for _, k := range []script.Kind{script.Restart, script.Do, script.Frame} {
		name := script.Instruction{Kind: k}.String()
		s := append(repeat(k, 2000), script.Instruction{Kind: script.Take})
		got := draws(t, s, -1)
		want := (2000 + instructionsPerDraw - 1) / instructionsPerDraw
		if len(got) != want {
			t.Errorf("2,000 of %q and a shot played in %d Draws, want %d", name, len(got), want)
		}
		for i, d := range got {
			if len(d) > instructionsPerDraw {
				t.Errorf("%q: Draw %d played %d instructions, more than %d", name, i, len(d), instructionsPerDraw)
			}
		}
	}
}

// A shot ends its Draw, so that the window shows it.
func TestShotEndsTheDraw(t *testing.T) {
	s := []script.Instruction{{Kind: script.Frame}, {Kind: script.Take}, {Kind: script.Restart}, {Kind: script.Take}}
	got := strings.Join(draws(t, s, -1), "|")
	if got != "ft|Rt" {
		t.Errorf("Draws played %q, want \"ft|Rt\"", got)
	}
}

// A stop is heard before the next instruction, whatever it is.
func TestStopIsHeardBetweenInstructions(t *testing.T) {
	for _, k := range []script.Kind{script.Restart, script.Do, script.Frame} {
		got := draws(t, repeat(k, 100), 3)
		if len(got) != 1 || len(got[0]) != 3 {
			t.Errorf("%q: a stop after 3 instructions: Draws played %q, want 3 instructions in one", script.Instruction{Kind: k}, got)
		}
	}
}
